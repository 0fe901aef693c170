import nodemailer, { type Transporter } from 'nodemailer';
import { mailSettingsFromEnv, type MailSettings } from '@workhub/domain';
import { HttpError } from '../../lib/http.js';

/**
 * The mail settings are the functions' environment (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
 * MAIL_FROM, MAIL_ALLOWED_DOMAINS, MAIL_RATE_PER_MINUTE; locally scripts/lib.sh `mail_env` points
 * them at the maildev catcher), never the caller's. Without them the service answers 503.
 */
export function mailSettings(): MailSettings {
  const read = mailSettingsFromEnv(process.env);
  if (!read.ok) throw new HttpError(503, 'mail-unavailable', `Mail is not configured: ${read.problem}`);
  return read.settings;
}

let cached: { key: string; transport: Transporter } | undefined;

/** One pooled SMTP transport per settings (re-created when the environment changes). */
export function transportFor(settings: MailSettings): Transporter {
  const { host, port, secure, user, pass } = settings.smtp;
  const key = JSON.stringify(settings.smtp);
  if (cached?.key === key) return cached.transport;
  cached?.transport.close();
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
  });
  cached = { key, transport };
  return transport;
}
