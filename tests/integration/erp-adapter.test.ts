/**
 * The production ERP adapter (functions/src/engines/erp/frappe.ts) against the real ERP stand-in
 * (emulators/erp): the one scripts/test-in-emulators.sh starts (ERP_URL, ERP_API_KEY,
 * ERP_API_SECRET), and for the webhook and restart cases one started here on a temporary folder.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErpServer } from '../../emulators/erp/server';
import { ErpError, frappeConfigFromEnv, frappeErp, type ErpAdapter, type ErpDoc } from '../../functions/src/engines/erp/frappe';

const config = frappeConfigFromEnv(process.env);
const erp = frappeErp(config);

async function control(baseUrl: string, what: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}/__control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function erpError(promise: Promise<unknown>): Promise<ErpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ErpError);
  return error as ErpError;
}

describe('ERP adapter against the stand-in', () => {
  it('gets a seeded item with its child tables', async () => {
    const item = await erp.getDoc('Item', 'LBR-10001');
    expect(item.item_code).toBe('LBR-10001');
    expect(item.item_group).toBe('Lumber');
    expect(typeof item.item_name).toBe('string');
    expect(Array.isArray(item.item_defaults)).toBe(true);
    expect((item.item_defaults as ErpDoc[])[0]).toHaveProperty('default_warehouse');
    expect(Array.isArray(item.reorder_levels)).toBe(true);
  });

  it('lists with fields, filters, order and paging', async () => {
    const fields = ['item_code', 'item_name', 'item_group', 'lifecycle'];
    const filters: [string, string, unknown][] = [
      ['item_group', '=', 'Lumber'],
      ['lifecycle', '=', 'U - In Use'],
    ];
    const order = { field: 'item_code', direction: 'asc' } as const;
    const all = await erp.list('Item', { fields, filters, order, limit: 0 });
    expect(all.length).toBeGreaterThan(60);
    for (const row of all) {
      expect(Object.keys(row).sort()).toEqual([...fields].sort());
      expect(row.item_group).toBe('Lumber');
      expect(row.lifecycle).toBe('U - In Use');
    }
    const codes = all.map((r) => String(r.item_code));
    expect(codes).toEqual([...codes].sort());
    const page1 = await erp.list('Item', { fields, filters, order, limit: 25, start: 0 });
    const page2 = await erp.list('Item', { fields, filters, order, limit: 25, start: 25 });
    expect(page1.map((r) => r.item_code)).toEqual(codes.slice(0, 25));
    expect(page2.map((r) => r.item_code)).toEqual(codes.slice(25, 50));
    const desc = await erp.list('Item', { fields: ['item_code'], filters, order: { field: 'item_code', direction: 'desc' }, limit: 3 });
    expect(desc.map((r) => r.item_code)).toEqual(codes.slice(-3).reverse());
    const like = await erp.list('Item', { fields: ['item_name'], filters: [['item_name', 'like', '%2x4%']], limit: 0 });
    expect(like.length).toBeGreaterThan(0);
    expect(like.every((r) => String(r.item_name).includes('2x4'))).toBe(true);
    const suppliers = await erp.list('Supplier', { fields: ['name'], limit: 5000 });
    expect(suppliers.map((s) => s.name)).toContain('Alder Creek Lumber');
    const groups = await erp.list('Item Group', { fields: ['name'], limit: 5000 });
    expect(groups.map((s) => s.name)).toContain('Manufactured Parts');
    const warehouses = await erp.list('Warehouse', { fields: ['name'], limit: 5000 });
    expect(warehouses.map((s) => s.name)).toContain('Stores - MDB');
  });

  it('reads Select field options', async () => {
    const options = await erp.fieldOptions('Item', ['complexity', 'lifecycle']);
    expect(options.complexity).toEqual([
      '',
      'A - Off the shelf',
      'B - Block custom',
      'C - Project custom',
      'test',
      'D - Engineered to order',
    ]);
    expect(options.lifecycle).toContain('U - In Use');
    const mr = await erp.fieldOptions('Material Request', ['material_request_type']);
    expect(mr.material_request_type).toEqual(['Purchase', 'Transfer', 'Material Issue', 'Manufacture']);
    expect((await erpError(erp.fieldOptions('Item', ['no_such_field']))).status).toBe(404);
  });

  it('puts a field and a child table and reads them back', async () => {
    const before = await erp.getDoc('Item', 'LBR-10002');
    const lead = Number(before.lead_time_days ?? 0) + 1;
    const saved = await erp.putDoc('Item', 'LBR-10002', { lead_time_days: lead });
    expect(saved.lead_time_days).toBe(lead);
    expect((await erp.getDoc('Item', 'LBR-10002')).lead_time_days).toBe(lead);

    const defaults = [{ company: 'Modulr Building', default_supplier: 'Foothill Hardware', default_warehouse: 'Returns - MDB' }];
    await erp.putDoc('Item', 'LBR-10002', { item_defaults: defaults });
    const after = await erp.getDoc('Item', 'LBR-10002');
    expect(after.item_defaults).toMatchObject(defaults);
    expect(after.item_name).toBe(before.item_name);
  });

  it('a rejected update fails with the ERP reason and changes nothing', async () => {
    const before = await erp.getDoc('Item', 'LBR-10003');
    await control(config.url, 'reject', {
      doctype: 'Item',
      name: 'LBR-10003',
      field: 'lifecycle',
      reason: 'Lifecycle is locked by purchasing',
    });
    const error = await erpError(erp.putDoc('Item', 'LBR-10003', { lifecycle: 'O - Obsolete' }));
    expect(error.status).toBe(417);
    expect(error.excType).toBe('ValidationError');
    expect(error.message).toBe('Lifecycle is locked by purchasing');
    expect((await erp.getDoc('Item', 'LBR-10003')).lifecycle).toBe(before.lifecycle);
    // Only the next update was rejected.
    await erp.putDoc('Item', 'LBR-10003', { lifecycle: 'O - Obsolete' });
    expect((await erp.getDoc('Item', 'LBR-10003')).lifecycle).toBe('O - Obsolete');
  });

  it('an ignored update answers but the value stays', async () => {
    const before = await erp.getDoc('Item', 'LBR-10004');
    const lead = Number(before.lead_time_days ?? 0) + 7;
    await control(config.url, 'ignore', { doctype: 'Item', name: 'LBR-10004', field: 'lead_time_days' });
    await erp.putDoc('Item', 'LBR-10004', { lead_time_days: lead, check_stock: 1 });
    const after = await erp.getDoc('Item', 'LBR-10004');
    expect(after.lead_time_days).toBe(before.lead_time_days);
    expect(after.check_stock).toBe(1);
  });

  it('401 without the right key, 404 for an unknown item or doctype', async () => {
    const stranger = frappeErp({ ...config, apiSecret: 'wrong-secret' });
    const denied = await erpError(stranger.getDoc('Item', 'LBR-10001'));
    expect(denied.status).toBe(401);
    expect(denied.excType).toBe('AuthenticationError');
    const noHeader = await fetch(`${config.url}/api/resource/Item/LBR-10001`);
    expect(noHeader.status).toBe(401);

    const missing = await erpError(erp.getDoc('Item', 'NOPE-00000'));
    expect(missing.status).toBe(404);
    expect(missing.excType).toBe('DoesNotExistError');
    expect(missing.message).toContain('NOPE-00000');
    expect((await erpError(erp.putDoc('Item', 'NOPE-00000', { lead_time_days: 1 }))).status).toBe(404);
    expect((await erpError(erp.list('Customer'))).status).toBe(404);
  });

  it('an unreachable ERP is a 502', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const gone = frappeErp({ ...config, url: `http://127.0.0.1:${port}` });
    expect((await erpError(gone.getDoc('Item', 'LBR-10001'))).status).toBe(502);
  });
});

describe('ERP stand-in on its own folder', () => {
  let dir: string;
  const received: ErpDoc[] = [];
  let receiver: http.Server;
  let webhookUrl: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'erp-standin-'));
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ErpDoc);
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/erp-webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await fs.rm(dir, { recursive: true, force: true });
  });

  const start = () => startErpServer({ port: 0, dataDir: dir, apiKey: 'k', apiSecret: 's', webhookUrl, log: () => {} });
  const adapterFor = (url: string): ErpAdapter => frappeErp({ url, apiKey: 'k', apiSecret: 's' });

  it('a change by another ERP user is saved and sent to the webhook; the store survives a restart', async () => {
    const first = await start();
    try {
      const local = adapterFor(first.url);
      const before = await local.getDoc('Item', 'LBR-10005');
      await control(first.url, 'change', {
        doctype: 'Item',
        name: 'LBR-10005',
        fields: { item_name: 'Renamed in the ERP', stock_qty: 42 },
      });
      const hook = received.find((d) => d.name === 'LBR-10005');
      expect(hook).toMatchObject({ doctype: 'Item', name: 'LBR-10005', item_name: 'Renamed in the ERP', stock_qty: 42 });
      expect(hook?.item_group).toBe(before.item_group);
      expect(hook?.modified_by).toBe('another.user@modulr.example');
      await local.putDoc('Item', 'LBR-10006', { lead_time_days: 99 });
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      const local = adapterFor(second.url);
      expect((await local.getDoc('Item', 'LBR-10005')).item_name).toBe('Renamed in the ERP');
      expect((await local.getDoc('Item', 'LBR-10006')).lead_time_days).toBe(99);
      expect((await local.list('Item', { limit: 0 })).length).toBe(5000);
    } finally {
      await second.close();
    }
  });
});
