import type { z } from 'zod';
import {
  NO_LONGER_AUTHORIZED,
  requestFailureText,
  routeKey,
  type ApiError,
  type Envelope,
  type FieldErrors,
  type RouteContract,
} from '@workhub/domain';
import { config, type ServiceName } from '../lib/env';
import { auth } from '../lib/firebase';

/** A failed service call: the text shown to the user, the status and per-field errors. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: FieldErrors,
    /** The envelope's own message (without its error code), when the service gave one. */
    readonly apiMessage?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

type QueryValue = string | number | boolean | object | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The signed-in user's Firebase ID token (refreshed by the SDK when it expires). */
async function bearer(): Promise<Record<string, string>> {
  const token = await auth.currentUser?.getIdToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** One typed client per service: base path from config, token in the header, JSON envelope. */
export function serviceClient(service: ServiceName) {
  const base = config.services[service];
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...(await bearer()) };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}${queryString(options.query)}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (err) {
      throw new ServiceError(`${service}: ${(err as Error).message || 'network error'}`, 0);
    }
    // 403 or 401 for a token we did send (revoked, expired): the session is no longer good. Without a
    // token (the sign-in exchange) the answer says why the sign-in was refused: read it like any other.
    if ((response.status === 403 || response.status === 401) && headers.Authorization) {
      throw new ServiceError(NO_LONGER_AUTHORIZED, response.status);
    }
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = null;
    }
    if (!envelope || typeof envelope !== 'object' || !('success' in envelope)) {
      throw new ServiceError(`${response.status} ${response.statusText || 'Error'}`.trim(), response.status);
    }
    if (!envelope.success) {
      const error: ApiError | null = envelope.error;
      throw new ServiceError(
        requestFailureText(error, response.statusText || 'Error'),
        response.status,
        error?.fieldErrors,
        error?.message,
      );
    }
    return envelope.data;
  }
  return {
    request,
    get: <T>(path: string, query?: RequestOptions['query']) => request<T>('GET', path, { query }),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, { body }),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
    patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
  };
}

/**
 * Calls a route from its contract (domain/src/routes): the method, path and where the input goes
 * come from the contract, and the answer is read with its answer schema, so a page cannot drift
 * from the service. An answer outside the schema is a ServiceError naming the route.
 */
export async function callRoute<I extends z.ZodType, A extends z.ZodType>(
  contract: RouteContract<I, A>,
  input: z.input<I>,
): Promise<z.output<A>> {
  const client = serviceClient(contract.service as ServiceName);
  const inQuery = contract.input === 'query' || (contract.input === 'body or query' && contract.method === 'GET');
  const data = await client.request<unknown>(
    contract.method,
    contract.path === '/' ? '' : contract.path, // a service's own root is its base path (/api/db, not /api/db/)
    inQuery ? { query: input as Record<string, QueryValue> } : { body: input },
  );
  const read = contract.answer.safeParse(data);
  if (!read.success) {
    const issue = read.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'answer';
    throw new ServiceError(`${routeKey(contract)}: unexpected answer (${where}: ${issue?.message})`, 200);
  }
  return read.data;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

const filenameOf = (disposition: string | null) => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];

/**
 * A file from a service (GET with the bearer token): the bytes as a Blob. A failure answers with
 * the JSON envelope, read into a ServiceError like any other call.
 */
export async function download(service: ServiceName, path: string, query?: RequestOptions['query']): Promise<DownloadedFile> {
  const headers = await bearer();
  let response: Response;
  try {
    response = await fetch(`${config.services[service]}${path}${queryString(query)}`, { headers });
  } catch (err) {
    throw new ServiceError(`${service}: ${(err as Error).message || 'network error'}`, 0);
  }
  if (response.status === 403 || (response.status === 401 && headers.Authorization))
    throw new ServiceError(NO_LONGER_AUTHORIZED, response.status);
  if (!response.ok) {
    let envelope: Envelope<unknown> | null = null;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      envelope = null;
    }
    const error = envelope && typeof envelope === 'object' && 'error' in envelope ? envelope.error : null;
    throw new ServiceError(requestFailureText(error, response.statusText || 'Error'), response.status, error?.fieldErrors);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}
