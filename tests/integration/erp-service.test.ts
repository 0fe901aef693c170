import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  COMPLEXITIES,
  LIFECYCLES,
  MATERIAL_REQUEST_TYPES,
  erpItemMirrorSchema,
  erpItemRowSchema,
  fieldNotUpdatedMessage,
  rowOfMirror,
} from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { buildSeedErpItems } from '../../emulators/seed/build';
import { frappeConfigFromEnv, frappeErp } from '../../functions/src/engines/erp/frappe';

/**
 * The ERP service (/erp) over HTTP against the emulators and the real ERP stand-in (emulators/erp):
 * each route with good and bad input; puts that the ERP rejects or ignores; the erpItems mirror.
 */

type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: ApiError | null };
type PutAnswer = { failed: { name: string; field: string; message: string }[]; updated: Record<string, unknown>[] };

const suffix = runSuffix();
const config = frappeConfigFromEnv(process.env);
const standIn = frappeErp(config);
let app: App;
let db: Firestore;
let token: string;
let codes: string[] = [];
const codeAt = (i: number): string => {
  const code = codes[i];
  if (code === undefined) throw new Error(`no test item ${i}`);
  return code;
};

async function call<T = Record<string, unknown>>(method: string, path: string, query: Record<string, string> = {}, body?: unknown) {
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
const get = <T = Record<string, unknown>>(path: string, query: Record<string, string>) => call<T>('GET', path, query);
const put = (body: unknown) => call<PutAnswer>('PUT', '/erp/document', {}, body);

async function control(what: string, body: unknown): Promise<void> {
  const res = await fetch(`${config.url}/__control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** The mirror doc (data and update time) and the stand-in's item. */
async function state(code: string) {
  const snap = await db.collection('erpItems').doc(code).get();
  return { mirror: snap.data(), updated: snap.updateTime?.toMillis(), erp: await standIn.getDoc('Item', code) };
}
const stripModified = (s: Awaited<ReturnType<typeof state>>) => ({ ...s, erp: { ...s.erp, modified: undefined } });

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `erp-service-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  // Seeded items by position in code order (the pipeline's tests add MFG-9xxxx items to the ERP and the mirror meanwhile).
  codes = buildSeedErpItems()
    .map((d) => d.id)
    .sort()
    .slice(4200, 4206);
  expect(codes).toHaveLength(6);
});

afterAll(async () => {
  await deleteApp(app);
});

describe('GET /erp/fields_options', () => {
  it('answers the Select options of Item and Material Request fields', async () => {
    const item = await get<Record<string, string[]>>('/erp/fields_options', { docType: 'Item', fields: 'complexity,lifecycle' });
    expect(item.status).toBe(200);
    // The ERP's own options (its DocType), broader than WorkHub's lists (issue 24).
    expect(item.body.data).toEqual({
      complexity: [...COMPLEXITIES, 'D - Engineered to order'],
      lifecycle: [...LIFECYCLES, 'R - Restricted', 'H - On Hold'],
    });
    const mr = await get<Record<string, string[]>>('/erp/fields_options', { docType: 'Material Request', fields: 'material_request_type' });
    expect(mr.status).toBe(200);
    expect(mr.body.data?.material_request_type).toEqual(expect.arrayContaining([...MATERIAL_REQUEST_TYPES]));
  });

  it('refuses other doctypes, fields and keys with per-field errors', async () => {
    for (const query of [
      { docType: 'Item', fields: 'material_request_type' },
      { docType: 'Item', fields: 'complexity,complexity' },
      { docType: 'Item', fields: '' },
      { docType: 'Supplier', fields: 'complexity' },
      { docType: 'Item', fields: 'complexity', extra: '1' },
      { fields: 'complexity' },
    ]) {
      const res = await get('/erp/fields_options', query as unknown as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(Object.keys(res.body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('GET /erp/search', () => {
  it('answers the names sorted case-insensitively under message', async () => {
    for (const docType of ['Supplier', 'Warehouse', 'Item Group']) {
      const res = await get<{ message: string[] }>('/erp/search', { docType, limit: '5000' });
      expect(res.status).toBe(200);
      const names = res.body.data!.message;
      expect(names.length).toBeGreaterThan(1);
      const lower = names.map((n) => n.toLowerCase());
      expect(lower).toEqual([...lower].sort());
      const listed = await standIn.list(docType, { fields: ['name'], limit: 0 });
      expect([...names].sort()).toEqual(listed.map((r) => String(r.name)).sort());
    }
    const limited = await get<{ message: string[] }>('/erp/search', { docType: 'Supplier', limit: '2' });
    expect(limited.body.data!.message).toHaveLength(2);
  });

  it('refuses other doctypes and limits', async () => {
    for (const query of [
      { docType: 'Item' },
      { docType: 'Supplier', limit: '5001' },
      { docType: 'Supplier', limit: '0' },
      { docType: 'Supplier', limit: 'x' },
      {},
    ]) {
      const res = await get('/erp/search', query as unknown as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error?.fieldErrors).toBeDefined();
    }
  });
});

describe('GET /erp/document', () => {
  it('answers the shaped Item', async () => {
    const res = await get<Record<string, unknown>>('/erp/document', { docType: 'Item', name: codeAt(0) });
    expect(res.status).toBe(200);
    const doc = res.body.data!;
    const raw = await standIn.getDoc('Item', codeAt(0));
    expect(doc.item_code).toBe(codeAt(0));
    expect(doc.item_name).toBe(raw.item_name);
    expect(doc.item_defaults).toEqual((raw.item_defaults as unknown[]).slice(0, 1));
    expect((doc.reorder_levels as unknown[]).length).toBeGreaterThanOrEqual(1);
  });

  it('404 for an unknown item, 400 for bad names and doctypes', async () => {
    const missing = await get('/erp/document', { docType: 'Item', name: `NOPE-${suffix}` });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.error).toBe('not-found');
    for (const query of [
      { docType: 'Item', name: 'a/b' },
      { docType: 'Item', name: '' },
      { docType: 'Supplier', name: codeAt(0) },
      { docType: 'Item' },
    ]) {
      const res = await get('/erp/document', query as unknown as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error?.fieldErrors).toBeDefined();
    }
  });
});

describe('PUT /erp/document', () => {
  it('puts a field and a child-table field, re-reads and mirrors the item', async () => {
    const code = codeAt(1);
    const before = await state(code);
    const lead = (Number(before.erp.lead_time_days ?? 0) % 50) + 3;
    const qty = (Number(before.mirror?.warehouse_reorder_qty ?? 0) % 90) + 7;
    const res = await put({
      documents: [
        { docType: 'Item', name: code, field: 'lead_time_days', value: lead },
        { docType: 'Item', name: code, field: 'warehouse_reorder_qty', value: qty },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.failed).toEqual([]);
    expect(res.body.data!.updated).toHaveLength(2);
    const after = await state(code);
    expect(after.erp.lead_time_days).toBe(lead);
    expect((after.erp.reorder_levels as Record<string, unknown>[])[0]?.warehouse_reorder_qty).toBe(qty);
    const mirrored = erpItemMirrorSchema.parse(after.mirror);
    expect(mirrored.mirroredAt).toBeGreaterThan(Number(before.mirror?.mirroredAt ?? 0));
    const row = erpItemRowSchema.parse(rowOfMirror(mirrored));
    expect(row).toEqual({ ...rowOfMirror(erpItemMirrorSchema.parse(before.mirror)), lead_time_days: lead, warehouse_reorder_qty: qty });
  });

  it("a put of the reorder level updates the mirror's reorder_shortfall (below the level and back)", async () => {
    const code = codeAt(5);
    const before = erpItemMirrorSchema.parse((await state(code)).mirror);
    const level = before.warehouse_reorder_level;
    // The seeded item has stock above its level: not below it.
    expect(level !== null && before.stock_qty > level, JSON.stringify(before)).toBe(true);
    const putLevel = async (value: number | null) => {
      const res = await put({ documents: [{ docType: 'Item', name: code, field: 'warehouse_reorder_level', value }] });
      expect(res.status).toBe(200);
      expect(res.body.data!.failed).toEqual([]);
      return erpItemMirrorSchema.parse((await state(code)).mirror);
    };
    try {
      const raised = Math.ceil(before.stock_qty) + 40;
      const below = await putLevel(raised);
      expect(below.warehouse_reorder_level).toBe(raised);
      // level − stock, computed here from the mirrored row
      expect(below.reorder_shortfall).toBe(raised - below.stock_qty);
      expect(below.reorder_shortfall).toBeGreaterThan(0);
    } finally {
      const back = await putLevel(level);
      expect(back.warehouse_reorder_level).toBe(level);
      expect(back.reorder_shortfall).toBeNull();
    }
  });

  it('a rejected update lists the ERP reason in failed and leaves the mirror alone', async () => {
    const code = codeAt(2);
    const reason = `Locked by purchasing ${suffix}`;
    await control('reject', { doctype: 'Item', name: code, field: 'item_name', reason });
    const before = await state(code);
    const res = await put({ documents: [{ docType: 'Item', name: code, field: 'item_name', value: `Renamed ${suffix}` }] });
    expect(res.status).toBe(200);
    expect(res.body.data!.updated).toEqual([]);
    expect(res.body.data!.failed).toEqual([{ docType: 'Item', name: code, field: 'item_name', message: expect.stringContaining(reason) }]);
    expect(await state(code)).toEqual(before);
  });

  it('an ignored update fails with the spec words', async () => {
    const code = codeAt(3);
    await control('ignore', { doctype: 'Item', name: code, field: 'lead_time_days' });
    const before = await state(code);
    const res = await put({
      documents: [{ docType: 'Item', name: code, field: 'lead_time_days', value: Number(before.erp.lead_time_days ?? 0) + 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.failed).toEqual([
      { docType: 'Item', name: code, field: 'lead_time_days', message: fieldNotUpdatedMessage('lead_time_days', code) },
    ]);
    expect(res.body.data!.failed[0]?.message).toBe(`The field lead_time_days for the item ${code} could not be updated`);
    const after = await state(code);
    expect(after.erp.lead_time_days).toEqual(before.erp.lead_time_days);
    // The item was re-read and mirrored (a new mirroredAt), holding the ERP's unchanged row.
    expect(rowOfMirror(erpItemMirrorSchema.parse(after.mirror))).toEqual(rowOfMirror(erpItemMirrorSchema.parse(before.mirror)));
  });

  it('bad input and unknown items: 4xx and nothing written', async () => {
    const code = codeAt(4);
    const before = stripModified(await state(code));
    const bad: [unknown, number][] = [
      [{ documents: [{ docType: 'Item', name: code, field: 'stock_qty', value: 5 }] }, 400],
      [{ documents: [{ docType: 'Item', name: code, field: 'lead_time_days', value: -5 }] }, 400],
      [{ documents: [{ docType: 'Item', name: code, field: 'complexity', value: 7 }] }, 400],
      [{ documents: [{ docType: 'Item', name: code, field: 'lead_time_days', value: 'soon' }] }, 400],
      [{ documents: [{ docType: 'Item', name: code, field: 'lead_time_days', value: 4, extra: 1 }] }, 400],
      [{ documents: [{ docType: 'Supplier', name: code, field: 'lead_time_days', value: 4 }] }, 400],
      [{ documents: [] }, 400],
      [{}, 400],
      [
        {
          documents: [
            { docType: 'Item', name: code, field: 'lead_time_days', value: 4 },
            { docType: 'Item', name: `NOPE-${suffix}`, field: 'lead_time_days', value: 4 },
          ],
        },
        404,
      ],
    ];
    for (const [body, status] of bad) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      if (status === 400) expect(res.body.error?.fieldErrors).toBeDefined();
    }
    // A complexity the ERP's DocType does not offer: the ERP's own refusal, on the entry (the ERP owns its options).
    const refused = await put({ documents: [{ docType: 'Item', name: code, field: 'complexity', value: 'Z - bogus' }] });
    expect(refused.status).toBe(200);
    expect(refused.body.data!.failed[0]?.message).toMatch(/^Complexity cannot be "Z - bogus"/);
    expect(stripModified(await state(code))).toEqual(before);
  });
});

describe('GET /erp/items_maintenanceTool', () => {
  it('answers table rows paged by limit and skip', async () => {
    const first = await get<{ items: unknown[]; limit: number; skip: number }>('/erp/items_maintenanceTool', { limit: '4', skip: '0' });
    expect(first.status).toBe(200);
    expect(first.body.data!.limit).toBe(4);
    const rows = first.body.data!.items.map((r) => erpItemRowSchema.parse(r));
    expect(rows).toHaveLength(4);
    const next = await get<{ items: unknown[] }>('/erp/items_maintenanceTool', { limit: '4', skip: '2' });
    const nextRows = next.body.data!.items.map((r) => erpItemRowSchema.parse(r));
    expect(nextRows.slice(0, 2)).toEqual(rows.slice(2));
    const mirror = (
      await db
        .collection('erpItems')
        .doc(rows[0]?.item_code ?? '-')
        .get()
    ).data();
    expect(rows[0]?.stock_qty).toBe(mirror?.stock_qty);
    const end = await get<{ items: unknown[] }>('/erp/items_maintenanceTool', { limit: '2000', skip: '999999' });
    expect(end.body.data!.items).toEqual([]);
  });

  it('refuses limits above 2000 and bad numbers', async () => {
    for (const query of [{ limit: '2001' }, { limit: '0' }, { skip: '-1' }, { limit: 'x' }, { other: '1' }]) {
      const res = await get('/erp/items_maintenanceTool', query as unknown as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error?.fieldErrors).toBeDefined();
    }
  });
});
