import { HttpError } from '../lib/http.js';

/** One outside call, as a job records it (domain outsideCallSchema). */
export type { OutsideCall } from '@workhub/domain';

/**
 * A failure of an outside system (Salesforce, the zoning GIS, Google Places), as the service's
 * envelope: 503 when the system is not configured, 502 when it cannot be reached or answers
 * nonsense or 5xx, 504 on a timeout; a 4xx the system gave for the request keeps its meaning.
 * The message always names the system.
 */
export class OutsideSystemError extends HttpError {
  constructor(
    readonly system: string,
    status: number,
    error: string,
    message: string,
  ) {
    super(status, error, message);
    this.name = 'OutsideSystemError';
  }
}

export const notConfigured = (system: string, variables: string[]) =>
  new OutsideSystemError(system, 503, 'not-configured', `${system} is not configured (${variables.join(', ')})`);

export interface OutsideAnswer {
  status: number;
  /** The parsed JSON body; undefined when empty or not JSON. */
  json: unknown;
  text: string;
}

/** Milliseconds from an environment variable, else `fallback`. */
export function timeoutFromEnv(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * One HTTP call to an outside system with a timeout: the answer whatever its status, or an
 * OutsideSystemError (502 unreachable, 504 timeout) naming the system and the call.
 */
export async function callOutside(
  system: string,
  url: string,
  init: RequestInit & { timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<OutsideAnswer> {
  const { timeoutMs, ...rest } = init;
  const what = `${rest.method ?? 'GET'} ${new URL(url).pathname}`;
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    text = await res.text();
  } catch (error) {
    const e = error as Error;
    if (e.name === 'TimeoutError')
      throw new OutsideSystemError(system, 504, 'outside-timeout', `${system} did not answer within ${timeoutMs} ms (${what})`);
    throw new OutsideSystemError(system, 502, 'outside-unavailable', `${system} cannot be reached (${what}): ${e.message}`);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** 502: the system answered something the adapter cannot read. */
export const garbage = (system: string, what: string) =>
  new OutsideSystemError(system, 502, 'outside-bad-answer', `${system} answered something that is not a valid answer (${what})`);

/** 502 for a 5xx, the system's own message when it gave one. */
export const failed = (system: string, status: number, message: string | undefined, what: string) =>
  new OutsideSystemError(
    system,
    status >= 500 || status === 401 || status === 403 ? 502 : 422,
    status >= 500 ? 'outside-unavailable' : 'outside-refused',
    `${system} answered ${status} (${what})${message ? `: ${message}` : ''}`,
  );
