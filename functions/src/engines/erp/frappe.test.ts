import { describe, expect, it } from 'vitest';
import { ErpError, frappeConfigFromEnv, frappeErp, frappeMessage, listParams, selectOptions } from './frappe';

describe('Frappe adapter (pure parts)', () => {
  it("reads Frappe's message from an error body", () => {
    const sm = JSON.stringify([JSON.stringify({ message: 'Lifecycle is locked' }), JSON.stringify({ message: 'Second' })]);
    expect(frappeMessage({ _server_messages: sm })).toBe('Lifecycle is locked; Second');
    expect(frappeMessage({ exception: 'frappe.exceptions.ValidationError: Bad value' })).toBe('Bad value');
    expect(frappeMessage({ message: 'plain' })).toBe('plain');
    expect(frappeMessage('nope')).toBeUndefined();
  });

  it('writes list parameters the Frappe way', () => {
    const p = listParams({
      fields: ['name'],
      filters: [['item_group', '=', 'Lumber']],
      start: 50,
      limit: 50,
      order: { field: 'item_code', direction: 'desc' },
    });
    expect(p.get('fields')).toBe('["name"]');
    expect(p.get('filters')).toBe('[["item_group","=","Lumber"]]');
    expect(p.get('limit_start')).toBe('50');
    expect(p.get('limit_page_length')).toBe('50');
    expect(p.get('order_by')).toBe('item_code desc');
    expect([...listParams().keys()]).toEqual([]);
  });

  it('splits Select options', () => {
    expect(selectOptions('\n0\n1')).toEqual(['', '0', '1']);
    expect(selectOptions(undefined)).toEqual([]);
  });

  it('needs ERP_URL, ERP_API_KEY and ERP_API_SECRET', () => {
    expect(() => frappeConfigFromEnv({})).toThrow(ErpError);
    expect(frappeConfigFromEnv({ ERP_URL: 'http://x/', ERP_API_KEY: 'k', ERP_API_SECRET: 's' })).toEqual({
      url: 'http://x',
      apiKey: 'k',
      apiSecret: 's',
      timeoutMs: 15_000,
    });
  });

  it('sends the token, maps a 5xx to 502 and a non-JSON answer to 502', async () => {
    const seen: Headers[] = [];
    const answers = [new Response('oops', { status: 500 }), new Response('<html>', { status: 200 })];
    const fake = (async (_url: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return answers.shift() as Response;
    }) as typeof fetch;
    const erp = frappeErp({ url: 'http://erp', apiKey: 'k', apiSecret: 's' }, fake);
    await expect(erp.getDoc('Item', 'A')).rejects.toMatchObject({ status: 502 });
    await expect(erp.getDoc('Item', 'A')).rejects.toMatchObject({ status: 502, excType: 'BadResponse' });
    expect(seen[0]?.get('authorization')).toBe('token k:s');
  });

  it('tells onCall of every request: the system, method, path, status, duration and the error', async () => {
    const answers: (() => Response)[] = [
      () => Response.json({ data: [{ name: 'A' }] }),
      () =>
        Response.json(
          { exc_type: 'DoesNotExistError', exception: 'frappe.exceptions.DoesNotExistError: Item B not found' },
          { status: 404 },
        ),
      () => new Response('oops', { status: 503 }),
      () => {
        throw new TypeError('fetch failed');
      },
    ];
    const fake = (async () => answers.shift()!()) as typeof fetch;
    const calls: unknown[] = [];
    const erp = frappeErp({ url: 'http://erp', apiKey: 'k', apiSecret: 's' }, fake, (c) => calls.push(c));
    await erp.list('Item', { filters: [['name', 'in', ['A'.repeat(400)]]] });
    await expect(erp.getDoc('Item', 'B')).rejects.toMatchObject({ status: 404 });
    await expect(erp.insertDoc('Material Request', {})).rejects.toMatchObject({ status: 502 });
    await expect(erp.getDoc('Item', 'C')).rejects.toMatchObject({ status: 502, excType: 'NetworkError' });
    expect(calls).toEqual([
      {
        system: 'ERP',
        method: 'GET',
        path: expect.stringMatching(/^\/api\/resource\/Item\?.{200,}…$/),
        status: 200,
        ms: expect.any(Number),
      },
      { system: 'ERP', method: 'GET', path: '/api/resource/Item/B', status: 404, ms: expect.any(Number), error: 'Item B not found' },
      {
        system: 'ERP',
        method: 'POST',
        path: '/api/resource/Material%20Request',
        status: 503,
        ms: expect.any(Number),
        error: 'The ERP answered 503 (POST /api/resource/Material%20Request)',
      },
      {
        system: 'ERP',
        method: 'GET',
        path: '/api/resource/Item/C',
        status: 0,
        ms: expect.any(Number),
        error: expect.stringMatching(/cannot be reached/),
      },
    ]);
    // Kept within what a job's record holds (domain outsideCallSchema).
    for (const c of calls as { path: string }[]) expect(c.path.length).toBeLessThanOrEqual(300);
  });
});
