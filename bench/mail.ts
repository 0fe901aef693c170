import { FUNCTIONS_URL, idTokenFor, runSuffix } from '../tests/support/emulators';
import type { Figure } from './report';
import { p } from './stats';

/**
 * Mail (docs/staff-tools.md "Mail as built"), over HTTP against the Functions emulator and the real
 * mail catcher (maildev), as scripts/bench.sh starts them: POST /email/renderTemplate per call once
 * warm (a seeded template against a seeded project), and POST /email/sendMail per mail, each
 * delivered over SMTP to the catcher (every one is checked to have arrived there).
 */

const WARMUP = 10;
const RENDERS = 200;
const MAILS = 40;
const USER = 'linus@modulr.example';
const PROJECT = 'P-1010';
const CATCHER = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1180';

async function post(token: string, path: string, body: unknown): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${FUNCTIONS_URL}/email${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: { missing?: string[] }; error: { message: string } | null };
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`POST /email${path}: ${res.status} ${envelope.error?.message}`);
  if (envelope.data.missing?.length) throw new Error(`POST /email${path}: missing ${envelope.data.missing.join(', ')}`);
  return ms;
}

export async function mail(): Promise<Figure[]> {
  const token = await idTokenFor(USER);
  const suffix = runSuffix();
  const render = { template: 'deliveryScheduled', projectId: PROJECT, data: { deliveryDate: 'Friday 3 April' } };
  for (let i = 0; i < WARMUP; i++) await post(token, '/renderTemplate', render);
  const renders: number[] = [];
  for (let i = 0; i < RENDERS; i++) renders.push(await post(token, '/renderTemplate', render));

  const sends: number[] = [];
  for (let i = 0; i < MAILS; i++) sends.push(await post(token, '/sendMail', { ...render, data: { deliveryDate: `bench ${suffix} ${i}` } }));
  const caught = (await (await fetch(`${CATCHER}/api/email?limit=1000`)).json()) as { subject: string }[];
  const arrived = caught.filter((m) => m.subject.startsWith(`Delivery and crane set on bench ${suffix} `)).length;
  if (arrived !== MAILS) throw new Error(`${arrived} of ${MAILS} mails arrived in the catcher`);

  return [
    { name: 'renderTemplate per call, warm (p50)', value: p(renders, 50), unit: 'ms', baseline: 100, baselineNote: 'budget' },
    { name: 'renderTemplate per call, warm (p95)', value: p(renders, 95), unit: 'ms', baseline: 200, baselineNote: 'budget' },
    {
      name: `sendMail per mail to the catcher (p50, ${MAILS} mails)`,
      value: p(sends, 50),
      unit: 'ms',
      baseline: 300,
      baselineNote: 'budget',
    },
    { name: 'sendMail per mail to the catcher (p95)', value: p(sends, 95), unit: 'ms', baseline: 600, baselineNote: 'budget' },
  ];
}
