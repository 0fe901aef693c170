import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ERPNext (Frappe) webhook signatures: with a "webhook secret" set, Frappe sends the header
 * `X-Frappe-Webhook-Signature` = base64(HMAC-SHA256(secret, request body)) (frappe/integrations/
 * doctype/webhook/webhook.py, get_webhook_headers). The ERP stand-in signs the same way.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Frappe-Webhook-Signature';

/** The signature Frappe sends for a body. */
export function signWebhookBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/**
 * True only when a secret is configured, the header is present and it is the body's signature
 * (compared in constant time). The body must be the raw bytes received, not a re-serialisation.
 */
export function webhookSignatureValid(secret: string | undefined, body: Buffer | string | undefined, signature: unknown): boolean {
  if (!secret || body === undefined || typeof signature !== 'string' || signature === '') return false;
  const expected = Buffer.from(signWebhookBody(secret, body), 'utf8');
  const given = Buffer.from(signature.trim(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
