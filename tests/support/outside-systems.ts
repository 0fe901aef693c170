/**
 * The Salesforce, Google Places and zoning GIS stand-ins of a test run (scripts/test-in-emulators.sh
 * exports their settings; see scripts/lib.sh outside_env): their test controls, and Salesforce's
 * REST API itself, as a test reads or prepares what Salesforce holds.
 */
const SALESFORCE_URL = process.env.SALESFORCE_LOGIN_URL ?? 'http://127.0.0.1:8710';
const PLACES_URL = process.env.GOOGLE_PLACES_URL ?? 'http://127.0.0.1:8720';
const GIS_URL = `http://127.0.0.1:${process.env.GIS_PORT ?? 8730}`;
const STAND_INS = { salesforce: SALESFORCE_URL, places: PLACES_URL, gis: GIS_URL } as const;

export type StandIn = keyof typeof STAND_INS;
export type Address = { street: string; city: string; state: string; zip: string };

/** POST /__control/<name> on a stand-in ('fault', 'clear', 'places', 'parcels', …). */
export async function standInControl(system: StandIn, name: string, body: unknown = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${STAND_INS[system]}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${system} control ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Makes a stand-in fail (503 in its own error shape) or answer garbage for its next `times` requests. */
export const fault = (system: StandIn, mode: 'fail' | 'garbage' | 'slow', times = 1) => standInControl(system, 'fault', { mode, times });
export const clearFaults = (system: StandIn) => standInControl(system, 'clear');

/** Google knows the addresses of a test's own project (the stand-in's address book gets them). */
export const knownToPlaces = (...addresses: Address[]) => standInControl('places', 'places', { addresses });
/** The zoning layer gets a parcel around a test project's address. */
export const parcelAt = (address: Address, attributes: Record<string, unknown> = {}) =>
  standInControl('gis', 'parcels', { address, attributes });

let token: string | undefined;
/** A call to the Salesforce stand-in's REST API (v60.0) with a client-credentials token. */
export async function salesforce<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  if (!token) {
    const res = await fetch(`${SALESFORCE_URL}/services/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: process.env.SALESFORCE_CLIENT_ID ?? 'workhub-local-client',
        client_secret: process.env.SALESFORCE_CLIENT_SECRET ?? 'workhub-local-secret',
      }),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  }
  const res = await fetch(`${SALESFORCE_URL}/services/data/v60.0${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The Salesforce record of a WorkHub project (Modulr_Project__c by Project_Number__c), or undefined. */
export async function salesforceRecord(projectId: string): Promise<Record<string, unknown> | undefined> {
  const q = `SELECT Id, Project_Number__c, Permitting_Payment__c, Permitting_Started__c, Production_Payment__c, Production_Started__c FROM Modulr_Project__c WHERE Project_Number__c = '${projectId}'`;
  const { body } = await salesforce<{ records: Record<string, unknown>[] }>('GET', `/query?q=${encodeURIComponent(q)}`);
  return body.records[0];
}

/** A Salesforce DateTime ('…+0000') as ISO. */
export const iso = (value: unknown) => new Date(String(value).replace(/\+0000$/, 'Z')).toISOString();
