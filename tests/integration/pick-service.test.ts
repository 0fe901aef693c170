import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pickListSchema, type PickList, type PipeAssembly } from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';
import { assemblyDoc, createProject, projectDoc, removeProject } from '../support/pipe-fixtures';

/**
 * The pick service (docs/staff-tools.md "Software docs and picking as built") against the real
 * emulators, on a project of its own: two assemblies with a raised material request, one without,
 * and ERP mirror items of its own in two warehouses (one short of stock).
 */

const suffix = runSuffix();
const P = `PICK-${suffix}`;
const STORES = 'Stores - MDB';
const RAW = 'Raw Materials - MDB';
const code = (n: number) => `ZZPICK-${suffix}-${n}`;
let app: App;
let db: Firestore;
const tokens: Record<string, string> = {};

const item = (n: number, warehouse: string, stock: number) => ({
  item_code: code(n),
  item_name: `Pick test item ${n}`,
  stock_uom: 'Nos',
  default_warehouse: warehouse,
  stock_qty: stock,
});

type Answer = { id: string; list: PickList };
/** Build-spec assemblies (v3.2.1) whose Onshape templates the assigned fixtures are copied from. */
const NAMES: Record<string, string> = { 'm1-bath': 'floor-cassette', 'm2-kitchen': 'exterior-wall-panel', 'm3-bed': 'roof-cassette' };
const listsOf = async () => (await db.collection('pickLists').where('projectId', '==', P).get()).docs;

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `pick-service-${suffix}`);
  db = getFirestore(app);
  for (const user of ['grace', 'eero']) tokens[user] = await idTokenFor(`${user}@modulr.example`);
  const raised = (key: string, items: { itemCode: string; qty: number }[], mr: string): PipeAssembly => {
    const a = assemblyDoc(P, key, NAMES[key]!, 6);
    return { ...a, pbom: { ...a.pbom, items }, materialRequest: { ...a.materialRequest, name: mr, details: mr } };
  };
  const a1 = raised(
    'm1-bath',
    [
      { itemCode: code(1), qty: 10 },
      { itemCode: code(2), qty: 4 },
      { itemCode: code(3), qty: 2 },
    ],
    'MAT-MR-TEST-1',
  );
  const a2 = { ...raised('m2-kitchen', [{ itemCode: code(1), qty: 5 }], 'MAT-MR-TEST-2'), order: 1 };
  const a3 = { ...assemblyDoc(P, 'm3-bed', NAMES['m3-bed']!, 4), order: 2 };
  await createProject(db, projectDoc(P, 3), [a1, a2, a3]);
  const batch = db.batch();
  batch.set(db.doc(`erpItems/${code(1)}`), item(1, STORES, 100));
  batch.set(db.doc(`erpItems/${code(2)}`), item(2, STORES, 1));
  batch.set(db.doc(`erpItems/${code(3)}`), item(3, RAW, 50));
  await batch.commit();
});

afterAll(async () => {
  if (!db) return;
  const lists = await listsOf();
  await Promise.all([...lists.map((d) => d.ref.delete()), ...[1, 2, 3].map((n) => db.doc(`erpItems/${code(n)}`).delete())]);
  await removeProject(db, P);
  await deleteApp(app);
});

describe('GET /pick/requests', () => {
  it("answers the raised material requests' items per warehouse, with stock and shortages", async () => {
    const res = await callService<{
      assemblies: { assembly: string; raised: boolean; materialRequest: string | null }[];
      warehouses: { warehouse: string; lines: PickList['lines']; shortages: number }[];
    }>('GET', `/pick/requests?projectId=${P}`, tokens.grace);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.assemblies.map((a) => [a.assembly, a.raised, a.materialRequest])).toEqual([
      ['m1-bath', true, 'MAT-MR-TEST-1'],
      ['m2-kitchen', true, 'MAT-MR-TEST-2'],
      ['m3-bed', false, null],
    ]);
    expect(data.warehouses.map((w) => [w.warehouse, w.lines.length, w.shortages])).toEqual([
      [RAW, 1, 0],
      [STORES, 2, 1],
    ]);
    const stores = data.warehouses.find((w) => w.warehouse === STORES)!;
    expect(stores.lines[0]).toMatchObject({
      item_code: code(1),
      qty: 15,
      stock_qty: 100,
      uom: 'Nos',
      assemblies: ['m1-bath', 'm2-kitchen'],
    });
    expect(await listsOf()).toHaveLength(0);
  });

  it('picks an item whose default warehouse is a quarantine from the main stores, its held stock not counted', async () => {
    await db.doc(`erpItems/${code(3)}`).update({ default_warehouse: 'Quarantine - MDB' });
    try {
      const res = await callService<{ warehouses: { warehouse: string; lines: PickList['lines']; shortages: number }[] }>(
        'GET',
        `/pick/requests?projectId=${P}`,
        tokens.grace,
      );
      expect(res.status).toBe(200);
      expect(res.body.data!.warehouses.map((w) => [w.warehouse, w.lines.length, w.shortages])).toEqual([[STORES, 3, 2]]);
      const held = res.body.data!.warehouses[0]!.lines.find((l) => l.item_code === code(3));
      expect(held).toMatchObject({ warehouse: STORES, stock_qty: 0, held_in: 'Quarantine - MDB', held_qty: 50, qty: 2 });
      const refused = await callService('POST', '/pick/lists', tokens.grace, { projectId: P, warehouse: 'Quarantine - MDB' });
      expect(refused.status).toBe(400);
    } finally {
      await db.doc(`erpItems/${code(3)}`).update({ default_warehouse: RAW });
    }
    expect(await listsOf()).toHaveLength(0);
  });

  it('is a 404 for an unknown project', async () => {
    const res = await callService('GET', '/pick/requests?projectId=fuzz-missing-project', tokens.grace);
    expect(res.status).toBe(404);
  });
});

describe('POST /pick/lists', () => {
  it('refuses bad input with per-field errors and writes nothing', async () => {
    const bad: [unknown, number, string?][] = [
      [{ projectId: P }, 400, 'warehouse'],
      [{ warehouse: STORES }, 400, 'projectId'],
      [{ projectId: P, warehouse: '' }, 400, 'warehouse'],
      [{ projectId: P, warehouse: STORES, extra: true }, 400],
      [{ projectId: P, warehouse: STORES, assemblies: [] }, 400, 'assemblies'],
      [{ projectId: P, warehouse: 'Nowhere - MDB' }, 400, 'warehouse'],
      [{ projectId: P, warehouse: STORES, assemblies: ['m3-bed'] }, 400, 'assemblies'],
      [{ projectId: P, warehouse: STORES, assemblies: ['m9-none'] }, 404],
      [{ projectId: 'fuzz-missing-project', warehouse: STORES }, 404],
      [JSON.parse('{"projectId":"x","warehouse":"y","__proto__":{"polluted":1}}'), 400],
    ];
    for (const [body, status, field] of bad) {
      const res = await callService('POST', '/pick/lists', tokens.grace, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      if (field) expect(Object.keys(res.body.error?.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await callService('POST', '/pick/lists', undefined, { projectId: P, warehouse: STORES }).then((r) => r.status)).toBe(401);
    expect(await listsOf()).toHaveLength(0);
  });

  it('makes an open list of one warehouse (caller recorded), then refuses a second unfinished one', async () => {
    const res = await callService<Answer>('POST', '/pick/lists', tokens.grace, { projectId: P, warehouse: STORES });
    expect(res.status).toBe(201);
    const stored = pickListSchema.parse((await db.doc(`pickLists/${res.body.data!.id}`).get()).data());
    expect(stored).toMatchObject({
      projectId: P,
      warehouse: STORES,
      status: 'open',
      createdBy: 'grace',
      assemblies: ['m1-bath', 'm2-kitchen'],
      materialRequests: ['MAT-MR-TEST-1', 'MAT-MR-TEST-2'],
    });
    expect(stored.lines.map((l) => [l.item_code, l.qty, l.stock_qty, l.picked])).toEqual([
      [code(1), 15, 100, 0],
      [code(2), 4, 1, 0],
    ]);
    const again = await callService('POST', '/pick/lists', tokens.eero, { projectId: P, warehouse: STORES });
    expect(again.status).toBe(409);
    expect(await listsOf()).toHaveLength(1);
    const raw = await callService<Answer>('POST', '/pick/lists', tokens.eero, { projectId: P, warehouse: RAW, assemblies: ['m1-bath'] });
    expect(raw.status).toBe(201);
    expect(raw.body.data!.list.lines.map((l) => l.item_code)).toEqual([code(3)]);
  });
});

describe('PATCH /pick/lists and GET /pick/lists', () => {
  it('picks lines (picker = caller): open → picking → picked, then the list is closed', async () => {
    const id = (await listsOf()).find((d) => d.get('warehouse') === STORES)!.id;
    const before = (await db.doc(`pickLists/${id}`).get()).data();
    for (const [body, status] of [
      [{ id, line: 0, picked: 16 }, 400],
      [{ id, line: 2, picked: 1 }, 400],
      [{ id, line: 0, picked: -1 }, 400],
      [{ id, line: '0', picked: 1 }, 400],
      [{ id, line: 0 }, 400],
      [{ id: 'fuzz-missing-list', line: 0, picked: 1 }, 404],
    ] as const) {
      const res = await callService('PATCH', '/pick/lists', tokens.eero, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect((await db.doc(`pickLists/${id}`).get()).data()).toEqual(before);

    const first = await callService<Answer>('PATCH', '/pick/lists', tokens.eero, { id, line: 0, picked: 15 });
    expect(first.status).toBe(200);
    expect(first.body.data!.list.status).toBe('picking');
    expect(first.body.data!.list.lines[0]).toMatchObject({ picked: 15, pickedBy: 'eero' });

    const open = await callService<{ lists: (PickList & { id: string; shortages: number })[] }>(
      'GET',
      `/pick/lists?warehouse=${encodeURIComponent(STORES)}&status=picking`,
      tokens.grace,
    );
    expect(open.status).toBe(200);
    const mine = open.body.data!.lists.find((l) => l.id === id)!;
    expect(mine.shortages).toBe(1);
    expect(open.body.data!.lists.every((l) => l.warehouse === STORES && l.status === 'picking')).toBe(true);

    const last = await callService<Answer>('PATCH', '/pick/lists', tokens.grace, { id, line: 1, picked: 4 });
    expect(last.body.data!.list.status).toBe('picked');
    const closed = await callService('PATCH', '/pick/lists', tokens.grace, { id, line: 1, picked: 0 });
    expect(closed.status).toBe(409);
    expect(pickListSchema.parse((await db.doc(`pickLists/${id}`).get()).data()).lines[1]!.picked).toBe(4);

    const bad = await callService('GET', '/pick/lists?status=done', tokens.grace);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fieldErrors ?? {})).toContain('status');
  });
});
