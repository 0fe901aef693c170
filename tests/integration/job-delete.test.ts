import { beforeAll, describe, expect, it } from 'vitest';
import { idTokenFor, readDocument, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';

/** DELETE /db/jobs (issue 27 item 8): a workspace admin deletes a job; anyone else gets 403 and nothing changes. */

const suffix = runSuffix();
let admin = '';
let staff = '';

const call = (token: string, method: string, path: string, body?: unknown) =>
  callService<Record<string, unknown> | null>(method, path, token, body);

beforeAll(async () => {
  [admin, staff] = await Promise.all([idTokenFor('grace@modulr.example'), idTokenFor('eero@modulr.example')]);
});

describe('DELETE /db/jobs', () => {
  it('lets a workspace admin delete a job, stamped with who and when', async () => {
    const id = `deleteme${suffix}`;
    expect((await call(admin, 'POST', '/db', { collection: 'jobs', to_insert: { id, title: 'Delete me' } })).status).toBe(201);
    const { status, body } = await call(admin, 'DELETE', '/db/jobs', { id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { id, deletedBy: 'grace@modulr.example' } });
    expect(typeof body.data?.deletedAt).toBe('string');
    expect(await readDocument(`jobs/${id}`)).toBeNull();
  });

  it('refuses staff who are not workspace admins with 403, and keeps the job', async () => {
    const id = `keepme${suffix}`;
    expect((await call(admin, 'POST', '/db', { collection: 'jobs', to_insert: { id, title: 'Keep me' } })).status).toBe(201);
    const { status, body } = await call(staff, 'DELETE', '/db/jobs', { id });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, error: { error: 'forbidden', message: 'Only workspace admins delete jobs' } });
    expect((await readDocument(`jobs/${id}`))?.title).toBe('Keep me');
  });

  it('answers 404 for an unknown job and 400 for a bad id or an unknown key', async () => {
    expect((await call(admin, 'DELETE', '/db/jobs', { id: `nojob${suffix}` })).status).toBe(404);
    const bad = await call(admin, 'DELETE', '/db/jobs', { id: 'a/b' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await call(admin, 'DELETE', '/db/jobs', { id: `x${suffix}`, collection: 'projects' })).status).toBe(400);
  });
});
