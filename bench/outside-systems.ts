import { formatAddress } from '@workhub/domain';
import { FUNCTIONS_URL, idTokenFor } from '../tests/support/emulators';
import { seededAddresses } from '../emulators/places/geo';
import type { Figure } from './report';
import { p } from './stats';

/**
 * Salesforce, Google Places and the zoning GIS (docs/decisions.md "Outside systems"), over HTTP
 * against the Functions emulator and the three stand-ins, as scripts/bench.sh starts them:
 * GET /zone/lookup of seeded projects (one Places Text Search + one ArcGIS layer query each),
 * GET /google/place, and POST /projects/pullMilestones of one seeded project (one SOQL query; the
 * project's milestones already hold every date, so nothing is written). Also the outside calls
 * per request, read from the stand-ins' /__control/stats.
 */

const WARMUP = 5;
const CALLS = 60;
const USER = 'grace@modulr.example';
const STATS = {
  salesforce: process.env.SALESFORCE_LOGIN_URL ?? 'http://127.0.0.1:8710',
  places: process.env.GOOGLE_PLACES_URL ?? 'http://127.0.0.1:8720',
  gis: `http://127.0.0.1:${process.env.GIS_PORT ?? 8730}`,
};

async function requests(system: keyof typeof STATS): Promise<number> {
  const res = await fetch(`${STATS[system]}/__control/stats`);
  return ((await res.json()) as { requests: number }).requests;
}

async function timed(token: string, method: string, path: string, body?: unknown, expected = [200]): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return ms;
}

async function series(run: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const out: number[] = [];
  for (let i = 0; i < CALLS; i++) out.push(await run());
  return out;
}

export async function outsideSystems(): Promise<Figure[]> {
  const token = await idTokenFor(USER);
  const sites = seededAddresses().map((a) => a.site);
  let i = 0;
  const [places0, gis0] = [await requests('places'), await requests('gis')];
  // Half the seeded sites have a parcel (200), half not (404 'No zoning data for this address').
  const zone = await series(() =>
    timed(
      token,
      'GET',
      `/zone/lookup?${new URLSearchParams({ address: formatAddress(sites[i++ % sites.length]!) })}`,
      undefined,
      [200, 404],
    ),
  );
  const zoneCalls = (await requests('places')) - places0 + ((await requests('gis')) - gis0);
  const place = await series(() =>
    timed(token, 'GET', `/google/place?${new URLSearchParams({ query: sites[i++ % sites.length]!.street })}`),
  );
  const sf0 = await requests('salesforce');
  const pull = await series(() => timed(token, 'POST', '/projects/pullMilestones', { projectId: 'P-1002', historical: true }));
  const pullCalls = (await requests('salesforce')) - sf0;
  const n = WARMUP + CALLS;
  return [
    { name: 'zone lookup p50', value: p(zone, 50), unit: 'ms', baseline: 300, baselineNote: 'budget: an interactive lookup' },
    { name: 'zone lookup p95', value: p(zone, 95), unit: 'ms', baseline: 600, baselineNote: 'budget' },
    {
      name: 'zone lookup: outside calls per lookup',
      value: zoneCalls / n,
      unit: 'calls',
      baseline: 2,
      baselineNote: 'Places + GIS, ≤ 1 each',
    },
    { name: 'place search p95', value: p(place, 95), unit: 'ms', baseline: 400, baselineNote: 'budget: typing an address' },
    { name: 'pull milestones (one project) p50', value: p(pull, 50), unit: 'ms', baseline: 300, baselineNote: 'budget' },
    { name: 'pull milestones (one project) p95', value: p(pull, 95), unit: 'ms', baseline: 600, baselineNote: 'budget' },
    {
      name: 'pull: Salesforce calls per pull',
      value: pullCalls / n,
      unit: 'calls',
      baseline: 1.1,
      baselineNote: 'one SOQL query (+ one token per adapter instance)',
    },
  ];
}
