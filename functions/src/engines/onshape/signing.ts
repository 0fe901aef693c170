import { createHmac, randomBytes } from 'node:crypto';

/**
 * Onshape's API-key request signing (onshape-public/apikey): the string
 *   method \n nonce \n date \n content-type \n path \n query \n
 * lower-cased, signed with HMAC-SHA256 under the secret key, base64; sent as
 *   Authorization: On <accessKey>:HmacSHA256:<signature>
 * with the `Date` (UTC string, within minutes of the server's clock) and `On-Nonce` headers.
 */
export interface SignInput {
  method: string;
  /** The URL path ('/api/v6/documents/abc'), without the query. */
  path: string;
  /** The query string without '?' ('' when none), exactly as sent. */
  query: string;
  contentType: string;
  date: string;
  nonce: string;
}

export const signingString = (i: SignInput) =>
  `${i.method}\n${i.nonce}\n${i.date}\n${i.contentType}\n${i.path}\n${i.query}\n`.toLowerCase();

export const signature = (secretKey: string, input: SignInput) =>
  createHmac('sha256', secretKey).update(signingString(input)).digest('base64');

/** A 25-character nonce of upper-case letters and digits (as Onshape's samples make them). */
export function makeNonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(25)].map((b) => chars[b % chars.length]).join('');
}

/** The headers of a signed request. */
export function signedHeaders(
  keys: { accessKey: string; secretKey: string },
  request: Omit<SignInput, 'date' | 'nonce'> & { date?: string; nonce?: string },
): Record<string, string> {
  const input: SignInput = { ...request, date: request.date ?? new Date().toUTCString(), nonce: request.nonce ?? makeNonce() };
  return {
    Date: input.date,
    'On-Nonce': input.nonce,
    'Content-Type': input.contentType,
    Accept: 'application/json;charset=UTF-8; qs=0.09',
    Authorization: `On ${keys.accessKey}:HmacSHA256:${signature(keys.secretKey, input)}`,
  };
}
