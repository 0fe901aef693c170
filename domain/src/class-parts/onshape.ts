import { z } from 'zod';

/*
 * Onshape document links of a class part (core spec section 7: cadAssign). Pure.
 * A link is `https://{host}/documents/{did}/{w|v}/{wid|vid}/e/{eid}` with ids of 24 hex digits
 * (a query string or fragment is allowed and dropped). The host must be one of the configured
 * Onshape hosts: the company's Onshape, and the seed's stand-in `cad.onshape.example`.
 */

export const DEFAULT_ONSHAPE_HOSTS: readonly string[] = ['cad.onshape.com', 'cad.onshape.example'];

/** One Onshape document of a class part, as stored (the seed writes name, did, wid, vid, eid, url). */
export const onshapeDocumentSchema = z
  .object({
    name: z.string().max(300).optional(),
    did: z.string().min(1).max(100),
    wid: z.string().max(100).optional(),
    vid: z.string().max(100).optional(),
    eid: z.string().max(100).optional(),
    url: z.string().min(1).max(2000),
  })
  .strict();
export type OnshapeDocument = z.infer<typeof onshapeDocumentSchema>;

export interface OnshapeLink {
  did: string;
  /** 'w' a workspace (follows the latest edits), 'v' a fixed version. */
  wvm: 'w' | 'v';
  wid?: string;
  vid?: string;
  eid: string;
  /** The link without query string or fragment. */
  url: string;
}

const ID = '([0-9a-f]{24})';
const PATH = new RegExp(`^/documents/${ID}/(w|v)/${ID}/e/${ID}/?$`);

/** The parts of an Onshape link, or null when it is not one (wrong host, scheme or path). */
export function parseOnshapeUrl(text: unknown, hosts: readonly string[] = DEFAULT_ONSHAPE_HOSTS): OnshapeLink | null {
  if (typeof text !== 'string' || text.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!hosts.includes(url.hostname.toLowerCase())) return null;
  const match = PATH.exec(url.pathname.toLowerCase());
  if (!match) return null;
  const [, did, wvm, wvid, eid] = match as unknown as [string, string, 'w' | 'v', string, string];
  const clean = `https://${url.hostname.toLowerCase()}/documents/${did}/${wvm}/${wvid}/e/${eid}`;
  return { did, wvm, ...(wvm === 'w' ? { wid: wvid } : { vid: wvid }), eid, url: clean };
}

/** The stored entry for a link: `name` labels it in the page (default: the class part's path). */
export function onshapeDocumentOf(link: OnshapeLink, name: string): OnshapeDocument {
  return {
    name,
    did: link.did,
    ...(link.wid ? { wid: link.wid } : {}),
    ...(link.vid ? { vid: link.vid } : {}),
    eid: link.eid,
    url: link.url,
  };
}

/** Same document element (did and eid): a new link for it replaces the old one. */
export const sameOnshapeElement = (a: { did: string; eid?: string }, b: { did: string; eid?: string }) =>
  a.did === b.did && (a.eid ?? '') === (b.eid ?? '');

/**
 * The Onshape document names WorkHub looks up (bulk CAD assign): the company's template document
 * of an assembly for a build spec, which it copies, and the copy, one per project assembly (so a
 * retried or repeated assignment finds the copy instead of making another).
 */
export const onshapeTemplateName = (buildSpec: string, assemblyName: string) => `WorkHub template ${buildSpec} ${assemblyName}`;
export const onshapeAssemblyDocumentName = (projectId: string, assembly: string) => `${projectId} ${assembly}`;
