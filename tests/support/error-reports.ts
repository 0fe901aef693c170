import { randomBytes } from 'node:crypto';
import { FIRESTORE_HOST, PROJECT_ID } from './emulators';

/**
 * The test run's error-report receiver (emulators/spotlight, Sentry's Spotlight sidecar; scripts/lib.sh
 * spotlight_env) and what it received, read from its own HTTP API: GET /stream, Server-Sent Events
 * replaying every envelope received so far and then each new one.
 */
export const RECEIVER = new URL(process.env.SENTRY_SPOTLIGHT ?? 'http://127.0.0.1:8760/stream').origin;

/** One item of a received envelope: an error event or a transaction (a trace's root span). */
export interface Report {
  type: string;
  event_id?: string;
  message?: string;
  logentry?: { message?: string };
  transaction?: string;
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  contexts?: { trace?: { trace_id?: string; span_id?: string; op?: string; data?: Record<string, unknown> } };
}

export const traceIdOf = (report: Report) => report.contexts?.trace?.trace_id;

/**
 * Reads the receiver's stream until `done` holds for the reports received so far (in order), and
 * returns them; fails after `ms` naming what it waited for. The reports are the SDKs' own envelopes
 * as the receiver parsed them.
 */
export async function readReportsUntil(what: string, done: (reports: Report[]) => boolean, ms = 60_000): Promise<Report[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  const reports: Report[] = [];
  try {
    const res = await fetch(`${RECEIVER}/stream`, { signal: abort.signal, headers: { Accept: 'text/event-stream' } });
    if (!res.ok || !res.body) throw new Error(`the receiver's stream answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = message
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (!data) continue;
        const [, items] = JSON.parse(data) as [unknown, [{ type: string }, unknown][]];
        for (const [header, payload] of items) {
          if (payload && typeof payload === 'object') reports.push({ ...(payload as Report), type: header.type });
        }
        if (done(reports)) return reports;
      }
    }
    throw new Error(`the receiver's stream ended before ${what}`);
  } catch (error) {
    if (abort.signal.aborted) throw new Error(`the error-report receiver (${RECEIVER}) did not get ${what} within ${ms / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** Waits for the first report that matches and returns it. */
export async function waitForReport(what: string, match: (report: Report) => boolean, ms?: number): Promise<Report> {
  const reports = await readReportsUntil(what, (all) => all.some(match), ms);
  return reports.find(match)!;
}

/** A new trace: its id and the `sentry-trace` header that makes a service continue it (sampled). */
export function newTrace(): { traceId: string; header: string } {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, header: `${traceId}-${randomBytes(8).toString('hex')}-1` };
}

const documents = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/**
 * A copy of the seeded 'welcome' email template as `id`, whose newest history entry is damaged (a
 * version that is no number): a change of it fails inside the email service with an error no route
 * turns into a 4xx (a 500), as a record damaged outside WorkHub would make it.
 */
export async function templateWithDamagedHistory(id: string): Promise<void> {
  const welcome = await fetch(`${documents}/emailTemplates/welcome`, { headers: owner });
  if (!welcome.ok) throw new Error(`read emailTemplates/welcome: ${welcome.status}`);
  const { fields } = (await welcome.json()) as { fields: Record<string, unknown> };
  const write = async (path: string, body: unknown) => {
    const res = await fetch(`${documents}/${path}`, { method: 'PATCH', headers: owner, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`write ${path}: ${res.status} ${await res.text()}`);
  };
  await write(`emailTemplates/${id}`, { fields: { ...fields, id: { stringValue: id } } });
  await write(`emailTemplates/${id}/history/damaged`, { fields: { version: { stringValue: 'damaged' } } });
}

/** Removes what templateWithDamagedHistory wrote. */
export async function removeTemplate(id: string): Promise<void> {
  for (const path of [`emailTemplates/${id}/history/damaged`, `emailTemplates/${id}`]) {
    await fetch(`${documents}/${path}`, { method: 'DELETE', headers: owner });
  }
}
