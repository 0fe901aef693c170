import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { backgroundJobSchema, erpItemMirrorSchema, type BackgroundJob, type ErpItemRow } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { ErpError, frappeConfigFromEnv, frappeErp, type ErpDoc } from '../../functions/src/engines/erp/frappe';
import { localPurchasingEngine, materialRequestTitle } from '../../functions/src/engines/purchasing';
import { buildSeedErpItems } from '../../emulators/seed/build';
import { OFF_LIST_ITEMS } from '../../emulators/seed/data/erp-items';

/**
 * WorkHub against an ERP stand-in as strict as ERPNext (issue 24 item 3), over the emulators and
 * the real stand-in: an edit keeps every Item Default row; values outside WorkHub's lists load,
 * mirror, resync and save; a value the ERP field cannot hold is refused by the route and by the
 * ERP; items for BOM lines and Material Requests are made in the ERP, once per job.
 */

type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: { error: string; message: string } | null };
type PutAnswer = { failed: { name: string; field: string; message: string }[]; updated: ErpItemRow[] };

const suffix = runSuffix();
const config = frappeConfigFromEnv(process.env);
const standIn = frappeErp(config);
let app: App;
let db: Firestore;
let token: string;

const seeded = buildSeedErpItems();
const offList = Object.keys(OFF_LIST_ITEMS).map((i) => seeded[Number(i)]!.id);
/** A seeded item with two Item Default rows (codes ending in 7 in the stand-in), not one of the off-list items. */
const twoDefaults = seeded.map((d) => d.id).filter((c) => c.endsWith('7'))[5]!;

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const res = await fetch(`${FUNCTIONS_URL}${path}?${new URLSearchParams(query).toString()}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const put = (name: string, field: string, value: unknown) =>
  api<PutAnswer>('PUT', '/erp/document', { documents: [{ docType: 'Item', name, field, value }] });

async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  // The purchasing engine runs in this process too (its mirror writes go to the emulator).
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  app = initializeApp({ projectId: PROJECT_ID }, `erp-strict-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
});
afterAll(async () => {
  await deleteApp(app);
});

describe('an edit keeps every row of a child table', () => {
  it('editing the default supplier and warehouse changes only that field of the first Item Default row', async () => {
    const before = (await standIn.getDoc('Item', twoDefaults)).item_defaults as ErpDoc[];
    expect(before).toHaveLength(2);
    const supplier = before[0]!.default_supplier === 'Foothill Hardware' ? 'Alder Creek Lumber' : 'Foothill Hardware';
    const saved = await put(twoDefaults, 'default_supplier', supplier);
    expect(saved.status).toBe(200);
    expect(saved.body.data!.failed).toEqual([]);
    expect(saved.body.data!.updated[0]!.default_supplier).toBe(supplier);
    const warehouse = before[0]!.default_warehouse === 'Returns - MDB' ? 'Raw Materials - MDB' : 'Returns - MDB';
    expect((await put(twoDefaults, 'default_warehouse', warehouse)).body.data!.failed).toEqual([]);
    const after = (await standIn.getDoc('Item', twoDefaults)).item_defaults as ErpDoc[];
    expect(after).toEqual([{ ...before[0], default_supplier: supplier, default_warehouse: warehouse }, before[1]]);
  });
});

describe('values outside WorkHub’s lists', () => {
  it('load in a page of 2,000, mirror through a webhook and a resync, and save', async () => {
    // Every page of 2,000 reads whole, the off-list items with their ERP values.
    const rows: ErpItemRow[] = [];
    for (let skip = 0; ; skip += 2000) {
      const page = await api<{ items: ErpItemRow[] }>('GET', '/erp/items_maintenanceTool', undefined, {
        limit: '2000',
        skip: String(skip),
      });
      expect(page.status, JSON.stringify(page.body.error)).toBe(200);
      rows.push(...page.body.data!.items);
      if (page.body.data!.items.length < 2000) break;
    }
    expect(rows.find((r) => r.item_code === offList[0])?.complexity).toBe('D - Engineered to order');
    expect(rows.find((r) => r.item_code === offList[1])?.stock_uom).toBe('Nos');

    // A webhook for an off-list item mirrors it.
    const [code] = offList as [string];
    const body = JSON.stringify({ doctype: 'Item', name: code });
    const hook = await fetch(`${FUNCTIONS_URL}/erp/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Frappe-Webhook-Signature': createHmac('sha256', process.env.ERP_WEBHOOK_SECRET ?? '')
          .update(body)
          .digest('base64'),
      },
      body,
    });
    expect(hook.status).toBe(200);
    const mirrored = erpItemMirrorSchema.parse((await db.doc(`erpItems/${code}`).get()).data());
    expect(mirrored.complexity).toBe('D - Engineered to order');

    // A resync of the off-list items ends done and mirrors their values.
    const started = await api<{ jobId: string }>('POST', '/erp/resync', { names: offList });
    expect(started.status).toBe(202);
    const job = await until(
      async () => backgroundJobSchema.parse((await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data()),
      (j: BackgroundJob) => j.status === 'done' || j.status === 'error',
      'the resync job to end',
    );
    expect(job.status, job.error).toBe('done');
    const uomItem = erpItemMirrorSchema.parse((await db.doc(`erpItems/${offList[1]}`).get()).data());
    expect([uomItem.stock_uom, uomItem.purchase_uom]).toEqual(['Nos', 'Box']);
    const flagItem = erpItemMirrorSchema.parse((await db.doc(`erpItems/${offList[2]}`).get()).data());
    expect([flagItem.check_stock, flagItem.material_request_type]).toEqual(['Cycle Count', 'Manufacture']);

    // An off-list value saves (the ERP's DocType offers it); one the DocType does not is the ERP's 417, shown as the entry's failure.
    const lifecycle = mirrored.lifecycle === 'H - On Hold' ? 'R - Restricted' : 'H - On Hold';
    const saved = await put(code, 'lifecycle', lifecycle);
    expect(saved.body.data!.failed).toEqual([]);
    expect(saved.body.data!.updated[0]!.lifecycle).toBe(lifecycle);
    const refused = await put(code, 'lifecycle', 'Q - Not in this ERP');
    expect(refused.status).toBe(200);
    expect(refused.body.data!.failed[0]!.message).toMatch(/^Lifecycle cannot be "Q - Not in this ERP". It should be one of /);
    expect((await standIn.getDoc('Item', code)).lifecycle).toBe(lifecycle);
  }, 120_000);
});

describe('a value the ERP field cannot hold', () => {
  it('a lead time of -5 is a 400 from the route and a 417 from the ERP; nothing changes', async () => {
    const code = twoDefaults;
    const before = await standIn.getDoc('Item', code);
    const refused = await put(code, 'lead_time_days', -5);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain('Lead Time in days cannot be negative');
    const direct = await standIn.putDoc('Item', code, { lead_time_days: -5 }).catch((e: unknown) => e);
    expect(direct).toBeInstanceOf(ErpError);
    expect((direct as ErpError).status).toBe(417);
    expect((direct as ErpError).message).toBe('Lead Time in days cannot be negative');
    expect((await standIn.getDoc('Item', code)).lead_time_days).toBe(before.lead_time_days);
  });
});

describe('items and Material Requests made in the ERP, once per job', () => {
  const assembly = (items: { itemCode: string; qty: number; part: string; itemName?: string; uom?: string }[]) =>
    ({ assembly: `A-${suffix}`, pbom: { status: 'done', items } }) as never;
  const project = { id: `P-${suffix}` } as never;
  const progress = async () => {};

  it('an item for a BOM line is created in the ERP and mirrored; a second run finds it; a resync keeps it', async () => {
    const name = `Test Panel ${suffix}`;
    const first = await localPurchasingEngine.createItems(
      { project, assembly: assembly([{ itemCode: '', qty: 2, part: 'test-panel', itemName: name }]) },
      progress,
    );
    expect(first.created).toHaveLength(1);
    const code = first.created[0]!;
    expect(first.items[0]!.itemCode).toBe(code);
    expect(await standIn.getDoc('Item', code)).toMatchObject({ item_name: name, item_group: 'Manufactured Parts' });
    expect((await db.doc(`erpItems/${code}`).get()).get('item_name')).toBe(name);
    // A retry after a crash: same line, same item, nothing created.
    const again = await localPurchasingEngine.createItems(
      { project, assembly: assembly([{ itemCode: '', qty: 2, part: 'test-panel', itemName: name }]) },
      progress,
    );
    expect(again.created).toEqual([]);
    expect(again.items[0]!.itemCode).toBe(code);
    expect(await standIn.count('Item', [['item_name', '=', name]])).toBe(1);
    // The resync keeps it (it is in the ERP).
    const started = await api<{ jobId: string }>('POST', '/erp/resync', { names: [code] });
    const job = await until(
      async () => backgroundJobSchema.parse((await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data()),
      (j: BackgroundJob) => j.status === 'done' || j.status === 'error',
      'the resync job to end',
    );
    expect(job.status, job.error).toBe('done');
    expect((await db.doc(`erpItems/${code}`).get()).exists).toBe(true);
  }, 60_000);

  it('a Material Request is created with its items and the name the ERP gives; a retried job finds it', async () => {
    const lines = [
      { itemCode: seeded[1]!.id, qty: 3, part: 'stud', uom: 'Each' },
      { itemCode: seeded[2]!.id, qty: 5, part: 'sheet' },
    ];
    const jobKey = `job-${suffix}`;
    const made = await localPurchasingEngine.materialRequest({ project, assembly: assembly(lines), jobKey }, progress);
    expect(made.name).toMatch(new RegExp(`^MAT-MR-${new Date().getUTCFullYear()}-\\d{5}$`));
    const doc = await standIn.getDoc('Material Request', made.name);
    expect(doc).toMatchObject({ material_request_type: 'Purchase', title: materialRequestTitle(`P-${suffix}`, `A-${suffix}`, jobKey) });
    expect((doc.items as ErpDoc[]).map((i) => [i.item_code, i.qty])).toEqual(lines.map((l) => [l.itemCode, l.qty]));
    for (const row of doc.items as ErpDoc[])
      expect(row).toMatchObject({ uom: expect.any(String), warehouse: expect.any(String), schedule_date: doc.schedule_date });
    // The same job again (a retry after the worker died past the create): the same request, no second one.
    const retried = await localPurchasingEngine.materialRequest({ project, assembly: assembly(lines), jobKey }, progress);
    expect(retried.name).toBe(made.name);
    expect(await standIn.count('Material Request', [['title', '=', materialRequestTitle(`P-${suffix}`, `A-${suffix}`, jobKey)]])).toBe(1);
    // An item the ERP does not have fails with its code, and nothing is created.
    const before = await standIn.count('Material Request');
    await expect(
      localPurchasingEngine.materialRequest(
        { project, assembly: assembly([{ itemCode: `NOPE-${suffix}`, qty: 1, part: 'x' }]), jobKey: `other-${suffix}` },
        progress,
      ),
    ).rejects.toThrow(`Unknown ERP items: NOPE-${suffix}`);
    expect(await standIn.count('Material Request')).toBe(before);
  });
});
