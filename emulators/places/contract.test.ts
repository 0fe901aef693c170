/**
 * Contract of the Google Places adapter (functions/src/engines/places/google-places.ts), run
 * against the stand-in started here, or against Google when GOOGLE_PLACES_CONTRACT_API_KEY is set
 * (GOOGLE_PLACES_CONTRACT_URL optional; the stand-in-only cases are skipped then).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googlePlaces, placesConfigFromEnv, type PlacesConfig } from '../../functions/src/public.js';
import { startPlacesServer } from './server';
import { seededAddresses } from './geo';

const realKey = process.env.GOOGLE_PLACES_CONTRACT_API_KEY;
let config: PlacesConfig;
let control: ((name: string, body?: unknown) => Promise<void>) | undefined;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (realKey) {
    config = placesConfigFromEnv({ GOOGLE_PLACES_API_KEY: realKey, GOOGLE_PLACES_URL: process.env.GOOGLE_PLACES_CONTRACT_URL });
    return;
  }
  const server = await startPlacesServer({ port: 0, apiKey: 'key', log: () => undefined });
  close = server.close;
  config = { url: server.url, apiKey: 'key', timeoutMs: 30_000 };
  control = async (name, body = {}) => {
    const res = await fetch(`${server.url}/__control/${name}`, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  };
});
afterAll(async () => {
  await close?.();
});

const standIn = realKey ? it.skip : it;

describe('Google Places adapter contract', () => {
  it('needs an API key (503 naming Google Places)', () => {
    expect(() => placesConfigFromEnv({})).toThrow(/^Google Places is not configured/);
  });

  it('finds a city with its point, and reads the place back by id', async () => {
    const places = googlePlaces(config);
    const bend = (await places.search('Bend, OR', 5)).find((p) => !p.street);
    expect(bend).toMatchObject({ description: 'Bend, OR', street: false, address: { city: 'Bend', state: 'OR', street: '' } });
    expect(bend!.location!.latitude).toBeCloseTo(44.06, 1);
    expect(await places.place(bend!.placeId)).toEqual(bend);
  });

  standIn('finds a seeded project address by the start of its words, street addresses first', async () => {
    const { site } = seededAddresses()[0]!;
    const [number, word] = site.street.split(' ');
    const found = await googlePlaces(config).search(`${number} ${word} ${site.city}`, 5);
    expect(found[0]).toMatchObject({ address: site, description: `${site.street}, ${site.city}, ${site.state} ${site.zip}`, street: true });
    expect(found[0]!.location).toBeDefined();
  });

  standIn('answers no candidates for nonsense, and undefined for an unknown place id', async () => {
    expect(await googlePlaces(config).search('qqqzzz nowhere', 5)).toEqual([]);
    expect(await googlePlaces(config).place('ChIJnothing')).toBeUndefined();
  });

  standIn('a wrong key, down, slow past the timeout, garbage or 503: a clear error naming Google Places', async () => {
    await expect(googlePlaces({ ...config, apiKey: 'wrong' }).search('Bend', 1)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^Google Places answered 400 .*API key not valid/),
    });
    await expect(googlePlaces({ ...config, url: 'http://127.0.0.1:9' }).search('Bend', 1)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Google Places cannot be reached/),
    });
    await control!('fault', { mode: 'slow', ms: 5000 });
    await expect(googlePlaces({ ...config, timeoutMs: 300 }).search('Bend', 1)).rejects.toMatchObject({ status: 504 });
    await control!('fault', { mode: 'garbage' });
    await expect(googlePlaces(config).search('Bend', 1)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Google Places answered something/),
    });
    await control!('fault', { mode: 'fail' });
    await expect(googlePlaces(config).place('x')).rejects.toMatchObject({ status: 502, message: expect.stringContaining('UNAVAILABLE') });
    await control!('reset');
  });

  standIn('the stand-in requires the field mask, as Google does', async () => {
    const res = await fetch(`${config.url}/v1/places:searchText`, {
      method: 'POST',
      headers: { 'x-goog-api-key': 'key', 'content-type': 'application/json' },
      body: JSON.stringify({ textQuery: 'Bend' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
  });
});
