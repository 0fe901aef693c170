import { ERP_DELETE_EVENTS, erpWebhookBodySchema } from '@workhub/domain';
import type { Request } from 'express';
import { badRequest, handle, HttpError, parse, sendOk } from '../../lib/http.js';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignatureValid } from '../../lib/webhook-signature.js';
import { erp } from './erp.js';
import { mirrorItem, mirrorRef } from './items.js';

/** The webhook secret shared with the ERP (the functions' environment; ERPNext: the webhook's "Webhook Secret"). */
const webhookSecret = () => process.env.ERP_WEBHOOK_SECRET || undefined;

/** The body as received: Cloud Functions (and its emulator) keep the raw bytes in req.rawBody. */
function rawBodyOf(req: Request): Buffer | undefined {
  return Buffer.isBuffer(req.rawBody) ? req.rawBody : undefined;
}

/**
 * POST /erp/webhook: ERPNext's webhook (no staff token; the ERP calls it). The body must carry
 * `X-Frappe-Webhook-Signature` = base64(HMAC-SHA256(ERP_WEBHOOK_SECRET, raw body)); a missing or
 * wrong signature, or no secret configured, is a 401 and nothing is written. The body names the
 * document ({ doctype: 'Item', name } or { doctype: 'Bin', name, item_code }); its other fields are
 * not trusted: the item is re-read from the ERP (document and Bins) and its mirror doc written with
 * mirroredAt. An item the ERP no longer has (404), or a body with event 'on_trash' / 'after_delete'
 * (ERPNext's delete events, sent before the row is gone), deletes the mirror doc. Another doctype
 * is a 400. Answers { doctype, item, action: 'mirrored' | 'deleted' }.
 */
export const erpWebhook = handle(async (req, res) => {
  const raw = rawBodyOf(req);
  if (!webhookSignatureValid(webhookSecret(), raw, req.header(WEBHOOK_SIGNATURE_HEADER))) {
    throw new HttpError(401, 'unauthenticated', `Missing or invalid ${WEBHOOK_SIGNATURE_HEADER}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(raw!.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON body');
  }
  const body = parse(erpWebhookBodySchema, value);
  const item = body.doctype === 'Bin' ? body.item_code! : body.name;
  const deleted = body.doctype === 'Item' && (ERP_DELETE_EVENTS as readonly string[]).includes(body.event ?? '');
  if (!deleted) {
    try {
      await mirrorItem(erp(), item);
      return sendOk(res, { doctype: body.doctype, item, action: 'mirrored' });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  await mirrorRef(item).delete();
  sendOk(res, { doctype: body.doctype, item, action: 'deleted' });
});
