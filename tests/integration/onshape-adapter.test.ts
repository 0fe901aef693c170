/**
 * The production Onshape adapter (functions/src/engines/onshape/client.ts) against Onshape's API.
 * By default against the stand-in (emulators/onshape): the one the test scripts start (ONSHAPE_URL,
 * ONSHAPE_ACCESS_KEY, ONSHAPE_SECRET_KEY), else one started here. Pointed at a real Onshape, the
 * contract cases run against it too: set ONSHAPE_URL and the keys, ONSHAPE_CONTRACT_REAL=1,
 * ONSHAPE_CONTRACT_LINK (an assembly's link whose BOM has rows) and ONSHAPE_CONTRACT_TEMPLATE (a
 * document name to copy). The stand-in cases (faults, signature checks) always use a stand-in
 * started here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onshapeTemplateName } from '@workhub/domain';
import { startOnshapeServer, type OnshapeServer } from '../../emulators/onshape/server';
import { buildSeed } from '../../emulators/seed/build';
import { seedAssemblyLink } from '../../emulators/seed/data/onshape';
import {
  onshapeAdapter,
  onshapeConfigFromEnv,
  OnshapeError,
  parseDocumentLink,
  type OnshapeAdapter,
  type OnshapeConfig,
  type OutsideCall,
} from '../../functions/src/engines/onshape/client';
import { signedHeaders } from '../../functions/src/engines/onshape/signing';

const KEYS = { accessKey: 'contract-access', secretKey: 'contract-secret' };
const real = process.env.ONSHAPE_CONTRACT_REAL === '1';
const seed = buildSeed();
const seededAssigned = seed.pipe.find((d) => typeof (d.data.assign as { onshapeLink?: unknown }).onshapeLink === 'string')!;
const seededSpec = seed.buildSpecs[seed.buildSpecs.length - 1]!;
const seededTemplate = onshapeTemplateName(seededSpec.id, Object.keys(seededSpec.data.assemblies as object)[0]!);

let own: OnshapeServer;
let contractConfig: OnshapeConfig;
let standIn: OnshapeConfig;
const calls: OutsideCall[] = [];
let onshape: OnshapeAdapter;

beforeAll(async () => {
  own = await startOnshapeServer({ port: 0, ...KEYS, log: () => {} });
  standIn = { url: own.url, ...KEYS, timeoutMs: 2000, linkHost: 'cad.onshape.example' };
  contractConfig = process.env.ONSHAPE_URL ? onshapeConfigFromEnv(process.env) : standIn;
  onshape = onshapeAdapter(contractConfig, { onCall: (c) => calls.push(c) });
});
afterAll(async () => {
  await own?.close();
});

const link = () =>
  real ? process.env.ONSHAPE_CONTRACT_LINK! : seedAssemblyLink(String(seededAssigned.data.projectId), String(seededAssigned.data.assembly));
const template = () => (real ? process.env.ONSHAPE_CONTRACT_TEMPLATE! : seededTemplate);

async function control(what: string, body: unknown) {
  const res = await fetch(`${own.url}/__control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}
async function failure(p: Promise<unknown>): Promise<OnshapeError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(OnshapeError);
  return e as OnshapeError;
}

describe('Onshape adapter: the contract', () => {
  it("reads an assigned assembly's document and its bill of materials", async () => {
    const ref = parseDocumentLink(link())!;
    expect(ref).not.toBeNull();
    const doc = await onshape.document(ref.did);
    expect(doc.id).toBe(ref.did);
    expect(doc.defaultWorkspace).toMatch(/^[0-9a-f]{24}$/);
    const rows = await onshape.bom(ref);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.quantity).toBeGreaterThan(0);
      expect(row.name || row.partNumber).not.toBe('');
    }
    expect(calls.at(-1)).toMatchObject({ system: 'Onshape', method: 'GET', status: 200 });
  });

  it('copies a template document once: the copy is found by its name afterwards', async () => {
    const [source] = await onshape.findDocuments(template());
    expect(source?.name).toBe(template());
    const name = `WorkHub contract ${randomUUID()}`;
    expect(await onshape.findDocuments(name)).toEqual([]);
    const copy = await onshape.copyWorkspace(source!.id, source!.defaultWorkspace, name);
    expect(copy.documentId).not.toBe(source!.id);
    const found = await onshape.findDocuments(name);
    expect(found.map((d) => d.id)).toEqual([copy.documentId]);
    const [assembly] = await onshape.assemblies(copy.documentId, copy.workspaceId);
    expect(assembly).toBeDefined();
    const rows = await onshape.bom({ did: copy.documentId, wvm: 'w', wvmid: copy.workspaceId, eid: assembly!.id });
    expect(rows.length).toBeGreaterThan(0);
    expect(onshape.linkOf(copy.documentId, copy.workspaceId, assembly!.id)).toMatch(
      new RegExp(
        `^https://${contractConfig.linkHost.replace(/\./g, '\\.')}/documents/${copy.documentId}/w/${copy.workspaceId}/e/${assembly!.id}$`,
      ),
    );
  });

  it('answers 404 for an unknown document and an unknown element, naming Onshape and the element', async () => {
    const ref = parseDocumentLink(link())!;
    const unknown = 'f'.repeat(24);
    expect((await failure(onshape.document(unknown))).status).toBe(404);
    const e = await failure(onshape.bom({ ...ref, eid: unknown }));
    expect(e.status).toBe(404);
    expect(e.message).toMatch(new RegExp(`^Onshape answered 404 for element ${unknown} of document ${ref.did}`));
  });
});

describe.skipIf(real)('Onshape stand-in: signatures and faults', () => {
  it('refuses a request signed with the wrong secret, or unsigned, with 401', async () => {
    const path = '/api/v6/documents';
    const bad = signedHeaders(
      { accessKey: KEYS.accessKey, secretKey: 'wrong' },
      { method: 'GET', path, query: 'q=x', contentType: 'application/json' },
    );
    expect((await fetch(`${own.url}${path}?q=x`, { headers: bad })).status).toBe(401);
    expect((await fetch(`${own.url}${path}?q=x`)).status).toBe(401);
    // The signature covers the query: the same headers for another query are refused.
    const good = signedHeaders(KEYS, { method: 'GET', path, query: 'q=x', contentType: 'application/json' });
    expect((await fetch(`${own.url}${path}?q=x`, { headers: good })).status).toBe(200);
    expect((await fetch(`${own.url}${path}?q=y`, { headers: good })).status).toBe(401);
    const wrongKey = await failure(onshapeAdapter({ ...standIn, secretKey: 'nope' }).document('a'.repeat(24)));
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.message).toMatch(/^Onshape answered 401/);
  });

  it('down, slow past the timeout, garbage and a 5xx each end in an error naming Onshape; the next call works', async () => {
    const adapter = onshapeAdapter({ ...standIn, timeoutMs: 300 });
    const ref = parseDocumentLink(seedAssemblyLink(String(seededAssigned.data.projectId), String(seededAssigned.data.assembly)))!;
    await control('fault', { mode: 'drop', path: '/bom' });
    expect((await failure(adapter.bom(ref))).message).toMatch(/^Onshape could not be reached/);
    await control('fault', { mode: 'slow', ms: 1500, path: '/bom' });
    expect((await failure(adapter.bom(ref))).status).toBe(504);
    await control('fault', { mode: 'garbage', path: '/bom' });
    expect((await failure(adapter.bom(ref))).message).toMatch(/^Onshape answered GET .*not its API's answer/);
    await control('fault', { mode: 'fail', status: 503, path: '/bom' });
    expect((await failure(adapter.bom(ref))).message).toMatch(/^Onshape answered 503/);
    expect((await adapter.bom(ref)).length).toBeGreaterThan(0);
    const closed = onshapeAdapter({ ...standIn, url: 'http://127.0.0.1:9' });
    expect((await failure(closed.document(ref.did))).status).toBe(502);
  });
});
