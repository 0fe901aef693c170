import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { backgroundJobSchema, erpItemMirrorSchema, erpItemRowSchema, rowOfMirror, type BackgroundJob } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { buildSeedErpItems } from '../../emulators/seed/build';
import { frappeConfigFromEnv, frappeErp } from '../../functions/src/engines/erp/frappe';

/**
 * Keeping the erpItems mirror current (docs/stock-erp.md "Keeping the mirror current"), against
 * the emulators and the real ERP stand-in: its signed webhooks (Item and Bin changes) reach the
 * mirror; unsigned or wrongly signed webhooks are refused and write nothing; POST /erp/resync runs
 * as a background job and repairs the mirror; the maintenance tool reads a page in a handful of
 * ERP calls (counted by the stand-in).
 */

type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: { error: string; message: string } | null };
type Stats = { requests: number; byRoute: Record<string, number>; pendingWebhooks: number };

const suffix = runSuffix();
const config = frappeConfigFromEnv(process.env);
const standIn = frappeErp(config);
const secret = process.env.ERP_WEBHOOK_SECRET ?? '';
let app: App;
let db: Firestore;
let token: string;
let codes: string[] = [];
const codeAt = (i: number): string => {
  const code = codes[i];
  if (code === undefined) throw new Error(`no test item ${i}`);
  return code;
};

const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('base64');

async function webhook(body: string, signature?: string, contentType = 'application/json') {
  const res = await fetch(`${FUNCTIONS_URL}/erp/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(signature === undefined ? {} : { 'X-Frappe-Webhook-Signature': signature }) },
    body,
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const res = await fetch(`${FUNCTIONS_URL}${path}?${new URLSearchParams(query).toString()}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function control(what: string, body: unknown): Promise<void> {
  const res = await fetch(`${config.url}/__control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function stats(): Promise<Stats> {
  return (await (await fetch(`${config.url}/__control/stats`)).json()) as Stats;
}

const mirror = async (code: string) => {
  const snap = await db.collection('erpItems').doc(code).get();
  return { data: snap.data(), updated: snap.updateTime?.toMillis() };
};

/** Polls until `check` holds (bounded); answers the last value. No timing is asserted. */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string, ms = 75_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function binsOf(code: string) {
  return standIn.list('Bin', { fields: ['name', 'actual_qty'], filters: [['item_code', '=', code]], limit: 0 });
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `erp-mirror-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  // Seeded items by position in code order (the pipeline's tests add MFG-9xxxx items to the ERP and the mirror meanwhile).
  codes = buildSeedErpItems()
    .map((d) => d.id)
    .sort()
    .slice(3100, 3108);
  expect(codes).toHaveLength(8);
  expect(secret).not.toBe('');
});

afterAll(async () => {
  await deleteApp(app);
});

describe('ERP webhook → mirror', () => {
  it('an Item changed in the ERP by another user arrives in the mirror with mirroredAt', async () => {
    const code = codeAt(0);
    const before = await mirror(code);
    const name = `Renamed in the ERP ${suffix}`;
    await control('change', { doctype: 'Item', name: code, fields: { item_name: name, lead_time_days: 41 } });
    const after = await until(
      () => mirror(code),
      (m) => m.data?.item_name === name,
      'the renamed item in the mirror',
    );
    const doc = erpItemMirrorSchema.parse(after.data);
    expect(doc.lead_time_days).toBe(41);
    expect(doc.mirroredAt).toBeGreaterThan(Number(before.data?.mirroredAt ?? 0));
    expect({ ...rowOfMirror(doc), item_name: before.data?.item_name, lead_time_days: before.data?.lead_time_days }).toEqual(
      rowOfMirror(erpItemMirrorSchema.parse(before.data)),
    );
  });

  it('a Bin change (stock) updates stock_qty to the sum of the item’s Bins', async () => {
    const code = codeAt(1);
    const [bin] = await binsOf(code);
    expect(bin).toBeDefined();
    const qty = Number(bin!.actual_qty) + 17;
    await control('change', { doctype: 'Bin', name: String(bin!.name), fields: { actual_qty: qty } });
    const total = (await binsOf(code)).reduce((sum, b) => sum + Number(b.actual_qty), 0);
    expect(total).toBe(qty);
    await until(
      () => mirror(code),
      (m) => m.data?.stock_qty === qty,
      'the new stock in the mirror',
    );
  });

  it('a Bin change across the reorder level updates reorder_shortfall, and back', async () => {
    const code = codeAt(7);
    const before = erpItemMirrorSchema.parse((await mirror(code)).data);
    const level = before.warehouse_reorder_level;
    // The seeded item has a level and stock above it.
    expect(level !== null && level > 2 && before.stock_qty >= level, JSON.stringify(before)).toBe(true);
    const bins = await binsOf(code);
    expect(bins).toHaveLength(1);
    const setStock = async (qty: number) => {
      await control('change', { doctype: 'Bin', name: String(bins[0]!.name), fields: { actual_qty: qty } });
      return erpItemMirrorSchema.parse(
        (
          await until(
            () => mirror(code),
            (m) => m.data?.stock_qty === qty,
            `stock ${qty} in the mirror`,
          )
        ).data,
      );
    };
    try {
      const low = await setStock(level! - 2);
      expect(low.reorder_shortfall).toBe(2);
    } finally {
      const back = await setStock(before.stock_qty);
      expect(back.reorder_shortfall).toBeNull();
    }
  });

  it('a signed webhook is not trusted: the item is re-read from the ERP', async () => {
    const code = codeAt(2);
    const erpName = String((await standIn.getDoc('Item', code)).item_name);
    const body = JSON.stringify({ doctype: 'Item', name: code, item_name: `Forged ${suffix}`, stock_qty: 123456 });
    const res = await webhook(body, sign(body));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ doctype: 'Item', item: code, action: 'mirrored' });
    const doc = erpItemRowSchema.parse(rowOfMirror(erpItemMirrorSchema.parse((await mirror(code)).data)));
    expect(doc.item_name).toBe(erpName);
    expect(doc.stock_qty).not.toBe(123456);
  });

  it("a webhook's read older than the mirror's does not put older values back (the mirror keeps the ERP's modified)", async () => {
    const code = codeAt(3);
    const erpModified = String((await standIn.getDoc('Item', code)).modified);
    const body = JSON.stringify({ doctype: 'Item', name: code });
    // The webhook's read names the ERP's modified in the mirror.
    expect((await webhook(body, sign(body))).status).toBe(200);
    expect(erpItemMirrorSchema.parse((await mirror(code)).data).erpModified).toBe(erpModified);
    // A mirror written from a later read (as a put's own write landing first): the webhook's older read is not written.
    const later = new Date(Date.parse(erpModified) + 60_000).toISOString();
    await db
      .collection('erpItems')
      .doc(code)
      .update({ item_name: `Put's newer name ${suffix}`, erpModified: later });
    const before = await mirror(code);
    expect((await webhook(body, sign(body))).status).toBe(200);
    const kept = await mirror(code);
    expect(kept.updated).toBe(before.updated);
    expect(kept.data?.item_name).toBe(`Put's newer name ${suffix}`);
    // A read at the same or a later modified is written: back to the ERP's values.
    await db.collection('erpItems').doc(code).update({ erpModified });
    expect((await webhook(body, sign(body))).status).toBe(200);
    expect((await mirror(code)).data?.item_name).toBe(String((await standIn.getDoc('Item', code)).item_name));
  });

  it('refuses a missing or wrong signature (401) and an unknown doctype (400), writing nothing', async () => {
    const code = codeAt(3);
    const before = await mirror(code);
    const body = JSON.stringify({ doctype: 'Item', name: code });
    const hex = createHmac('sha256', secret).update(body).digest('hex');
    const other = JSON.stringify({ doctype: 'Item', name: codeAt(4) });
    for (const [signature, label] of [
      [undefined, 'missing'],
      ['', 'empty'],
      [sign(body, 'not-the-secret'), 'another secret'],
      [hex, 'hex digest'],
      [sign(other), 'signature of another body'],
      [`${sign(body)}x`, 'trailing junk'],
    ] as const) {
      const res = await webhook(body, signature);
      expect(res.status, label).toBe(401);
      expect(res.body).toMatchObject({ success: false, data: null, error: { error: 'unauthenticated' } });
    }
    // Signed, but bodies the mirror does not follow.
    for (const bad of [
      { doctype: 'Supplier', name: 'Foothill Hardware' },
      { doctype: 'Item' },
      { doctype: 'Item', name: 'a/b' },
      { doctype: 'Bin', name: 'BIN-x' },
    ]) {
      const text = JSON.stringify(bad);
      const res = await webhook(text, sign(text));
      expect(res.status, text).toBe(400);
      expect(res.body.success).toBe(false);
    }
    // Signed text that is not JSON (as text: with Content-Type JSON the platform's parser answers first).
    const notJson = 'not json';
    expect((await webhook(notJson, sign(notJson), 'text/plain')).status).toBe(400);
    // ERPNext sends its JSON without a Content-Type: the raw body is what counts.
    const plain = JSON.stringify({ doctype: 'Item', name: codeAt(4) });
    expect((await webhook(plain, `${sign(plain)}`, 'text/plain')).status).toBe(200);
    expect(await mirror(code)).toEqual(before);
  });

  it('an item the ERP no longer has, or an on_trash event, deletes its mirror doc', async () => {
    const gone = `ZZ-GONE-${suffix}`;
    const trashed = `ZZ-TRASH-${suffix}`;
    const row = { ...erpItemRowSchema.parse(rowOfMirror(erpItemMirrorSchema.parse((await mirror(codeAt(5))).data))) };
    await db.doc(`erpItems/${gone}`).set({ ...row, item_code: gone });
    await db.doc(`erpItems/${trashed}`).set({ ...row, item_code: trashed });
    const missing = JSON.stringify({ doctype: 'Item', name: gone });
    expect((await webhook(missing, sign(missing))).body.data).toEqual({ doctype: 'Item', item: gone, action: 'deleted' });
    const trash = JSON.stringify({ doctype: 'Item', name: trashed, event: 'on_trash' });
    expect((await webhook(trash, sign(trash))).body.data).toEqual({ doctype: 'Item', item: trashed, action: 'deleted' });
    expect((await mirror(gone)).data).toBeUndefined();
    expect((await mirror(trashed)).data).toBeUndefined();
  });
});

describe('POST /erp/resync', () => {
  it('refuses bad input and unknown items, starting nothing', async () => {
    for (const body of [{}, { all: false }, { names: [] }, { all: true, names: [codeAt(0)] }, { extra: 1 }]) {
      const res = await api('POST', '/erp/resync', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await api('POST', '/erp/resync', { names: [codeAt(0), `ZZ-NOWHERE-${suffix}`] });
    expect(res.status).toBe(404);
    const unauthenticated = await fetch(`${FUNCTIONS_URL}/erp/resync`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(unauthenticated.status).toBe(401);
  });

  it('repairs a damaged doc, restores a deleted one and removes an orphan, as a background job', async () => {
    const [damaged, removed] = [codeAt(6), codeAt(7)];
    const orphan = `ZZ-ORPHAN-${suffix}`;
    const good = await Promise.all([damaged, removed].map(async (c) => rowOfMirror(erpItemMirrorSchema.parse((await mirror(c)).data))));
    await db.doc(`erpItems/${damaged}`).update({ item_name: 'damaged', stock_qty: 99999, mirroredAt: 1 });
    // A doc written before reorder_shortfall existed (same row, no derived field) is rewritten with it.
    const old = codeAt(3);
    await db.doc(`erpItems/${old}`).update({ reorder_shortfall: FieldValue.delete() });
    expect((await mirror(old)).data).not.toHaveProperty('reorder_shortfall');
    await db.doc(`erpItems/${removed}`).delete();
    await db.doc(`erpItems/${orphan}`).set({ ...good[0], item_code: orphan });

    const started = await api<{ jobId: string }>('POST', '/erp/resync', { all: true });
    expect(started.status).toBe(202);
    const jobId = started.body.data!.jobId;
    const seen = new Set<string>();
    const substatuses = new Set<string>();
    const job = await until(
      async () => {
        const parsed = backgroundJobSchema.parse((await db.doc(`backgroundJobs/${jobId}`).get()).data());
        seen.add(parsed.status);
        substatuses.add(parsed.substatus);
        return parsed;
      },
      (j: BackgroundJob) => j.status === 'done' || j.status === 'error',
      'the resync job to end',
      240_000,
    );
    expect(job.status, job.error).toBe('done');
    expect([...seen].every((s) => ['queued', 'running', 'done'].includes(s))).toBe(true);
    expect(job.kind).toBe('erp.resync');
    expect(job.attempts).toBe(1);
    expect(job.substatus).toMatch(/^mirrored \d+ items: \d+ written, \d+ deleted$/);
    for (const s of substatuses) expect(s).toMatch(/^(waiting to start|mirrored \d+ of \d+|mirrored \d+ items: .*)$/);
    const result = job.result as { items: number; written: number; deleted: number };
    expect(result.items).toBeGreaterThanOrEqual(5000);
    expect(result.written).toBeGreaterThanOrEqual(2);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    console.log(`[erp-mirror] resync: ${job.substatus} in ${Date.parse(job.finishedAt!) - Date.parse(job.startedAt!)} ms`);

    const stage = (await db.doc('config/erpMirror').get()).get('resync') as { status: string; jobId: string };
    expect(stage).toMatchObject({ status: 'done', jobId });
    for (const [i, code] of [damaged, removed].entries()) {
      const after = erpItemMirrorSchema.parse((await mirror(code)).data);
      expect(rowOfMirror(after)).toEqual(good[i]);
      expect(after.mirroredAt).toBeGreaterThan(1);
    }
    expect((await mirror(orphan)).data).toBeUndefined();
    const repaired = erpItemMirrorSchema.parse((await mirror(old)).data);
    const level = repaired.warehouse_reorder_level;
    expect(repaired.reorder_shortfall).toBe(level !== null && repaired.stock_qty < level ? level - repaired.stock_qty : null);
  }, 300_000);

  it('resyncs named items only', async () => {
    const code = codeAt(5);
    const good = rowOfMirror(erpItemMirrorSchema.parse((await mirror(code)).data));
    await db.doc(`erpItems/${code}`).update({ item_name: 'damaged again' });
    const started = await api<{ jobId: string }>('POST', '/erp/resync', { names: [code] });
    expect(started.status).toBe(202);
    const job = await until(
      async () => backgroundJobSchema.parse((await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data()),
      (j) => j.status === 'done' || j.status === 'error',
      'the named resync to end',
      60_000,
    );
    expect(job.status).toBe('done');
    expect(job.result).toEqual({ items: 1, written: 1, deleted: 0 });
    expect(rowOfMirror(erpItemMirrorSchema.parse((await mirror(code)).data))).toEqual(good);
  }, 90_000);
});

describe('GET /erp/items_maintenanceTool in bulk', () => {
  it('reads a page of 2000 items in 4 ERP calls, none per item', async () => {
    await until(stats, (s) => s.pendingWebhooks === 0, 'no webhook in flight');
    const before = await stats();
    const page = await api<{ items: unknown[] }>('GET', '/erp/items_maintenanceTool', undefined, { limit: '2000', skip: '0' });
    const after = await stats();
    expect(page.status).toBe(200);
    expect(page.body.data!.items).toHaveLength(2000);
    const delta = Object.fromEntries(
      Object.entries(after.byRoute)
        .map(([route, n]) => [route, n - (before.byRoute[route] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    );
    console.log(`[erp-mirror] ERP calls for a page of 2000: ${after.requests - before.requests} ${JSON.stringify(delta)}`);
    expect(delta).toEqual({
      'GET resource Item': 1,
      'GET resource Item Default': 1,
      'GET resource Item Reorder': 1,
      'GET resource Bin': 1,
    });
  });
});
