import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLEXITIES } from '../seed/data/erp-items';
import { doctypeDoc, seriesName, validateDoc } from './doctypes';
import { FrappeError } from './query';
import { startErpServer, type ErpServer } from './server';

// The stand-in as ERPNext behaves where WorkHub depends on it (issue 24): child tables replaced
// whole on PUT, mandatory child fields, Select options from the DocType, numbers validated, inserts
// named as ERPNext names them.
let server: ErpServer;
let dir: string;
const auth = { authorization: 'token k:s', 'content-type': 'application/json' };

async function api(method: string, route: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}/api/resource/${route}`, {
    method,
    headers: auth,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const item = async (code: string) =>
  (await api('GET', `Item/${code}`)).body.data as Record<string, unknown> & { item_defaults: Record<string, unknown>[] };
const messageOf = (body: Record<string, unknown>) =>
  (JSON.parse(String(body._server_messages)) as string[]).map((m) => (JSON.parse(m) as { message: string }).message).join('; ');

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'erp-standin-'));
  server = await startErpServer({ port: 0, dataDir: dir, apiKey: 'k', apiSecret: 's', log: () => {} });
  await fetch(`${server.url}/__control/seed`, { method: 'POST', body: JSON.stringify({ items: 200 }) });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the ERP stand-in is as strict as ERPNext', () => {
  it('seeds items with an Item Default row per company (codes ending in 7)', async () => {
    const list = (await api('GET', 'Item?fields=["name"]&limit_page_length=0')).body.data as { name: string }[];
    const two = list.map((r) => r.name).find((n) => n.endsWith('7'))!;
    expect((await item(two)).item_defaults.map((r) => r.company)).toEqual(['Modulr Building', 'Modulr Field Services']);
  });

  it('a PUT with a child table replaces the table whole: rows not sent are deleted', async () => {
    const list = (await api('GET', 'Item?fields=["name"]&limit_page_length=0')).body.data as { name: string }[];
    const code = list.map((r) => r.name).find((n) => n.endsWith('7'))!;
    const before = await item(code);
    const first = before.item_defaults[0]!;
    const supplier = first.default_supplier === 'Foothill Hardware' ? 'Alder Creek Lumber' : 'Foothill Hardware';
    const saved = await api('PUT', `Item/${code}`, { item_defaults: [{ ...first, default_supplier: supplier }] });
    expect(saved.status).toBe(200);
    expect((await item(code)).item_defaults).toEqual([expect.objectContaining({ company: 'Modulr Building', default_supplier: supplier })]);
  });

  it("refuses a Link to a document it does not hold with ERPNext's LinkValidationError (417), saving nothing", async () => {
    const list = (await api('GET', 'Item?fields=["name"]&limit_page_length=0')).body.data as { name: string }[];
    const code = list[3]!.name;
    const before = await item(code);
    const refused = await api('PUT', `Item/${code}`, { item_defaults: [{ ...before.item_defaults[0], default_supplier: 'Acme' }] });
    expect(refused.status).toBe(417);
    expect(refused.body.exc_type).toBe('LinkValidationError');
    expect(messageOf(refused.body)).toBe('Could not find Item Default, Row 1: Default Supplier: Acme');
    expect(await item(code)).toEqual(before);
    const request = await api('POST', 'Material Request', {
      material_request_type: 'Purchase',
      company: 'Modulr Building',
      schedule_date: '2026-12-01',
      items: [{ item_code: code, qty: 1, uom: 'Each', schedule_date: '2026-12-01', warehouse: 'Nowhere - MDB' }],
    });
    expect(request.status).toBe(417);
    expect(messageOf(request.body)).toContain('Target Warehouse: Nowhere - MDB');
  });

  it("refuses a child row missing a mandatory field with Frappe's MandatoryError (417)", async () => {
    const code = ((await api('GET', 'Item?fields=["name"]&limit=1')).body.data as { name: string }[])[0]!.name;
    const before = await item(code);
    const noCompany = await api('PUT', `Item/${code}`, { item_defaults: [{ default_supplier: 'Acme' }] });
    expect(noCompany.status).toBe(417);
    expect(noCompany.body.exc_type).toBe('MandatoryError');
    expect(messageOf(noCompany.body)).toBe('Error: Value missing for Item: Item Default, Row 1: Company');
    const noWarehouse = await api('PUT', `Item/${code}`, { reorder_levels: [{ warehouse_reorder_level: 5 }] });
    expect(noWarehouse.status).toBe(417);
    expect(messageOf(noWarehouse.body)).toContain('Item Reorder, Row 1: Request for');
    expect(await item(code)).toEqual(before);
  });

  it("accepts exactly the DocType's Select options (broader than WorkHub's) and refuses others", async () => {
    const code = ((await api('GET', 'Item?fields=["name"]&limit=1')).body.data as { name: string }[])[0]!.name;
    const options = String(
      (doctypeDoc('Item').fields as { fieldname: string; options: string }[]).find((f) => f.fieldname === 'complexity')!.options,
    ).split('\n');
    expect(options).toEqual(['', ...COMPLEXITIES, 'D - Engineered to order']);
    expect((await api('PUT', `Item/${code}`, { complexity: 'D - Engineered to order' })).status).toBe(200);
    const bad = await api('PUT', `Item/${code}`, { complexity: 'Z - Nope' });
    expect(bad.status).toBe(417);
    expect(bad.body.exc_type).toBe('ValidationError');
    expect(messageOf(bad.body)).toMatch(/^Complexity cannot be "Z - Nope". It should be one of "A - Off the shelf"/);
    expect((await item(code)).complexity).toBe('D - Engineered to order');
  });

  it('refuses a negative lead time and a fractional one (Int, non-negative)', async () => {
    const code = ((await api('GET', 'Item?fields=["name"]&limit=1')).body.data as { name: string }[])[0]!.name;
    const bad = await api('PUT', `Item/${code}`, { lead_time_days: -5 });
    expect(bad.status).toBe(417);
    expect(messageOf(bad.body)).toBe('Lead Time in days cannot be negative');
    expect((await api('PUT', `Item/${code}`, { lead_time_days: 1.5 })).status).toBe(417);
    expect((await api('PUT', `Item/${code}`, { lead_time_days: 0 })).status).toBe(200);
  });

  it('creates an Item named by its code; a second insert of the code is a 409 DuplicateEntryError', async () => {
    const body = {
      item_code: 'MFG-90001',
      item_name: 'Wall Panel',
      item_group: 'Manufactured Parts',
      stock_uom: 'Each',
      item_defaults: [{ company: 'Modulr Building', default_warehouse: 'Work In Progress - MDB' }],
    };
    const made = await api('POST', 'Item', body);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'MFG-90001',
      item_defaults: [{ parent: 'MFG-90001', idx: 1, company: 'Modulr Building' }],
    });
    const again = await api('POST', 'Item', body);
    expect(again.status).toBe(409);
    expect(again.body.exc_type).toBe('DuplicateEntryError');
    expect((await api('POST', 'Item', { item_code: 'MFG-90002' })).status).toBe(417);
  });

  it('creates Material Requests named MAT-MR-YYYY-NNNNN, mandatory items rows checked, found again by title', async () => {
    const year = new Date().getUTCFullYear();
    const row = { item_code: 'MFG-90001', qty: 4, uom: 'Each', schedule_date: '2026-12-01', warehouse: 'Stores - MDB' };
    const mr = {
      title: 'workhub-job-1',
      material_request_type: 'Purchase',
      company: 'Modulr Building',
      schedule_date: '2026-12-01',
      items: [row],
    };
    const first = await api('POST', 'Material Request', mr);
    expect(first.status).toBe(200);
    expect((first.body.data as { name: string }).name).toBe(`MAT-MR-${year}-00001`);
    const second = await api('POST', 'Material Request', { ...mr, title: 'workhub-job-2' });
    expect((second.body.data as { name: string }).name).toBe(`MAT-MR-${year}-00002`);
    const missing = await api('POST', 'Material Request', { ...mr, items: [{ ...row, warehouse: undefined, qty: undefined }] });
    expect(missing.status).toBe(417);
    expect(missing.body.exc_type).toBe('MandatoryError');
    expect(messageOf(missing.body)).toContain('Material Request Item, Row 1: Quantity, Material Request Item, Row 1: Target Warehouse');
    expect((await api('POST', 'Material Request', { ...mr, items: [] })).body.exc_type).toBe('MandatoryError');
    const found = await api(
      'GET',
      `Material Request?fields=["name","title"]&filters=${encodeURIComponent('[["title","=","workhub-job-2"]]')}`,
    );
    expect(found.body.data).toEqual([{ name: `MAT-MR-${year}-00002`, title: 'workhub-job-2' }]);
    const doc = (await api('GET', `Material Request/MAT-MR-${year}-00001`)).body.data as { items: Record<string, unknown>[] };
    expect(doc.items).toEqual([expect.objectContaining({ item_code: 'MFG-90001', qty: 4, parent: `MAT-MR-${year}-00001`, idx: 1 })]);
  });

  it('serves the DocType of each child table and names a series', () => {
    expect(doctypeDoc('Item Default').fields).toEqual(expect.arrayContaining([expect.objectContaining({ fieldname: 'company', reqd: 1 })]));
    expect(seriesName('MAT-MR-.YYYY.-.#####', 2026, 42).name).toBe('MAT-MR-2026-00042');
    expect(() => validateDoc('Item', { item_code: 'X', item_group: 'G', stock_uom: 'Each', check_stock: 'Cycle Count' })).not.toThrow();
    expect(() => validateDoc('Item', { item_code: 'X', item_group: 'G', stock_uom: 'Each', check_stock: 2 })).toThrow(FrappeError);
  });
});

describe('the ERP stand-in fails on request (test controls)', () => {
  const control = (name: string, body: unknown) =>
    fetch(`${server.url}/__control/${name}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.status);

  it('fails, answers a page instead of JSON, or only for one path and method, the next N requests; clear ends it', async () => {
    expect(await control('fault', { mode: 'fail', status: 503, path: 'api/resource/Material Request' })).toBe(200);
    // Another path is not touched, and the fault is still there for its own.
    expect((await api('GET', 'Item?limit_page_length=1')).status).toBe(200);
    const failed = await api('GET', 'Material Request');
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ exc_type: 'Exception' });
    expect((await api('GET', 'Material Request')).status).toBe(200);

    expect(await control('fault', { mode: 'garbage', times: 0 })).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/api/resource/Item`, { headers: auth });
      expect(res.headers.get('content-type')).toBe('text/html');
      expect(await res.text()).toContain('<html>');
    }
    expect(await control('clear', {})).toBe(200);
    expect((await api('GET', 'Item?limit_page_length=1')).status).toBe(200);

    // Only a create: the list before it answers.
    expect(await control('fault', { mode: 'fail', status: 500, path: 'api/resource/Material Request', method: 'POST' })).toBe(200);
    expect((await api('GET', 'Material Request')).status).toBe(200);
    expect((await api('POST', 'Material Request', {})).status).toBe(500);
    expect(await control('clear', {})).toBe(200);
  });

  it('a slow fault holds the answer back, not the work: a create the caller gave up on is made', async () => {
    const code = `SLOW-${Date.now()}`;
    expect(await control('fault', { mode: 'slow', ms: 1500, path: 'api/resource/Item', method: 'POST' })).toBe(200);
    const body = JSON.stringify({ item_code: code, item_name: 'Slow panel', item_group: 'Manufactured Parts', stock_uom: 'Each' });
    await expect(
      fetch(`${server.url}/api/resource/Item`, { method: 'POST', headers: auth, body, signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    // It was saved before the (held) answer; the next request is not slowed.
    expect((await api('GET', `Item/${code}`)).status).toBe(200);
  });

  it('refuses a fault it cannot hold', async () => {
    expect(await control('fault', { mode: 'explode' })).toBe(417);
    expect(await control('fault', { mode: 'fail', status: 200 })).toBe(417);
    expect(await control('fault', { mode: 'slow', ms: -1 })).toBe(417);
    expect(await control('fault', { mode: 'fail', method: 'PATCH' })).toBe(417);
  });
});

describe("the desk's item form (WorkHub's 'open in the ERP' links)", () => {
  it('shows the item at /app/item/{name}, and a 404 page for an unknown one', async () => {
    const list = (await api('GET', 'Item?fields=["name"]&limit_page_length=0')).body.data as { name: string }[];
    // A seeded item with Item Defaults (codes ending in 7), not one another test inserted (SLOW-<time>).
    const code = list.map((r) => r.name).find((n) => /^[A-Z]{3}-\d{5}$/.test(n) && n.endsWith('7'))!;
    const page = await fetch(`${server.url}/app/item/${encodeURIComponent(code)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`data-testid="desk-item">${code} · `);
    expect(html).toContain('<h2>item_defaults</h2>');
    const missing = await fetch(`${server.url}/app/item/NO-SUCH-1`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Item NO-SUCH-1 not found');
  });
});
