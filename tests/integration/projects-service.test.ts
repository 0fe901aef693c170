import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { clientPreferenceAnswersSchema, phaseOfMilestones, phasesOfMilestones } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { clearFaults, fault, iso, salesforce, salesforceRecord } from '../support/outside-systems';

/**
 * The projects service (client preferences, milestones pushed to and pulled from Salesforce: its
 * stand-in, emulators/salesforce) over HTTP against the emulators. Every test works on its own projects (T-<suffix>…, written
 * with the admin SDK and removed at the end); the seeded projects are never changed.
 */

type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: ApiError | null };
type MilestoneAnswer = {
  projectId: string;
  milestones: Record<string, string>;
  phase: string;
  phases: Record<string, { start: string; end?: string }>;
};

const suffix = runSuffix();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const d = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();
const projectIds: string[] = [];
let app: App;
let db: Firestore;
let token: string;

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, rawBody?: string) {
  const res = await fetch(`${FUNCTIONS_URL}/projects${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body !== undefined || rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A test project like the seeded ones: opened on 1 Jan 2026, in permitting. */
async function createProject(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `T-${suffix}-${name}`;
  projectIds.push(id);
  const address = { street: '1200 Laurel Ave', city: 'Petaluma', state: 'CA', zip: '94952' };
  await db.doc(`projects/${id}`).set({
    id,
    clientName: `Test client ${name}`,
    apns: [{ apn: '100-200-03', address }],
    salesforce: { clientName: `Test client ${name}`, addresses: [{ ...address, primary: true }] },
    milestones: { permittingPayment: d(2), permittingStarted: d(5) },
    buildSlot: null,
    buildSpec: 'v1.0.0',
    delivered: false,
    phase: 'permitting',
    phases: { sales: { start: d(1), end: d(5) }, permitting: { start: d(5) } },
    notes: '',
    links: {},
    clientPreferences: {},
    ...extra,
  });
  return id;
}

const read = async (id: string) => (await db.doc(`projects/${id}`).get()).data() ?? {};
const stamp = async (id: string) => (await db.doc(`projects/${id}`).get()).updateTime?.toMillis();

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `projects-service-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
});

afterAll(async () => {
  for (const id of projectIds) await db.recursiveDelete(db.doc(`projects/${id}`));
  if (app) await deleteApp(app);
});

describe('POST /projects/clientPreferences', () => {
  const preferences = {
    constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' },
    storageSpace: "10'x12' on site",
    craneAccess: 'alley',
    petsOnSite: true,
    preferredContact: 'phone',
    notes: 'Gate code 4821',
  };

  it('saves the answers whole and reads them back exactly', async () => {
    const id = await createProject('prefs', { clientPreferences: { notes: 'old', storageSpace: 'none available' } });
    const { status, body } = await call('POST', '/clientPreferences', { projectId: id, preferences });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data).toEqual({ projectId: id, clientPreferences: preferences });
    expect((await read(id)).clientPreferences).toEqual(preferences);
    const fewer = { petsOnSite: false };
    expect((await call('POST', '/clientPreferences', { projectId: id, preferences: fewer })).status).toBe(200);
    expect((await read(id)).clientPreferences).toEqual(fewer);
  });

  it('refuses unknown keys, wrong types, oversized and __proto__ answers with per-field errors, writing nothing', async () => {
    const id = await createProject('prefs-bad', { clientPreferences: preferences });
    const before = await stamp(id);
    const cases: [unknown, string][] = [
      [{ projectId: id, preferences: { ...preferences, favouriteColour: 'blue' } }, 'preferences'],
      [{ projectId: id, preferences: { petsOnSite: 'yes' } }, 'preferences.petsOnSite'],
      [{ projectId: id, preferences: { notes: 'x'.repeat(2001) } }, 'preferences.notes'],
      [
        { projectId: id, preferences: { constructionHours: { weekdays: 'all day', saturday: '8am-6pm', sunday: 'none' } } },
        'preferences.constructionHours.weekdays',
      ],
      [{ projectId: id, preferences: { craneAccess: 'helicopter' } }, 'preferences.craneAccess'],
      [{ projectId: id }, 'preferences'],
      [{ projectId: 'a/b', preferences }, 'projectId'],
      [{ projectId: id, preferences, extra: 1 }, '(body)'],
    ];
    for (const [input, field] of cases) {
      const { status, body } = await call('POST', '/clientPreferences', input);
      expect(status, JSON.stringify(input).slice(0, 100)).toBe(400);
      expect(body).toMatchObject({ success: false, data: null, error: { error: 'bad-request' } });
      expect(Object.keys(body.error!.fieldErrors ?? {}), JSON.stringify(body.error)).toContain(field);
    }
    const proto = await call(
      'POST',
      '/clientPreferences',
      undefined,
      `{"projectId":"${id}","preferences":{"__proto__":{"polluted":"yes"}}}`,
    );
    expect(proto.status).toBe(400);
    expect(proto.body.success).toBe(false);
    expect(await stamp(id)).toBe(before);
    expect((await read(id)).clientPreferences).toEqual(preferences);
  });

  it('answers 404 for an unknown project', async () => {
    const { status, body } = await call('POST', '/clientPreferences', { projectId: `T-${suffix}-missing`, preferences });
    expect(status).toBe(404);
    expect(body.error?.error).toBe('not-found');
    expect((await db.doc(`projects/T-${suffix}-missing`).get()).exists).toBe(false);
  });
});

describe('POST and DELETE /projects/milestones', () => {
  it('refuses a milestone whose prerequisites are not met, with the reason, writing nothing', async () => {
    const id = await createProject('ms-unmet');
    const before = await stamp(id);
    const { status, body } = await call('POST', '/milestones', { projectId: id, milestone: 'productionStarted', date: d(20) });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      data: null,
      error: { error: 'conflict', message: 'productionStarted needs productionPayment' },
    });
    const early = await call('POST', '/milestones', { projectId: id, milestone: 'productionPayment', date: d(3) });
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('productionPayment cannot be before permittingStarted (2026-01-05)');
    expect(await stamp(id)).toBe(before);
  });

  it('sets milestones with the phase and phases that follow, and deletes them unless a set one needs them', async () => {
    const id = await createProject('ms-flow');
    const pay = await call<MilestoneAnswer>('POST', '/milestones', { projectId: id, milestone: 'productionPayment', date: d(10) });
    expect(pay.status, JSON.stringify(pay.body.error)).toBe(200);
    expect(pay.body.data).toMatchObject({ projectId: id, phase: 'permitting', milestones: { productionPayment: d(10) } });

    const start = await call<MilestoneAnswer>('POST', '/milestones', { projectId: id, milestone: 'productionStarted', date: d(20) });
    expect(start.status, JSON.stringify(start.body.error)).toBe(200);
    expect(start.body.data).toEqual({
      projectId: id,
      milestones: { permittingPayment: d(2), permittingStarted: d(5), productionPayment: d(10), productionStarted: d(20) },
      phase: 'production',
      phases: { sales: { start: d(1), end: d(5) }, permitting: { start: d(5), end: d(20) }, production: { start: d(20) } },
    });
    const stored = await read(id);
    expect(stored).toMatchObject({ milestones: start.body.data!.milestones, phase: 'production', phases: start.body.data!.phases });
    expect(stored.milestoneUpdate).toBeUndefined();
    // Each milestone set was pushed to Salesforce (an upsert of the project's record).
    const record = await salesforceRecord(id);
    expect(iso(record?.Production_Payment__c)).toBe(d(10));
    expect(iso(record?.Production_Started__c)).toBe(d(20));

    const before = await stamp(id);
    const needed = await call('DELETE', '/milestones', { projectId: id, milestone: 'productionPayment' });
    expect(needed.status).toBe(409);
    expect(needed.body.error?.message).toBe('productionStarted is set and needs it');
    expect(await stamp(id)).toBe(before);

    // DELETE takes the query string too.
    const removed = await fetch(`${FUNCTIONS_URL}/projects/milestones?projectId=${id}&milestone=productionStarted`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    const afterDelete = ((await removed.json()) as Envelope<MilestoneAnswer>).data!;
    expect(afterDelete.phase).toBe('permitting');
    expect(afterDelete.milestones.productionStarted).toBeUndefined();
    expect((await salesforceRecord(id))?.Production_Started__c).toBeNull();
    expect(afterDelete.phases).toEqual({ sales: { start: d(1), end: d(5) }, permitting: { start: d(5) } });
    expect(await read(id)).toMatchObject({ phase: 'permitting', phases: afterDelete.phases });

    const notSet = await call('DELETE', '/milestones', { projectId: id, milestone: 'serviceStarted' });
    expect(notSet.status).toBe(404);
  });

  it('sets a milestone to now without a date, and refuses setting it again with the same date', async () => {
    const id = await createProject('ms-now');
    const t0 = Date.now();
    const { status, body } = await call<MilestoneAnswer>('POST', '/milestones', { projectId: id, milestone: 'productionPayment' });
    expect(status).toBe(200);
    const at = Date.parse(body.data!.milestones.productionPayment!);
    expect(at).toBeGreaterThanOrEqual(t0 - 5000);
    const again = await call('POST', '/milestones', {
      projectId: id,
      milestone: 'productionPayment',
      date: body.data!.milestones.productionPayment,
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toMatch(/^productionPayment is already set/);
  });

  it('of two concurrent identical requests, applies one and refuses the other', async () => {
    const id = await createProject('ms-race');
    const request = { projectId: id, milestone: 'productionPayment', date: d(12) };
    const answers = await Promise.all([call('POST', '/milestones', request), call('POST', '/milestones', request)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error?.message).toMatch(/^productionPayment is already (being updated \(by grace\)|set)/);
    const stored = await read(id);
    expect(stored.milestones).toEqual({ permittingPayment: d(2), permittingStarted: d(5), productionPayment: d(12) });
    expect(stored.milestoneUpdate).toBeUndefined();
  });

  it('refuses any milestone update while one is in flight; a marker past its lease no longer blocks', async () => {
    const id = await createProject('ms-marker', {
      milestoneUpdate: { milestone: 'productionPayment', kind: 'set', by: 'ada', at: new Date().toISOString(), token: 'x' },
    });
    const same = await call('POST', '/milestones', { projectId: id, milestone: 'productionPayment', date: d(12) });
    expect(same.status).toBe(409);
    expect(same.body.error?.message).toBe('productionPayment is already being updated (by ada)');
    const other = await call('DELETE', '/milestones', { projectId: id, milestone: 'permittingPayment' });
    expect(other.status).toBe(409);
    expect(other.body.error?.message).toBe('A milestone update is in progress (productionPayment by ada)');
    expect((await read(id)).milestones).toEqual({ permittingPayment: d(2), permittingStarted: d(5) });

    await db.doc(`projects/${id}`).update({ 'milestoneUpdate.at': daysAgo(1) });
    const later = await call('POST', '/milestones', { projectId: id, milestone: 'productionPayment', date: d(12) });
    expect(later.status, JSON.stringify(later.body.error)).toBe(200);
    expect((await read(id)).milestoneUpdate).toBeUndefined();
  });

  it('refuses bad input with per-field errors and unknown projects with 404', async () => {
    const id = await createProject('ms-bad');
    const before = await stamp(id);
    const cases: [string, unknown, string][] = [
      ['POST', { projectId: id, milestone: 'teaBreak' }, 'milestone'],
      ['POST', { projectId: id, milestone: 'productionPayment', date: 'tomorrow' }, 'date'],
      ['POST', { projectId: id }, 'milestone'],
      ['POST', { milestone: 'productionPayment' }, 'projectId'],
      ['DELETE', { projectId: id, milestone: 'milestones.permittingPayment' }, 'milestone'],
      ['DELETE', { projectId: '__x__', milestone: 'permittingPayment' }, 'projectId'],
    ];
    for (const [method, input, field] of cases) {
      const { status, body } = await call(method, '/milestones', input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(Object.keys(body.error?.fieldErrors ?? {})).toContain(field);
    }
    expect(await stamp(id)).toBe(before);
    expect((await call('POST', '/milestones', { projectId: `T-${suffix}-missing`, milestone: 'permittingPayment' })).status).toBe(404);
    expect((await call('DELETE', '/milestones', { projectId: `T-${suffix}-missing`, milestone: 'permittingPayment' })).status).toBe(404);
  });
});

describe('Salesforce down or answering garbage while a milestone is set', () => {
  it('answers 502 naming Salesforce, and the milestones and the marker stay as they were', async () => {
    const id = await createProject('ms-sf-down');
    const before = await read(id);
    for (const mode of ['fail', 'garbage'] as const) {
      await fault('salesforce', mode, 1);
      try {
        const answer = await call('POST', '/milestones', { projectId: id, milestone: 'productionPayment', date: d(10) });
        expect(answer.status, JSON.stringify(answer.body)).toBe(502);
        expect(answer.body.error?.message).toMatch(/^Salesforce answered/);
      } finally {
        await clearFaults('salesforce');
      }
      const after = await read(id);
      expect(after.milestones).toEqual(before.milestones);
      expect(after.milestoneUpdate).toBeUndefined();
    }
    // Retrying once Salesforce answers works.
    expect((await call('POST', '/milestones', { projectId: id, milestone: 'productionPayment', date: d(10) })).status).toBe(200);
  });
});

describe('POST /projects/pullMilestones', () => {
  type Pulled = { pulled: number; projects: { projectId: string; added: Record<string, string> }[] };

  it('pulls the recent milestones Salesforce holds, then the historical ones, then nothing', async () => {
    const [opened, permittingStart, productionStart] = [daysAgo(200), daysAgo(100), daysAgo(10)];
    const [permittingPay, productionPay] = [daysAgo(104), daysAgo(13)];
    const id = await createProject('pull', {
      milestones: { permittingStarted: permittingStart },
      phase: 'permitting',
      phases: { sales: { start: opened, end: permittingStart }, permitting: { start: permittingStart } },
    });
    // What the sales team recorded in Salesforce (its REST API, as another Salesforce user would).
    const created = await salesforce('POST', '/sobjects/Modulr_Project__c', {
      Name: 'Pull test',
      Project_Number__c: id,
      Permitting_Payment__c: permittingPay,
      Permitting_Started__c: permittingStart,
      Production_Payment__c: productionPay,
      Production_Started__c: productionStart,
    });
    expect(created.status).toBe(201);

    const recent = await call<Pulled>('POST', '/pullMilestones', { projectId: id, historical: false });
    expect(recent.status, JSON.stringify(recent.body.error)).toBe(200);
    expect(recent.body.data).toEqual({
      pulled: 2,
      projects: [{ projectId: id, added: { productionPayment: productionPay, productionStarted: productionStart } }],
    });

    const history = await call<Pulled>('POST', '/pullMilestones', { projectId: id, historical: true });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual({ pulled: 1, projects: [{ projectId: id, added: { permittingPayment: permittingPay } }] });
    const stored = await read(id);
    expect(stored.milestones).toEqual({
      permittingPayment: permittingPay,
      permittingStarted: permittingStart,
      productionPayment: productionPay,
      productionStarted: productionStart,
    });
    expect(stored.phase).toBe('production');
    expect(stored.phases).toEqual({
      sales: { start: opened, end: permittingStart },
      permitting: { start: permittingStart, end: productionStart },
      production: { start: productionStart },
    });

    const before = await stamp(id);
    const nothing = await call<Pulled>('POST', '/pullMilestones', { projectId: id, historical: true });
    expect(nothing.body.data).toEqual({ pulled: 0, projects: [] });
    expect(await stamp(id)).toBe(before);
  });

  it('answers 404 for a project Salesforce has no record of, and 502 naming Salesforce when it fails, writing nothing', async () => {
    const id = await createProject('pull-none');
    const before = await stamp(id);
    const none = await call('POST', '/pullMilestones', { projectId: id, historical: true });
    expect(none.status).toBe(404);
    expect(none.body.error?.message).toBe(`Salesforce has no record of ${id}`);
    await fault('salesforce', 'fail', 1);
    try {
      const down = await call('POST', '/pullMilestones', { projectId: id, historical: true });
      expect(down.status).toBe(502);
      expect(down.body.error?.message).toMatch(/^Salesforce answered 503 .*SERVER_UNAVAILABLE/);
    } finally {
      await clearFaults('salesforce');
    }
    expect(await stamp(id)).toBe(before);
  });

  it('pulls one project per call (no "all"), and answers 404 for an unknown project', async () => {
    for (const input of [
      { historical: true },
      { all: true, historical: true },
      { projectId: `T-${suffix}-x`, all: true, historical: true },
      { projectId: `T-${suffix}-x` },
    ]) {
      const { status, body } = await call('POST', '/pullMilestones', input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.error?.fieldErrors).toBeDefined();
    }
    expect((await call('POST', '/pullMilestones', { projectId: `T-${suffix}-missing`, historical: true })).status).toBe(404);
  });
});

describe('the seeded projects (read only)', () => {
  it('hold client preferences the answer schema accepts, and the phase and phases the milestone rules give', async () => {
    const seeded = (await db.collection('projects').where('id', '>=', 'P-').where('id', '<', 'P.').get()).docs;
    expect(seeded.length).toBeGreaterThan(10);
    for (const doc of seeded) {
      const p = doc.data();
      const prefs = clientPreferenceAnswersSchema.safeParse(p.clientPreferences ?? {});
      expect(prefs.success, `${doc.id}: ${JSON.stringify(prefs.error?.issues)}`).toBe(true);
      expect(phaseOfMilestones(p.milestones as Record<string, string>), doc.id).toBe(p.phase);
      expect(phasesOfMilestones(p.milestones as Record<string, string>, p.phases.sales.start as string), doc.id).toEqual(p.phases);
    }
  });
});
