import { describe, expect, it } from 'vitest';
import {
  changedTemplateFields,
  emailTemplateSchema,
  emailTemplateVersionSchema,
  putEmailTemplateRequestSchema,
  restoreEmailTemplateRequestSchema,
  templateText,
  type EmailTemplate,
  escapeHtml,
  formatMailDate,
  mailDataSchema,
  mailSettingsFromEnv,
  projectMailVariables,
  rateWindow,
  recipientAllowed,
  recipientsOf,
  renderMail,
  sendMailRequestSchema,
  templateDataVariables,
  templateVersion,
} from './index.js';

const project = {
  id: 'P-1001',
  clientName: 'Rosa Parks',
  salesforce: {
    clientName: 'Rosa Parks',
    addresses: [
      { street: '1 Old Rd', city: 'Napa', state: 'CA', zip: '94558', primary: false },
      { street: '12 Elm St', city: 'Sonoma', state: 'CA', zip: '95476', primary: true },
    ],
  },
  apns: [],
  phase: 'production',
  buildSlot: '2026-W14',
  buildSpec: '3.2.1',
  milestones: { permittingStarted: '2026-03-12T09:00:00.000Z' },
};

describe('renderMail', () => {
  const context = {
    project: projectMailVariables(project),
    sender: { name: 'Ada Lovelace', email: 'ada@modulr.example' },
    data: { reviewWeeks: 6 },
  };

  it('fills project, sender and data variables in subject, text and html', () => {
    const mail = renderMail(
      {
        subject: 'Permit for {{ project.address }}',
        body: 'Hello {{project.clientName}},\n\nReview takes {{reviewWeeks}} weeks.\n{{sender.name}}',
      },
      context,
    );
    expect(mail.subject).toBe('Permit for 12 Elm St, Sonoma, CA 95476');
    expect(mail.text).toContain('Hello Rosa Parks,\n\nReview takes 6 weeks.\nAda Lovelace');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Hello Rosa Parks,</p>');
    expect(mail.html).toContain('Review takes 6 weeks.<br>\nAda Lovelace</p>');
    expect(mail.missing).toEqual([]);
    expect(mail.unknown).toEqual([]);
  });

  it('escapes values and literal text in the HTML only', () => {
    const mail = renderMail({ subject: 'S {{note}}', body: 'A & B: {{note}}' }, { data: { note: '<b>"x"</b> & \'y\'' } });
    expect(mail.html).toContain('A &amp; B: &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; &#39;y&#39;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('A & B: <b>"x"</b> & \'y\'');
    expect(mail.subject).toBe('S <b>"x"</b> & \'y\'');
  });

  it('reports missing variables and keeps their placeholders (never blank)', () => {
    const mail = renderMail(
      { subject: 'Slot {{project.buildSlot}}', body: 'On {{date}} for {{project.milestones.installStarted}}' },
      {
        project: projectMailVariables({ ...project, buildSlot: null }),
      },
    );
    expect(mail.missing).toEqual(['project.buildSlot', 'date', 'project.milestones.installStarted']);
    expect(mail.subject).toBe('Slot {{project.buildSlot}}');
    expect(mail.text).toContain('On {{date}} for {{project.milestones.installStarted}}');
  });

  it('reports every project variable as missing when no project is given', () => {
    expect(renderMail({ subject: '{{project.clientName}}', body: 'x' }, {}).missing).toEqual(['project.clientName']);
  });

  it('reports unknown variables: unknown fields, roots and bad syntax', () => {
    const mail = renderMail(
      { subject: '{{project.clientNme}}', body: '{{client.name}} {{ }} {{a b}} {{sender.phone}} {{__proto__}}' },
      context,
    );
    expect(mail.unknown).toEqual(['project.clientNme', 'client.name', ' ', 'a b', 'sender.phone', '__proto__']);
    expect(mail.missing).toEqual([]);
    expect(mail.text).toContain('{{client.name}}');
  });

  it('reads data as own properties only (no inherited values)', () => {
    const mail = renderMail({ subject: '{{constructor}} {{toString}}', body: 'x' }, { data: {} });
    expect(mail.missing).toEqual(['constructor', 'toString']);
  });

  it('keeps the subject on one line', () => {
    expect(renderMail({ subject: 'A {{x}}', body: 'b' }, { data: { x: 'one\r\nBcc: evil@x.example' } }).subject).toBe(
      'A one Bcc: evil@x.example',
    );
  });

  it('lists the free variables of a template', () => {
    expect(templateDataVariables({ subject: '{{date}} {{project.id}}', body: '{{reviewWeeks}} {{date}} {{bad name}}' })).toEqual([
      'date',
      'reviewWeeks',
    ]);
  });
});

describe('project variables', () => {
  it('takes the primary address, formats milestone dates and leaves absent fields undefined', () => {
    const vars = projectMailVariables(project);
    expect(vars.address).toBe('12 Elm St, Sonoma, CA 95476');
    expect(vars.city).toBe('Sonoma');
    expect(vars['milestones.permittingStarted']).toBe('12 March 2026');
    expect(vars['milestones.installComplete']).toBeUndefined();
    expect(projectMailVariables({ id: 'X' }).address).toBeUndefined();
  });
  it('falls back to the first APN address', () => {
    const vars = projectMailVariables({ salesforce: {}, apns: [{ apn: '1', address: { street: 'S', city: 'C', state: 'ST', zip: 'Z' } }] });
    expect(vars.address).toBe('S, C, ST Z');
  });
  it('formats dates in UTC and leaves non-dates', () => {
    expect(formatMailDate('2026-01-01T00:30:00Z')).toBe('1 January 2026');
    expect(formatMailDate('week 14')).toBe('week 14');
  });
});

describe('schemas', () => {
  it('refuses a caller-chosen sender and unknown fields', () => {
    const r = sendMailRequestSchema.safeParse({ template: 'welcome', from: 'boss@modulr.example' });
    expect(r.success).toBe(false);
  });
  it('accepts one recipient or a list, refuses non-addresses', () => {
    expect(sendMailRequestSchema.safeParse({ template: 't', to: 'a@modulr.example' }).success).toBe(true);
    expect(sendMailRequestSchema.safeParse({ template: 't', to: ['a@modulr.example', 'b@modulr.example'] }).success).toBe(true);
    expect(sendMailRequestSchema.safeParse({ template: 't', to: 'not an address' }).success).toBe(false);
    expect(sendMailRequestSchema.safeParse({ template: 'a/b' }).success).toBe(false);
  });
  it('limits data: names, value sizes, count, no __proto__', () => {
    expect(mailDataSchema.safeParse({ a: 'x', n: 1, b: true }).success).toBe(true);
    expect(mailDataSchema.safeParse(JSON.parse('{"__proto__": "x"}')).success).toBe(false);
    expect(mailDataSchema.safeParse({ a: 'x'.repeat(2001) }).success).toBe(false);
    expect(mailDataSchema.safeParse({ a: { nested: 1 } }).success).toBe(false);
    expect(mailDataSchema.safeParse(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))).success).toBe(false);
  });
  it('stores templates with a one-line subject and no stray fields', () => {
    const t = { id: 'w', name: 'w', description: '', subject: 'Hi', body: 'B' };
    expect(emailTemplateSchema.safeParse(t).success).toBe(true);
    expect(emailTemplateSchema.safeParse({ ...t, subject: 'a\nb' }).success).toBe(false);
    expect(emailTemplateSchema.safeParse({ ...t, body: '' }).success).toBe(false);
    expect(emailTemplateSchema.safeParse({ ...t, extra: 1 }).success).toBe(false);
  });
});

describe('sending rules', () => {
  it('allows only the exact company domains', () => {
    const domains = ['modulr.example', 'modulr-build.example'];
    expect(recipientAllowed('ada@Modulr.Example', domains)).toBe(true);
    expect(recipientAllowed('ken@modulr-build.example', domains)).toBe(true);
    expect(recipientAllowed('x@evil.modulr.example', domains)).toBe(false);
    expect(recipientAllowed('x@modulr.example.evil', domains)).toBe(false);
    expect(recipientAllowed('mallory@outside.example', domains)).toBe(false);
  });
  it('sends to the caller when no recipient is given, without duplicates', () => {
    expect(recipientsOf(undefined, 'ada@modulr.example')).toEqual(['ada@modulr.example']);
    expect(recipientsOf(['a@m.example', 'a@m.example'], 'ada@modulr.example')).toEqual(['a@m.example']);
    expect(recipientsOf(undefined, undefined)).toEqual([]);
  });
  it('reads the settings from the environment and names what is missing', () => {
    const env = {
      SMTP_HOST: 'smtp',
      SMTP_PORT: '1025',
      MAIL_FROM: 'W <w@modulr.example>',
      MAIL_ALLOWED_DOMAINS: 'Modulr.example, modulr-build.example',
      MAIL_RATE_PER_MINUTE: '5',
    };
    const read = mailSettingsFromEnv(env);
    expect(read.ok && read.settings).toMatchObject({
      allowedDomains: ['modulr.example', 'modulr-build.example'],
      ratePerMinute: 5,
      smtp: { host: 'smtp', port: 1025, secure: false },
    });
    expect(read.ok && read.settings.smtp.user).toBeUndefined();
    expect(mailSettingsFromEnv({ ...env, MAIL_FROM: '' })).toEqual({ ok: false, problem: 'MAIL_FROM is not set' });
    expect(mailSettingsFromEnv({ ...env, MAIL_RATE_PER_MINUTE: '0' }).ok).toBe(false);
    const auth = mailSettingsFromEnv({ ...env, SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_PORT: '465' });
    expect(auth.ok && auth.settings.smtp).toMatchObject({ user: 'u', pass: 'p', secure: true });
  });
  it('limits mails per sender in a sliding minute', () => {
    let recent: number[] = [];
    for (let i = 0; i < 3; i++) {
      const w = rateWindow(recent, 1000 + i, 3);
      expect(w.allowed).toBe(true);
      recent = w.recent;
    }
    const refused = rateWindow(recent, 30_000, 3);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 31 });
    expect(rateWindow(recent, 61_001, 3).allowed).toBe(true);
    expect(rateWindow(recent, 61_001, 3).recent).toEqual([1002, 61_001]);
  });
  it('versions a template by its update time and its source', () => {
    const a = templateVersion({ subject: 'S', body: 'B' });
    expect(a).toMatch(/^seed#[0-9a-f]{8}$/);
    expect(templateVersion({ subject: 'S', body: 'B2' })).not.toBe(a);
    expect(templateVersion({ subject: 'S', body: 'B', updatedAt: '2026-01-01T00:00:00Z' })).toMatch(/^2026-01-01T00:00:00Z#/);
  });
  it('escapes all five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('template history (issue 23)', () => {
  const text = { description: 'd', subject: 'S', body: 'B' };
  it('names the fields a change sets, in page order', () => {
    expect(changedTemplateFields(text, { ...text, body: 'B2', description: 'd2' })).toEqual(['description', 'body']);
    expect(changedTemplateFields(text, { ...text })).toEqual([]);
  });
  it('edits one editable field by name; a stamp or another field is no field', () => {
    expect(putEmailTemplateRequestSchema.safeParse({ id: 'welcome', field: 'body', value: 'x' }).success).toBe(true);
    for (const field of ['updatedBy', 'updatedAt', 'name', 'id'])
      expect(putEmailTemplateRequestSchema.safeParse({ id: 'welcome', field, value: 'x' }).success, field).toBe(false);
    expect(putEmailTemplateRequestSchema.safeParse({ id: 'welcome', field: 'body', value: 'x', updatedBy: 'me' }).success).toBe(false);
    expect(restoreEmailTemplateRequestSchema.safeParse({ id: 'welcome', version: 0 }).success).toBe(false);
  });
  it('keeps an entry with who, when, the fields and the whole text before', () => {
    const entry = {
      version: 1,
      template: 'welcome',
      changedBy: 'ada@modulr.example',
      changedAt: '2026-01-01T00:00:00.000Z',
      fields: ['body'],
      previous: text,
    };
    expect(emailTemplateVersionSchema.safeParse(entry).success).toBe(true);
    expect(emailTemplateVersionSchema.safeParse({ ...entry, fields: [] }).success).toBe(false);
    expect(emailTemplateVersionSchema.safeParse({ ...entry, previous: { subject: 'S' } }).success).toBe(false);
    const stored: EmailTemplate = { id: 'w', name: 'w', ...text, updatedBy: 'x' };
    expect(templateText(stored)).toEqual(text);
  });
});
