import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@workhub/domain';
import { callRoute } from './service-client';

vi.mock('../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../lib/env', () => ({ config: { services: { db: 'http://api.test/db' } } }));

describe('callRoute', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("calls a service's own root ('/') at its base path, without a trailing slash", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: { id: 'x' }, error: null }), { status: 201 }));
    const root = defineRoute({
      service: 'db',
      method: 'POST',
      path: '/',
      input: 'body',
      schema: z.object({ collection: z.string() }),
      answer: z.object({ id: z.string() }),
      summary: 'Creates a document in a collection.',
    });
    await expect(callRoute(root, { collection: 'jobs' })).resolves.toEqual({ id: 'x' });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/db');
  });
});
