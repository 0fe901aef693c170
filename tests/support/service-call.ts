import type { Envelope } from '@workhub/domain';
import { FUNCTIONS_URL } from './emulators';

/** A service's answer as a test reads it: the HTTP status and the envelope. */
export interface ServiceAnswer<T> {
  status: number;
  body: Envelope<T>;
}

/**
 * One request to the Functions emulator's api: `path` from the service's base ('/version/commit?x=1'),
 * the caller's ID token (none: no Authorization header), a JSON body (a string is sent as it is,
 * for malformed bodies).
 */
export async function callService<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<ServiceAnswer<T>> {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
