/**
 * The Google Places stand-in's HTTP server: the part of the Places API (New) that
 * functions/src/engines/places/google-places.ts uses (Text Search and Place Details), over an
 * address book (geo.ts). See main.ts for the routes and the environment.
 */
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { formatAddress, type Address } from '@workhub/domain';
import { readJsonObject, StandInError, startStandIn, type Answer, type StandInServer } from '../lib/stand-in.js';
import { pointOf, seededAddresses, serviceAreaCities } from './geo.js';

export interface PlacesServerOptions {
  port: number;
  host?: string;
  apiKey: string;
  log?: (line: string) => void;
}

const STATE_NAMES: Record<string, string> = { CA: 'California', OR: 'Oregon', WA: 'Washington', ID: 'Idaho' };
const STREET_KINDS: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Rd: 'Road',
  Ln: 'Lane',
  Way: 'Way',
  Ct: 'Court',
  Dr: 'Drive',
  Blvd: 'Boulevard',
};
const PLACE_FIELDS = new Set(['id', 'formattedAddress', 'addressComponents', 'location', 'types', 'displayName']);

const googleError = (code: number, status: string, message: string) =>
  new StandInError({ status: code, body: { error: { code, message, status } } });
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

interface Place {
  id: string;
  address: Address;
  formattedAddress: string;
}

/** A place id as Google's look ('ChIJ…'), stable per address. */
const placeIdOf = (text: string) => `ChIJ${createHash('sha256').update(text.toLowerCase()).digest('base64url').slice(0, 23)}`;

function placeOf(address: Address): Place {
  const formattedAddress = address.street ? `${formatAddress(address)}, USA` : `${address.city}, ${address.state}, USA`;
  return { id: placeIdOf(formattedAddress), address, formattedAddress };
}

/** The Places API (New) representation of a place, with the fields the mask asks for. */
function resource(place: Place, mask: string[]): Record<string, unknown> {
  const a = place.address;
  const [number, ...route] = a.street.split(' ');
  const kind = route.at(-1) ?? '';
  const components = [
    ...(a.street
      ? [
          { longText: number, shortText: number, types: ['street_number'], languageCode: 'en-US' },
          {
            longText: [...route.slice(0, -1), STREET_KINDS[kind] ?? kind].join(' '),
            shortText: route.join(' '),
            types: ['route'],
            languageCode: 'en',
          },
        ]
      : []),
    { longText: a.city, shortText: a.city, types: ['locality', 'political'], languageCode: 'en' },
    {
      longText: STATE_NAMES[a.state] ?? a.state,
      shortText: a.state,
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'], languageCode: 'en' },
    ...(a.zip ? [{ longText: a.zip, shortText: a.zip, types: ['postal_code'], languageCode: 'en-US' }] : []),
  ];
  const full: Record<string, unknown> = {
    id: place.id,
    types: a.street ? ['street_address'] : ['locality', 'political'],
    formattedAddress: place.formattedAddress,
    addressComponents: components,
    location: pointOf(a),
    displayName: { text: a.street || a.city, languageCode: 'en' },
  };
  return Object.fromEntries(Object.entries(full).filter(([k]) => mask.includes('*') || mask.includes(k)));
}

/** The field mask of a request (required, as Google requires it): 400 INVALID_ARGUMENT without one. */
function maskOf(req: http.IncomingMessage, prefix: string): string[] {
  const header = req.headers['x-goog-fieldmask'];
  if (typeof header !== 'string' || !header.trim())
    throw googleError(
      400,
      'INVALID_ARGUMENT',
      'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
    );
  const fields = header.split(',').map((f) => f.trim());
  const out: string[] = [];
  for (const f of fields) {
    if (f === '*') out.push('*');
    else if (prefix && f.startsWith(prefix) && PLACE_FIELDS.has(f.slice(prefix.length))) out.push(f.slice(prefix.length));
    else if (!prefix && PLACE_FIELDS.has(f)) out.push(f);
    else throw googleError(400, 'INVALID_ARGUMENT', `Invalid field: ${f}`);
  }
  return out;
}

export async function startPlacesServer(options: PlacesServerOptions): Promise<StandInServer> {
  const seeded = () => {
    const book = new Map<string, Place>();
    for (const { site, others } of seededAddresses()) for (const a of [site, ...others]) book.set(placeOf(a).id, placeOf(a));
    for (const c of serviceAreaCities()) book.set(placeOf(c).id, placeOf(c));
    return book;
  };
  let book = seeded();
  const bad = (message: string) => googleError(400, 'INVALID_ARGUMENT', message);

  const api = async (req: http.IncomingMessage, url: URL): Promise<Answer> => {
    const key = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    if (!key) throw googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
    if (key !== options.apiKey) throw googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    if (url.pathname === '/v1/places:searchText' && req.method === 'POST') {
      const mask = maskOf(req, 'places.');
      const body = await readJsonObject(req, bad);
      const { textQuery, pageSize = 20 } = body;
      if (typeof textQuery !== 'string' || !textQuery.trim()) throw bad("Invalid value at 'text_query' (TYPE_STRING): empty");
      if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20)
        throw bad("Invalid value at 'page_size': must be 1 to 20");
      const wanted = words(textQuery).filter((w) => w !== 'usa');
      // The closest match first, as Google ranks: fewest words of the place the query leaves out,
      // then street addresses before cities, then by text.
      const left = (p: Place) => words(formatAddress(p.address)).filter((h) => !wanted.some((w) => h.startsWith(w))).length;
      const matches = [...book.values()]
        .filter((p) => {
          const have = words(`${formatAddress(p.address)} ${STATE_NAMES[p.address.state] ?? ''}`);
          return wanted.length > 0 && wanted.every((w) => have.some((h) => h.startsWith(w)));
        })
        .sort(
          (a, b) =>
            left(a) - left(b) ||
            Number(a.address.street === '') - Number(b.address.street === '') ||
            a.formattedAddress.localeCompare(b.formattedAddress),
        )
        .slice(0, pageSize);
      // No match: an empty object, as Google answers it.
      return { status: 200, body: matches.length ? { places: matches.map((p) => resource(p, mask)) } : {} };
    }
    const m = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const mask = maskOf(req, '');
      const place = book.get(decodeURIComponent(m[1]!));
      if (!place) throw googleError(404, 'NOT_FOUND', `Requested entity was not found.`);
      return { status: 200, body: resource(place, mask) };
    }
    throw googleError(404, 'NOT_FOUND', `The requested URL ${url.pathname} was not found on this server.`);
  };

  return startStandIn({
    name: 'places',
    port: options.port,
    host: options.host,
    log: options.log,
    api,
    routeOf: (req, url) => `${req.method} ${url.pathname.startsWith('/v1/places/') ? '/v1/places/{id}' : url.pathname}`,
    failure: () => ({
      status: 503,
      body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
    }),
    control: async (name, body) => {
      if (name === 'reset') {
        book = seeded();
        return undefined;
      }
      if (name === 'places') {
        // Tests add the addresses of the projects they create (Google knows every real address).
        const list = Array.isArray(body.addresses) ? body.addresses : [];
        const added: Record<string, unknown>[] = [];
        for (const a of list as Record<string, unknown>[]) {
          if (!a || !['street', 'city', 'state', 'zip'].every((k) => typeof a[k] === 'string'))
            throw new StandInError({ status: 400, body: { error: 'addresses: [{ street, city, state, zip }]' } });
          const address = { street: String(a.street), city: String(a.city), state: String(a.state), zip: String(a.zip) };
          if (!pointOf(address))
            throw new StandInError({ status: 400, body: { error: `${formatAddress(address)} is outside the service area` } });
          const place = placeOf(address);
          book.set(place.id, place);
          added.push(resource(place, ['*']));
        }
        return { status: 200, body: { places: added } };
      }
      return undefined;
    },
  });
}
