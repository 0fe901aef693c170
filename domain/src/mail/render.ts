import { z } from 'zod';
import { addressSchema, formatAddress, primaryAddress } from '../projects/project.js';
import { PROJECT_MAIL_VARIABLES, SENDER_MAIL_VARIABLES, type EmailTemplate, type MailData } from './template.js';

/**
 * Template rendering (docs/staff-tools.md "Mail as built"). Placeholders are `{{name}}`:
 * - `{{project.<field>}}` one of PROJECT_MAIL_VARIABLES, from the project the mail is about;
 * - `{{sender.name}}`, `{{sender.email}}` the signed-in staff member who sends it;
 * - `{{word}}` (no dot) a free variable given by the caller in `data`.
 * A placeholder that names none of these (or is not a name at all) is *unknown*; a known one with
 * no value is *missing*. Neither is ever rendered blank: the placeholder stays in the output as
 * written, and both lists are answered, so the preview shows them and sending refuses them.
 * Values are escaped in the HTML; the text version and the subject carry them as they are.
 */

export interface MailContext {
  /** Project variables (projectMailVariables), when the mail is about a project. */
  project?: Readonly<Record<string, string | undefined>>;
  sender?: { name?: string; email?: string };
  data?: MailData;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Known variables without a value, in order of first use. */
  missing: string[];
  /** Placeholders that are no variable (typo, unknown field, bad syntax), as written inside the braces. */
  unknown: string[];
}

export const renderedMailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  missing: z.array(z.string()),
  unknown: z.array(z.string()),
});

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME_PATH = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;
const PROJECT_KEYS: ReadonlySet<string> = new Set(PROJECT_MAIL_VARIABLES);
const SENDER_KEYS: ReadonlySet<string> = new Set(SENDER_MAIL_VARIABLES);

const own = (record: Readonly<Record<string, unknown>> | undefined, key: string): unknown =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

type Resolved = { kind: 'value'; value: string } | { kind: 'missing'; name: string } | { kind: 'unknown'; raw: string };

/** What one placeholder (the text between the braces) stands for in a context. */
export function resolveVariable(inner: string, context: MailContext): Resolved {
  const name = inner.trim();
  if (!NAME_PATH.test(name)) return { kind: 'unknown', raw: inner };
  const dot = name.indexOf('.');
  let value: unknown;
  if (dot < 0) value = own(context.data, name);
  else {
    const root = name.slice(0, dot);
    const rest = name.slice(dot + 1);
    if (root === 'project' && PROJECT_KEYS.has(rest)) value = own(context.project, rest);
    else if (root === 'sender' && SENDER_KEYS.has(rest)) value = own(context.sender, rest);
    else return { kind: 'unknown', raw: inner };
  }
  if (value === undefined || value === null || value === '') return { kind: 'missing', name };
  return { kind: 'value', value: String(value) };
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Found {
  missing: Set<string>;
  unknown: Set<string>;
}

/** Replaces the placeholders of `source`; literal text and values both go through `escape`. */
function fill(source: string, context: MailContext, found: Found, escape: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    out += escape(source.slice(last, match.index));
    last = match.index + match[0].length;
    const resolved = resolveVariable(match[1] ?? '', context);
    if (resolved.kind === 'value') out += escape(resolved.value);
    else {
      if (resolved.kind === 'missing') found.missing.add(resolved.name);
      else found.unknown.add(resolved.raw);
      out += escape(match[0]);
    }
  }
  return out + escape(source.slice(last));
}

const FOOTER = 'Modulr · sent with WorkHub';
const same = (s: string) => s;

/** The mail of a template in a context: subject (one line), HTML (escaped values) and text. */
export function renderMail(template: Pick<EmailTemplate, 'subject' | 'body'>, context: MailContext): RenderedMail {
  const found: Found = { missing: new Set(), unknown: new Set() };
  const subject = fill(template.subject, context, found, same)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const body = template.body.replace(/\r\n?/g, '\n').trim();
  const text = `${fill(body, context, found, same)}\n\n--\n${FOOTER}\n`;
  const paragraphs = body
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p style="margin:0 0 16px">${fill(p, context, found, escapeHtml).split('\n').join('<br>\n')}</p>`);
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">',
    ...paragraphs,
    `<hr style="border:none;border-top:1px solid #d9dde3;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(FOOTER)}</p>`,
    '</div></body></html>',
    '',
  ].join('\n');
  return { subject, html, text, missing: [...found.missing], unknown: [...found.unknown] };
}

/** The free (caller-data) variables a template uses, in order of first use: the preview asks for them. */
export function templateDataVariables(template: Pick<EmailTemplate, 'subject' | 'body'>): string[] {
  const names = new Set<string>();
  for (const source of [template.subject, template.body])
    for (const match of source.matchAll(PLACEHOLDER)) {
      const name = (match[1] ?? '').trim();
      if (NAME_PATH.test(name) && !name.includes('.')) names.add(name);
    }
  return [...names];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date for a mail to a client: '12 March 2026' (UTC); anything not a date stays as it is. */
export function formatMailDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const d = new Date(time);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The project variables of a stored project document (fields it lacks are simply absent: missing). */
export function projectMailVariables(doc: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  const sf = own(doc, 'salesforce');
  const salesforce = sf && typeof sf === 'object' ? (sf as Record<string, unknown>) : {};
  const apnsRaw = own(doc, 'apns');
  const apns = Array.isArray(apnsRaw) ? apnsRaw : [];
  const addresses = z.array(addressSchema.extend({ primary: z.boolean() })).safeParse(own(salesforce, 'addresses'));
  const single = addressSchema.safeParse(own(salesforce, 'address'));
  const firstApn = addressSchema.safeParse((apns[0] as { address?: unknown } | undefined)?.address);
  const address = primaryAddress({
    salesforce: {
      clientName: '',
      ...(addresses.success ? { addresses: addresses.data } : {}),
      ...(single.success ? { address: single.data } : {}),
    },
    apns: firstApn.success ? [{ apn: '', address: firstApn.data }] : [],
  });
  const vars: Record<string, string | undefined> = {
    id: str(own(doc, 'id')),
    clientName: str(own(doc, 'clientName')) ?? str(own(salesforce, 'clientName')),
    address: address ? formatAddress(address) : undefined,
    street: address?.street,
    city: address?.city,
    state: address?.state,
    zip: address?.zip,
    phase: str(own(doc, 'phase')),
    buildSlot: str(own(doc, 'buildSlot')),
    buildSpec: str(own(doc, 'buildSpec')),
  };
  const milestones = own(doc, 'milestones');
  for (const key of PROJECT_MAIL_VARIABLES) {
    if (!key.startsWith('milestones.')) continue;
    const at = milestones && typeof milestones === 'object' ? str(own(milestones as Record<string, unknown>, key.slice(11))) : undefined;
    vars[key] = at ? formatMailDate(at) : undefined;
  }
  return vars;
}
