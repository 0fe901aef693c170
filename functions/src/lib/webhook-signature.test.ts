import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, webhookSignatureValid } from './webhook-signature';

const secret = 'workhub-local-webhook-secret';
const body = JSON.stringify({ doctype: 'Item', name: 'LBR-10001', item_name: 'Stud' });

describe('Frappe webhook signature', () => {
  it('is base64 of HMAC-SHA256(secret, body), as Frappe computes it', () => {
    const expected = createHmac('sha256', secret).update(body, 'utf8').digest('base64');
    expect(signWebhookBody(secret, body)).toBe(expected);
    expect(signWebhookBody(secret, Buffer.from(body))).toBe(expected);
  });

  it('accepts the body it was computed over, raw bytes or text', () => {
    const signature = signWebhookBody(secret, body);
    expect(webhookSignatureValid(secret, Buffer.from(body), signature)).toBe(true);
    expect(webhookSignatureValid(secret, body, signature)).toBe(true);
  });

  it('refuses a changed body, another secret, a hex digest, a missing header or no secret configured', () => {
    const signature = signWebhookBody(secret, body);
    expect(webhookSignatureValid(secret, body.replace('Stud', 'Stub'), signature)).toBe(false);
    expect(webhookSignatureValid(secret, `${body} `, signature)).toBe(false);
    expect(webhookSignatureValid('another-secret', body, signature)).toBe(false);
    expect(webhookSignatureValid(secret, body, createHmac('sha256', secret).update(body).digest('hex'))).toBe(false);
    expect(webhookSignatureValid(secret, body, undefined)).toBe(false);
    expect(webhookSignatureValid(secret, body, '')).toBe(false);
    expect(webhookSignatureValid(secret, body, ['a'])).toBe(false);
    expect(webhookSignatureValid(undefined, body, signature)).toBe(false);
    expect(webhookSignatureValid('', body, signature)).toBe(false);
    expect(webhookSignatureValid(secret, undefined, signature)).toBe(false);
  });
});
