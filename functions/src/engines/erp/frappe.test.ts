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

  it("names the ERP when it fails, keeps its own message for a refusal, and tells each call to the job's record", async () => {
    const serverMessages = (m: string) =>
      JSON.stringify({ exc_type: 'Exception', _server_messages: JSON.stringify([JSON.stringify({ message: m })]) });
    const answers = [
      new Response(serverMessages('Service temporarily unavailable'), { status: 503 }),
      new Response(
        JSON.stringify({
          exc_type: 'ValidationError',
          _server_messages: JSON.stringify([JSON.stringify({ message: 'Lead Time in days cannot be negative' })]),
        }),
        { status: 417 },
      ),
      new Response(JSON.stringify({ data: { name: 'MAT-MR-2026-00001' } }), { status: 200 }),
    ];
    const calls: unknown[] = [];
    const erp = frappeErp({ url: 'http://erp', apiKey: 'k', apiSecret: 's' }, (async () => answers.shift()!) as typeof fetch, (c) =>
      calls.push(c),
    );
    await expect(erp.getDoc('Material Request', 'X')).rejects.toMatchObject({
      status: 502,
      message: 'The ERP answered 503 (GET /api/resource/Material Request/X): Service temporarily unavailable',
    });
    await expect(erp.putDoc('Item', 'A', { lead_time_days: -5 })).rejects.toMatchObject({
      status: 417,
      message: 'Lead Time in days cannot be negative',
    });
    await erp.getDoc('Material Request', 'MAT-MR-2026-00001');
    // A long path (a list filtered by many codes) is kept cut to 300 characters.
    answers.push(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    await erp.list('Item', { filters: [['name', 'in', Array.from({ length: 60 }, (_, i) => `ITEM-${i}`)]] });
    const long = calls.pop() as { path: string };
    expect(long.path).toHaveLength(300);
    expect(long.path.endsWith('…')).toBe(true);
    expect(calls).toEqual([
      expect.objectContaining({
        system: 'ERP',
        method: 'GET',
        path: '/api/resource/Material Request/X',
        status: 503,
        error: expect.stringMatching(/^The ERP answered 503/),
      }),
      expect.objectContaining({
        system: 'ERP',
        method: 'PUT',
        path: '/api/resource/Item/A',
        status: 417,
        error: 'Lead Time in days cannot be negative',
      }),
      { system: 'ERP', method: 'GET', path: '/api/resource/Material Request/MAT-MR-2026-00001', status: 200, ms: expect.any(Number) },
    ]);
  });
});
