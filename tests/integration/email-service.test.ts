import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  emailTemplateSchema,
  emailTemplateVersionSchema,
  escapeHtml,
  projectMailVariables,
  renderMail,
  sentMailSchema,
  type EmailTemplate,
  type EmailTemplateChange,
  type EmailTemplateVersion,
} from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The email service (/email) over HTTP against the emulators and the real mail catcher (maildev,
 * started by scripts/test-in-emulators.sh; its REST API at MAIL_CATCHER_URL): the mail arrives
 * with the rendered subject and HTML and is recorded in sentMails; bad input is a 4xx that sends
 * and records nothing; the rate limit; /sent for admins only; a test mail goes to its sender only.
 * Templates change only through the service (issue 23): stamped by the server, every change kept
 * with the text it replaced, an earlier text restored; /db refuses them.
 */

type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: ApiError | null };
type Rendered = { subject: string; html: string; text: string; missing: string[]; unknown: string[] };
type Sent = { id: string; state: string; messageId: string; to: string[]; subject: string };
type CaughtMail = {
  id: string;
  subject: string;
  html: string;
  text: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
};

const CATCHER = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1180';
const ADMIN = 'ada@modulr.example';
const STAFF = 'eero@modulr.example';
const suffix = runSuffix();
let app: App;
let db: Firestore;
const tokens = new Map<string, string>();
let project: { id: string } & Record<string, unknown>;

async function call<T = Record<string, unknown>>(email: string, method: string, path: string, body?: unknown, raw?: string) {
  let token = tokens.get(email);
  if (!token) {
    token = await idTokenFor(email);
    tokens.set(email, token);
  }
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body === undefined && raw === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function caught(): Promise<CaughtMail[]> {
  const res = await fetch(`${CATCHER}/api/email?limit=500`);
  expect(res.status).toBe(200);
  return (await res.json()) as CaughtMail[];
}

async function sentBy(email: string): Promise<number> {
  return (await db.collection('sentMails').where('sentBy', '==', email).get()).size;
}

/** Runs a request that must be refused: nothing reaches the catcher, nothing is recorded. */
async function refused(email: string, body: unknown, status: number, raw?: string) {
  const [mailsBefore, recordsBefore] = [(await caught()).length, await sentBy(email)];
  const res = await call(email, 'POST', '/email/sendMail', body, raw);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.data).toBeNull();
  expect((await caught()).length).toBe(mailsBefore);
  expect(await sentBy(email)).toBe(recordsBefore);
  return res.body.error!;
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `email-service-${suffix}`);
  db = getFirestore(app);
  const snap = await db.collection('projects').orderBy('__name__').limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error('the seed has no projects');
  project = { id: doc.id, ...doc.data() };
});

afterAll(async () => {
  await deleteApp(app);
});

describe('POST /email/renderTemplate', () => {
  it("renders a template against a real project's fields, the caller as sender and the data", async () => {
    const res = await call<Rendered>(ADMIN, 'POST', '/email/renderTemplate', {
      template: 'deliveryScheduled',
      projectId: project.id,
      data: { deliveryDate: 'Friday 3 April' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const vars = projectMailVariables(project);
    expect(vars.clientName).toBeTruthy();
    const data = res.body.data!;
    expect(data.subject).toBe('Delivery and crane set on Friday 3 April');
    expect(data.text).toContain(`Hello ${vars.clientName},`);
    expect(data.text).toContain(`The modules for ${vars.address} ship on Friday 3 April`);
    expect(data.text).toContain('Ada Lovelace');
    expect(data.html).toContain(`Hello ${escapeHtml(vars.clientName!)},`);
    expect(data.missing).toEqual([]);
    expect(data.unknown).toEqual([]);
  });

  it('reports missing variables (no project, no data) instead of rendering them blank', async () => {
    const res = await call<Rendered>(ADMIN, 'POST', '/email/renderTemplate', { template: 'deliveryScheduled' });
    expect(res.status).toBe(200);
    expect(res.body.data!.missing).toEqual(['deliveryDate', 'project.clientName', 'project.address']);
    expect(res.body.data!.subject).toBe('Delivery and crane set on {{deliveryDate}}');
  });

  it('escapes data in the HTML', async () => {
    const res = await call<Rendered>(ADMIN, 'POST', '/email/renderTemplate', {
      template: 'deliveryScheduled',
      projectId: project.id,
      data: { deliveryDate: '<script>alert(1)</script>' },
    });
    expect(res.body.data!.html).toContain('ship on &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body.data!.html).not.toContain('<script>');
  });

  it('answers 404 for an unknown template or project and 400 for bad input', async () => {
    expect((await call(ADMIN, 'POST', '/email/renderTemplate', { template: 'noSuchTemplate' })).status).toBe(404);
    expect((await call(ADMIN, 'POST', '/email/renderTemplate', { template: 'welcome', projectId: 'no-such-project' })).status).toBe(404);
    const bad = await call(ADMIN, 'POST', '/email/renderTemplate', {
      template: 'welcome',
      data: { deliveryDate: { nested: true } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fieldErrors ?? {}).some((k) => k.startsWith('data'))).toBe(true);
  });
});

describe('POST /email/sendMail', () => {
  it('sends the rendered mail through SMTP to the catcher and records it as sent', async () => {
    const marker = `Friday ${suffix}`;
    const res = await call<Sent>(ADMIN, 'POST', '/email/sendMail', {
      template: 'deliveryScheduled',
      projectId: project.id,
      // The sender may name themselves (any case); nobody else.
      to: ['Ada@Modulr.example'],
      data: { deliveryDate: marker },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = res.body.data!;
    expect(sent.state).toBe('sent');
    expect(sent.subject).toBe(`Delivery and crane set on ${marker}`);

    const vars = projectMailVariables(project);
    const expected = renderMail(
      (await db.collection('emailTemplates').doc('deliveryScheduled').get()).data() as { subject: string; body: string },
      { project: vars, sender: { name: 'Ada Lovelace', email: ADMIN }, data: { deliveryDate: marker } },
    );
    const mail = (await caught()).find((m) => m.subject === expected.subject);
    expect(mail, 'the mail is in the catcher').toBeDefined();
    expect(mail!.to.map((t) => t.address.toLowerCase())).toEqual([ADMIN]);
    expect(mail!.from[0]!.address).toBe('workhub@modulr.example');
    expect(mail!.html.trim()).toBe(expected.html.trim());
    expect(mail!.html).toContain(`Hello ${escapeHtml(vars.clientName!)},`);
    expect(mail!.text.trim()).toBe(expected.text.trim());

    const record = sentMailSchema.parse({ id: sent.id, ...(await db.collection('sentMails').doc(sent.id).get()).data() });
    expect(record).toMatchObject({
      template: 'deliveryScheduled',
      to: ['Ada@Modulr.example'],
      subject: expected.subject,
      html: expected.html,
      state: 'sent',
      messageId: sent.messageId,
      sentBy: ADMIN,
      projectId: project.id,
      from: 'WorkHub <workhub@modulr.example>',
    });
    expect(record.version).toMatch(/#[0-9a-f]{8}$/);
  });

  it('sends to the caller when no recipient is given', async () => {
    const res = await call<Sent>(STAFF, 'POST', '/email/sendMail', {
      template: 'deliveryScheduled',
      projectId: project.id,
      data: { deliveryDate: `self ${suffix}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.to).toEqual([STAFF]);
    const mail = (await caught()).find((m) => m.subject === `Delivery and crane set on self ${suffix}`);
    expect(mail!.to.map((t) => t.address)).toEqual([STAFF]);
  });

  const good = () => ({ template: 'deliveryScheduled', projectId: project.id, data: { deliveryDate: `bad ${suffix}` } });

  it('refuses a caller-chosen sender (400), nothing sent or recorded', async () => {
    const error = await refused(ADMIN, { ...good(), from: 'ceo@modulr.example' }, 400);
    expect(error.fieldErrors).toHaveProperty('from');
  });

  it('sends a test mail to the sender only: any other recipient is a 403, nothing sent or recorded (issue 23)', async () => {
    const [mailsBefore] = [(await caught()).length];
    for (const to of [
      'ken@modulr-build.example',
      ['eero@modulr.example'],
      [ADMIN, 'ken@modulr-build.example'],
      ['mallory@outside.example'],
    ]) {
      const error = await refused(ADMIN, { ...good(), to }, 403);
      expect(error.error).toBe('forbidden');
      expect(error.message).toMatch(/goes to the sender only/);
      const others = (Array.isArray(to) ? to : [to]).filter((a) => a !== ADMIN);
      for (const other of others) expect(error.fieldErrors?.to, JSON.stringify(to)).toContain(other);
      expect(error.fieldErrors?.to).not.toContain(`${ADMIN},`);
    }
    await refused(ADMIN, { ...good(), to: 'x@evil.modulr.example' }, 403);
    await refused(ADMIN, { ...good(), to: 'not an address' }, 400);
    // Nobody but the sender ever got a mail from these requests.
    const received = (await caught()).slice(mailsBefore).flatMap((m) => m.to.map((t) => t.address.toLowerCase()));
    expect(received.filter((a) => a !== ADMIN)).toEqual([]);
  });

  it('refuses an unknown template or project (404) and an incomplete template (400)', async () => {
    await refused(ADMIN, { ...good(), template: 'noSuchTemplate' }, 404);
    await refused(ADMIN, { ...good(), projectId: 'no-such-project' }, 404);
    const error = await refused(ADMIN, { template: 'deliveryScheduled', projectId: project.id }, 400);
    expect(error.fieldErrors?.data).toContain('deliveryDate');
  });

  it('refuses oversized data and __proto__ keys (400)', async () => {
    await refused(ADMIN, { ...good(), data: { deliveryDate: 'x'.repeat(2001) } }, 400);
    await refused(ADMIN, { ...good(), data: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) }, 400);
    await refused(
      ADMIN,
      undefined,
      400,
      `{"template":"deliveryScheduled","projectId":${JSON.stringify(project.id)},"data":{"__proto__":{"deliveryDate":"polluted"}}}`,
    );
    await refused(ADMIN, undefined, 400, `{"template":"deliveryScheduled","__proto__":{"to":"mallory@outside.example"}}`);
  });

  it('limits each sender to MAIL_RATE_PER_MINUTE mails a minute (429, nothing sent or recorded)', async () => {
    const sender = 'zaha@modulr-build.example';
    const perMinute = Number(process.env.MAIL_RATE_PER_MINUTE ?? '10');
    for (let i = 0; i < perMinute; i++) {
      const res = await call(sender, 'POST', '/email/sendMail', { ...good(), data: { deliveryDate: `rate ${i} ${suffix}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const error = await refused(sender, { ...good(), data: { deliveryDate: `rate over ${suffix}` } }, 429);
    expect(error.error).toBe('rate-limited');
    // Another sender is not limited by it.
    expect((await call(STAFF, 'POST', '/email/sendMail', { ...good(), data: { deliveryDate: `other ${suffix}` } })).status).toBe(200);
  });
});

describe('GET /email/sent', () => {
  it('lists the sent mail, newest first, for workspace admins', async () => {
    const res = await call<{ mails: { subject: string; sentAt: string; state: string }[] }>(ADMIN, 'GET', '/email/sent?limit=50');
    expect(res.status).toBe(200);
    const mails = res.body.data!.mails;
    expect(mails.some((m) => m.subject === `Delivery and crane set on Friday ${suffix}` && m.state === 'sent')).toBe(true);
    const times = mails.map((m) => m.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is 403 for staff who are not workspace admins, 400 for a bad limit', async () => {
    const res = await call(STAFF, 'GET', '/email/sent');
    expect(res.status).toBe(403);
    expect(res.body.error!.error).toBe('forbidden');
    expect((await call(ADMIN, 'GET', '/email/sent?limit=0')).status).toBe(400);
  });
});

describe('GET /email/docsJson', () => {
  it('describes every route of the service from its schemas', async () => {
    const res = await call<{ routes: { method: string; path: string; fields?: { name: string }[] }[] }>(ADMIN, 'GET', '/email/docsJson');
    expect(res.status).toBe(200);
    const routes = res.body.data!.routes;
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'GET /email/docsJson',
        'GET /email/sent',
        'POST /email/renderTemplate',
        'POST /email/sendMail',
        'PUT /email/template',
        'GET /email/template/history',
        'POST /email/template/restore',
      ].sort(),
    );
    // The stamps and the sender are listed as refused fields (the server sets them).
    expect(routes.find((r) => r.path === '/email/template' && r.method === 'PUT')?.fields?.map((f) => f.name)).toEqual([
      'id',
      'field',
      'value',
      'updatedBy',
      'updatedAt',
    ]);
    const send = routes.find((r) => r.path === '/email/sendMail');
    expect(send?.fields?.map((f) => f.name)).toEqual(['template', 'to', 'data', 'projectId', 'from']);
  });
});

describe('email templates change only through the email service (issue 23)', () => {
  const TEMPLATE = 'productionStarted';
  let original: EmailTemplate;
  let firstVersion: number;

  const stored = async () =>
    emailTemplateSchema.parse({ id: TEMPLATE, ...(await db.collection('emailTemplates').doc(TEMPLATE).get()).data() });
  const historyDocs = async () => (await db.collection(`emailTemplates/${TEMPLATE}/history`).get()).docs;
  const history = async (email = STAFF) => {
    const res = await call<{ versions: EmailTemplateVersion[] }>(email, 'GET', `/email/template/history?id=${TEMPLATE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data!.versions;
  };
  const put = (email: string, body: unknown) => call<EmailTemplateChange>(email, 'PUT', '/email/template', body);

  beforeAll(async () => {
    original = await stored();
  });

  it('changes one field, stamped by the server with the caller and its time, and keeps the change with the text it replaced', async () => {
    const t0 = Date.now();
    const subject = `Production has started ${suffix}`;
    const res = await put(STAFF, { id: TEMPLATE, field: 'subject', value: subject });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.data!;
    expect(answer.template).toMatchObject({ id: TEMPLATE, subject, body: original.body, updatedBy: STAFF });
    expect(Date.parse(answer.template.updatedAt!)).toBeGreaterThanOrEqual(t0 - 5000);
    expect(answer.version).toEqual(expect.any(Number));
    firstVersion = answer.version!;
    expect(await stored()).toEqual(answer.template);

    // The history, written in the same transaction: who, when, the field, the whole text before.
    const entry = emailTemplateVersionSchema.parse((await db.doc(`emailTemplates/${TEMPLATE}/history/${firstVersion}`).get()).data());
    expect(entry).toMatchObject({
      version: firstVersion,
      template: TEMPLATE,
      changedBy: STAFF,
      changedAt: answer.template.updatedAt,
      fields: ['subject'],
      previous: { description: original.description, subject: original.subject, body: original.body },
    });

    // A colleague's change is signed with their name, not the last editor's; the history is newest first.
    const body = `${original.body}\n\nEdited by the integration test ${suffix}.`;
    const second = await put(ADMIN, { id: TEMPLATE, field: 'body', value: body });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data!.template).toMatchObject({ subject, body, updatedBy: ADMIN });
    expect(second.body.data!.version).toBe(firstVersion + 1);
    const versions = await history();
    expect(versions.map((v) => v.version)).toEqual([...versions.map((v) => v.version)].sort((a, b) => b - a));
    expect(versions[0]).toMatchObject({
      version: firstVersion + 1,
      changedBy: ADMIN,
      fields: ['body'],
      previous: { subject, body: original.body },
    });
    expect(versions[1]).toMatchObject({
      version: firstVersion,
      changedBy: STAFF,
      fields: ['subject'],
      previous: { subject: original.subject },
    });

    // The same text again changes nothing and keeps no entry.
    const count = (await historyDocs()).length;
    const same = await put(STAFF, { id: TEMPLATE, field: 'body', value: body });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ version: null, template: { updatedBy: ADMIN } });
    expect((await historyDocs()).length).toBe(count);
  });

  it('refuses a browser-sent stamp, a field that is not editable and a text the template schema refuses (400), writing nothing', async () => {
    const [before, count] = [await stored(), (await historyDocs()).length];
    const cases: Array<[unknown, string]> = [
      [{ id: TEMPLATE, field: 'subject', value: 'Forged', updatedBy: 'grace@modulr.example' }, 'updatedBy'],
      [{ id: TEMPLATE, field: 'subject', value: 'Forged', updatedAt: '2020-01-01T00:00:00.000Z' }, 'updatedAt'],
      [{ id: TEMPLATE, field: 'updatedBy', value: 'grace@modulr.example' }, 'field'],
      [{ id: TEMPLATE, field: 'updatedAt', value: '2020-01-01T00:00:00.000Z' }, 'field'],
      [{ id: TEMPLATE, field: 'name', value: 'renamed' }, 'field'],
      [{ id: TEMPLATE, field: 'subject', value: 'Two\nlines' }, 'value'],
      [{ id: TEMPLATE, field: 'subject', value: 'x'.repeat(201) }, 'value'],
      [{ id: TEMPLATE, field: 'body', value: '' }, 'value'],
      [{ id: TEMPLATE, field: 'subject' }, 'value'],
      [{ id: TEMPLATE, field: 'subject', value: 'x', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await put(STAFF, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null });
      if (field) expect(Object.keys(res.body.error!.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
      if (field === 'updatedBy' || field === 'updatedAt') expect(res.body.error!.fieldErrors![field]).toMatch(/Set by the server/);
    }
    expect((await put(STAFF, { id: 'noSuchTemplate', field: 'subject', value: 'x' })).status).toBe(404);
    expect(await db.collection('emailTemplates').doc('noSuchTemplate').get()).toMatchObject({ exists: false });
    expect(await stored()).toEqual(before);
    expect((await historyDocs()).length).toBe(count);
  });

  it('restores the text an earlier change replaced, as a new change stamped by the server', async () => {
    const count = (await historyDocs()).length;
    const res = await call<EmailTemplateChange>(ADMIN, 'POST', '/email/template/restore', { id: TEMPLATE, version: firstVersion });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const restored = res.body.data!;
    expect(restored.template).toMatchObject({
      subject: original.subject,
      body: original.body,
      description: original.description,
      updatedBy: ADMIN,
    });
    expect(await stored()).toEqual(restored.template);
    const [newest] = await history();
    expect(newest).toMatchObject({ version: restored.version, restoredFrom: firstVersion, changedBy: ADMIN, fields: ['subject', 'body'] });
    expect((await historyDocs()).length).toBe(count + 1);

    // Restoring the text the template has is no change; a version it never had is a 404; a stamp is a 400.
    expect(
      (await call<EmailTemplateChange>(STAFF, 'POST', '/email/template/restore', { id: TEMPLATE, version: firstVersion })).body.data,
    ).toMatchObject({
      version: null,
    });
    expect((await call(STAFF, 'POST', '/email/template/restore', { id: TEMPLATE, version: 999_999 })).status).toBe(404);
    expect((await call(STAFF, 'POST', '/email/template/restore', { id: 'noSuchTemplate', version: 1 })).status).toBe(404);
    const forged = await call(STAFF, 'POST', '/email/template/restore', {
      id: TEMPLATE,
      version: firstVersion,
      updatedBy: 'grace@modulr.example',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error!.fieldErrors?.updatedBy).toMatch(/Set by the server/);
    expect((await call(STAFF, 'POST', '/email/template/restore', { id: TEMPLATE, version: 0 })).status).toBe(400);
    expect((await historyDocs()).length).toBe(count + 1);
    expect((await stored()).updatedBy).toBe(ADMIN);
  });

  it('answers the history newest first, 404 for an unknown template and 400 for bad input', async () => {
    const versions = await history(ADMIN);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect((await call(STAFF, 'GET', `/email/template/history?id=${TEMPLATE}&limit=1`)).body.data).toMatchObject({
      versions: [{ version: versions[0]!.version }],
    });
    expect((await call(STAFF, 'GET', '/email/template/history?id=noSuchTemplate')).status).toBe(404);
    expect((await call(STAFF, 'GET', `/email/template/history?id=${TEMPLATE}&limit=0`)).status).toBe(400);
    expect((await call(STAFF, 'GET', '/email/template/history')).status).toBe(400);
  });

  it('/db refuses every write to emailTemplates with a 403 naming the email service, and writes nothing', async () => {
    const before = await stored();
    const writes: Array<[string, string, unknown]> = [
      ['PUT', '/db', { collection: 'emailTemplates', query: { id: TEMPLATE }, update_vals: { $set: { subject: `Forged ${suffix}` } } }],
      [
        'POST',
        '/db',
        { collection: 'emailTemplates', to_insert: { id: `forged${suffix}`, name: 'forged', description: '', subject: 'S', body: 'B' } },
      ],
      ['POST', '/db/date', { collection: 'emailTemplates', id: TEMPLATE, date_field: 'sentAt' }],
      ['DELETE', '/db/date', { collection: 'emailTemplates', id: TEMPLATE, date_field: 'sentAt' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(STAFF, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toMatchObject({ error: 'forbidden' });
      expect(res.body.error!.message).toMatch(/email service \(PUT \/email\/template/);
    }
    expect(await stored()).toEqual(before);
    expect((await db.collection('emailTemplates').doc(`forged${suffix}`).get()).exists).toBe(false);
    // Reading through /db is unchanged.
    expect((await call(STAFF, 'GET', '/db?collection=emailTemplates&limit=1')).status).toBe(200);
  });
});
