import { z } from 'zod';
import { mailDataSchema, mailDocIdSchema } from './template.js';

/**
 * Sending (docs/staff-tools.md "Mail as built"): who may receive, who sends and how often are the
 * server's settings (the functions' environment), never the caller's.
 */

/** POST /email/renderTemplate. */
export const renderTemplateRequestSchema = z
  .object({
    template: mailDocIdSchema.describe('The template name (emailTemplates/{name})'),
    data: mailDataSchema.optional().describe('Values of the free variables, e.g. { "reviewWeeks": 6 }'),
    projectId: mailDocIdSchema.optional().describe('The project whose fields fill {{project.*}}'),
  })
  .strict();
export type RenderTemplateRequest = z.infer<typeof renderTemplateRequestSchema>;

export const MAIL_MAX_RECIPIENTS = 10;
const recipientSchema = z.email({ message: 'Must be an email address' }).max(254);

/** POST /email/sendMail (a test mail): to the caller only (`to` may name the caller, nobody else); no `from` (the server's MAIL_FROM). */
export const sendMailRequestSchema = z
  .object({
    template: mailDocIdSchema.describe('The template name (emailTemplates/{name})'),
    to: z
      .union([recipientSchema, z.array(recipientSchema).min(1).max(MAIL_MAX_RECIPIENTS)])
      .optional()
      .describe('The caller’s own address only (a test mail goes to its sender; anyone else is a 403); the caller when absent'),
    data: mailDataSchema.optional().describe('Values of the free variables'),
    projectId: mailDocIdSchema.optional().describe('The project whose fields fill {{project.*}}'),
  })
  .strict();
export type SendMailRequest = z.infer<typeof sendMailRequestSchema>;

export const SENT_MAILS_DEFAULT_LIMIT = 100;
/** GET /email/sent: the newest first. */
export const sentMailsQuerySchema = z
  .object({
    limit: z.preprocess(
      (raw) => (raw === '' ? undefined : raw),
      z.coerce.number({ message: 'Must be a whole number' }).int().min(1).max(500).default(SENT_MAILS_DEFAULT_LIMIT),
    ),
  })
  .strict();

export const SENT_MAIL_STATES = ['queued', 'sent', 'failed'] as const;
/** `sentMails/{id}`: one per mail, written by the email service only. */
export const sentMailSchema = z.object({
  id: z.string(),
  template: z.string(),
  /** The template's version: its updatedAt when it has one, else 'seed', with a hash of the source. */
  version: z.string(),
  to: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  projectId: z.string().nullable(),
  state: z.enum(SENT_MAIL_STATES),
  error: z.string().optional(),
  messageId: z.string().optional(),
  sentBy: z.string(),
  /** When the request came (ISO); updatedAt when the state last changed. */
  sentAt: z.string(),
  updatedAt: z.string(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

export interface MailSettings {
  from: string;
  allowedDomains: string[];
  ratePerMinute: number;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string };
}

/** The server's mail settings from its environment; a missing or bad one is named (the service answers 503). */
export function mailSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; settings: MailSettings } | { ok: false; problem: string } {
  const host = env.SMTP_HOST?.trim();
  const port = Number(env.SMTP_PORT ?? '587');
  const from = env.MAIL_FROM?.trim();
  const domains = (env.MAIL_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== '');
  const rate = Number(env.MAIL_RATE_PER_MINUTE ?? '10');
  if (!host) return { ok: false, problem: 'SMTP_HOST is not set' };
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, problem: 'SMTP_PORT is not a port' };
  if (!from) return { ok: false, problem: 'MAIL_FROM is not set' };
  if (domains.length === 0) return { ok: false, problem: 'MAIL_ALLOWED_DOMAINS is not set' };
  if (!Number.isInteger(rate) || rate < 1) return { ok: false, problem: 'MAIL_RATE_PER_MINUTE must be a whole number of at least 1' };
  const user = env.SMTP_USER?.trim() || undefined;
  return {
    ok: true,
    settings: {
      from,
      allowedDomains: domains,
      ratePerMinute: rate,
      smtp: { host, port, secure: env.SMTP_SECURE === 'true' || port === 465, ...(user ? { user, pass: env.SMTP_PASS ?? '' } : {}) },
    },
  };
}

/** Is the address in one of the allowed domains (exact domain, case-insensitive; no subdomains)? */
export function recipientAllowed(address: string, allowedDomains: readonly string[]): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  return allowedDomains.includes(address.slice(at + 1).toLowerCase());
}

/** The recipients of a send: the given ones (deduplicated, lower-cased domain), else the caller. */
export function recipientsOf(to: string | string[] | undefined, callerEmail: string | undefined): string[] {
  const list = to === undefined ? (callerEmail ? [callerEmail] : []) : Array.isArray(to) ? to : [to];
  return [...new Set(list.map((a) => a.trim()))];
}

export const RATE_WINDOW_MS = 60_000;

/**
 * A sliding one-minute window: `recent` are the times (ms) of the sender's accepted mails. Answers
 * whether one more is allowed now and the times to keep (those inside the window, plus now if allowed).
 */
export function rateWindow(
  recent: readonly number[],
  now: number,
  perMinute: number,
): { allowed: boolean; recent: number[]; retryAfterSeconds: number } {
  const inside = recent.filter((t) => Number.isFinite(t) && t > now - RATE_WINDOW_MS && t <= now).sort((a, b) => a - b);
  if (inside.length >= perMinute) {
    const oldest = inside[inside.length - perMinute] ?? now;
    return { allowed: false, recent: inside, retryAfterSeconds: Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now) / 1000)) };
  }
  return { allowed: true, recent: [...inside, now], retryAfterSeconds: 0 };
}

/** The version recorded with a sent mail: the template's updatedAt (or 'seed'), then a short hash of what was rendered from. */
export function templateVersion(template: { subject: string; body: string; updatedAt?: string }): string {
  let h = 0x811c9dc5;
  for (const ch of `${template.subject}\u0000${template.body}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${template.updatedAt ?? 'seed'}#${h.toString(16).padStart(8, '0')}`;
}
