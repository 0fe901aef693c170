import {
  addRouting,
  classPartVersionSchema,
  moveRouting,
  newClassPartWorkspace,
  sortClassPartVersions,
  type ClassPartVersion,
  type ClassPartWorkspaceContent,
} from '@workhub/domain';
import { isoAt } from '../clock.js';
import type { SeedDoc } from './types.js';

/** The seeded class-part workspaces: fixed ids, so tests and the pages can open them by id. */
export const SEEDED_CLASS_PART_WORKSPACES = [
  /** Eero's untouched workspace on the newest wall panel. */
  { id: 'class-part-ws-eero', creator: 'eero', path: 'structure/wall-panel', status: 'new' },
  /** Zaha's workspace on the shower pan: owner changed, a routing added and moved first. */
  { id: 'class-part-ws-zaha', creator: 'zaha', path: 'bath/shower-pan', status: 'inProgress' },
  /** Frances's workspace on the panel backer: description and build specs edited. */
  { id: 'class-part-ws-frances', creator: 'frances', path: 'electrical/panel-backer', status: 'inProgress' },
  /** Jean's workspace on a brand-new class part, never committed: w0.0.0. */
  { id: 'class-part-ws-jean-new', creator: 'jean', path: 'exterior/rain-screen-batten', status: 'new', owner: 'Ingrid' },
] as const satisfies readonly {
  id: string;
  creator: string;
  path: string;
  status: 'new' | 'inProgress';
  owner?: 'Ingrid';
}[];

export interface ClassPartWorkspaceSeed {
  /** `workspaces/{id}`. */
  workspaces: SeedDoc[];
  /** The content entry of each: written to `workspaces/{id}/content/classPart`. */
  content: SeedDoc[];
}

/** The edits of the in-progress workspaces (made with the same domain rules the service uses). */
function edited(id: string, content: ClassPartWorkspaceContent): ClassPartWorkspaceContent {
  if (id === 'class-part-ws-zaha') {
    const added = addRouting(content.routings, content.routings.some((r) => r.id === 'qc-inspection') ? 'paint-booth' : 'qc-inspection');
    const last = added.routings[added.routings.length - 1]!;
    let routings = added.routings;
    for (let i = 0; i < routings.length; i++) routings = moveRouting(routings, last.id, 'up');
    const owner = content.properties.owner === 'Hiro' ? 'Greta' : 'Hiro';
    return { ...content, routings, properties: { ...content.properties, owner }, modifiedBy: 'zaha' };
  }
  if (id === 'class-part-ws-frances') {
    return {
      ...content,
      description: `${content.description} (rated for 200 A service)`,
      buildSpecs: [...new Set([...content.buildSpecs, 'v3.2.1'])],
      modifiedBy: 'frances',
    };
  }
  return content;
}

/**
 * Four open class-part workspaces by different creators: two untouched ('new', one on a
 * brand-new part at w0.0.0), two in progress. Each starts from the newest seeded version of its
 * part (newClassPartWorkspace), so each can be committed as it is.
 */
export function buildClassPartWorkspaces(classParts: readonly SeedDoc[]): ClassPartWorkspaceSeed {
  const out: ClassPartWorkspaceSeed = { workspaces: [], content: [] };
  SEEDED_CLASS_PART_WORKSPACES.forEach((spec, index) => {
    const versions: ClassPartVersion[] = classParts
      .filter((doc) => doc.data.path === spec.path)
      .map((doc) => classPartVersionSchema.parse({ ...doc.data, id: doc.id }));
    const base = sortClassPartVersions(versions).at(-1) ?? null;
    if (!base && !('owner' in spec)) throw new Error(`No class part ${spec.path} for seeded workspace ${spec.id}`);
    const at = isoAt(-3 + index, 60 * (index + 8));
    const { workspace, content } = newClassPartWorkspace({
      id: spec.id,
      path: spec.path,
      creator: spec.creator,
      at,
      base,
      owner: 'owner' in spec ? spec.owner : undefined,
    });
    out.workspaces.push({ id: spec.id, data: { ...workspace, status: spec.status } });
    out.content.push({ id: spec.id, data: { ...edited(spec.id, content) } });
  });
  return out;
}
