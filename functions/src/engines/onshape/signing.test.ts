import { describe, expect, it } from 'vitest';
import { makeNonce, signature, signedHeaders, signingString } from './signing';
import {
  bomRowsOf,
  OnshapeError,
  onshapeAdapter,
  onshapeConfigFromEnv,
  onshapeConfigured,
  parseDocumentLink,
  type OutsideCall,
} from './client';

const request = {
  method: 'GET',
  nonce: 'ABCDEFGHIJKLMNOPQRSTUVWXY',
  date: 'Sat, 28 Nov 2026 02:00:00 GMT',
  contentType: 'application/json',
  path: '/api/v6/documents/0123456789abcdef01234567',
  query: 'q=WorkHub%20Template',
};

describe("Onshape's API-key signing", () => {
  it('signs the lower-cased method, nonce, date, content type, path and query (known vector)', () => {
    expect(signingString(request)).toBe(
      'get\nabcdefghijklmnopqrstuvwxy\nsat, 28 nov 2026 02:00:00 gmt\napplication/json\n/api/v6/documents/0123456789abcdef01234567\nq=workhub%20template\n',
    );
    // HMAC-SHA256 under 'S3cr3t-Key', base64 (computed independently with Python's hmac).
    expect(signature('S3cr3t-Key', request)).toBe('kDSfuTRxjXK8BzMohVVAzQaXKsv4tDyPAyZRjVqQIk4=');
  });

  it('sends Authorization On <key>:HmacSHA256:<signature> with Date and On-Nonce', () => {
    const headers = signedHeaders({ accessKey: 'AK', secretKey: 'S3cr3t-Key' }, request);
    expect(headers).toMatchObject({
      Authorization: 'On AK:HmacSHA256:kDSfuTRxjXK8BzMohVVAzQaXKsv4tDyPAyZRjVqQIk4=',
      Date: request.date,
      'On-Nonce': request.nonce,
      'Content-Type': 'application/json',
    });
    expect(makeNonce()).toMatch(/^[A-Z0-9]{25}$/);
    expect(makeNonce()).not.toBe(makeNonce());
  });
});

describe('Onshape adapter (pure parts)', () => {
  it('needs ONSHAPE_URL and the API key: else 503 Onshape is not configured', () => {
    expect(onshapeConfigured({})).toBe(false);
    const e = (() => {
      try {
        onshapeConfigFromEnv({ ONSHAPE_URL: 'https://cad.onshape.com' });
      } catch (err) {
        return err;
      }
    })() as OnshapeError;
    expect(e).toBeInstanceOf(OnshapeError);
    expect(e.status).toBe(503);
    expect(e.message).toMatch(/^Onshape is not configured/);
    expect(onshapeConfigFromEnv({ ONSHAPE_URL: 'https://acme.onshape.com/', ONSHAPE_ACCESS_KEY: 'a', ONSHAPE_SECRET_KEY: 's' })).toEqual({
      url: 'https://acme.onshape.com',
      accessKey: 'a',
      secretKey: 's',
      timeoutMs: 15_000,
      linkHost: 'acme.onshape.com',
    });
  });

  it('parses a document link into document, workspace and element', () => {
    const [d, w, e] = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)];
    expect(parseDocumentLink(`https://cad.onshape.com/documents/${d}/w/${w}/e/${e}?x=1`)).toEqual({ did: d, wvm: 'w', wvmid: w, eid: e });
    expect(parseDocumentLink(`https://cad.onshape.com/documents/${d}`)).toBeNull();
    expect(parseDocumentLink('not a link')).toBeNull();
  });

  it('reads BOM rows by their header property names; anything else is not a BOM', () => {
    const bom = {
      headers: [
        { id: 'h1', propertyName: 'quantity' },
        { id: 'h2', propertyName: 'name' },
        { id: 'h3', propertyName: 'partNumber' },
      ],
      rows: [{ headerIdToValue: { h1: 4, h2: 'stud', h3: 'LBR-1' } }],
    };
    expect(bomRowsOf(bom)).toEqual([{ name: 'stud', partNumber: 'LBR-1', quantity: 4, description: '' }]);
    expect(bomRowsOf({ rows: [] })).toBeNull();
    expect(bomRowsOf({ ...bom, rows: [{ headerIdToValue: { h1: 'many' } }] })).toBeNull();
  });

  it('names Onshape, the status and the element in a failure, and records each call', async () => {
    const calls: OutsideCall[] = [];
    const answers = [
      new Response(JSON.stringify({ status: 404, message: 'Not found.' }), { status: 404 }),
      new Response('<html>', { status: 200 }),
      new Response('{}', { status: 503 }),
    ];
    const fake = (async () => answers.shift() as Response) as unknown as typeof fetch;
    const onshape = onshapeAdapter(
      { url: 'https://x.test', accessKey: 'a', secretKey: 's', timeoutMs: 1000, linkHost: 'x.test' },
      { fetch: fake, onCall: (c) => calls.push(c) },
    );
    const ref = { did: 'a'.repeat(24), wvm: 'w' as const, wvmid: 'b'.repeat(24), eid: 'c'.repeat(24) };
    await expect(onshape.bom(ref)).rejects.toThrow(
      `Onshape answered 404 for element ${'c'.repeat(24)} of document ${'a'.repeat(24)}: Not found.`,
    );
    await expect(onshape.bom(ref)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Onshape answered GET .* not its API's answer/),
    });
    await expect(onshape.document(ref.did)).rejects.toMatchObject({ status: 502, message: expect.stringMatching(/^Onshape answered 503/) });
    expect(calls.map((c) => [c.system, c.method, c.status])).toEqual([
      ['Onshape', 'GET', 404],
      ['Onshape', 'GET', 200],
      ['Onshape', 'GET', 503],
    ]);
    expect(calls[0]!.path).toBe(`/api/v6/assemblies/d/${ref.did}/w/${ref.wvmid}/e/${ref.eid}/bom?indented=false`);
    expect(calls[0]!.error).toMatch(/^Onshape answered 404/);
  });

  it('gives up after its timeout (504) and when Onshape cannot be reached (502)', async () => {
    const hang = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const config = { url: 'https://x.test', accessKey: 'a', secretKey: 's', timeoutMs: 50, linkHost: 'x.test' };
    await expect(onshapeAdapter(config, { fetch: hang }).document('a'.repeat(24))).rejects.toMatchObject({
      status: 504,
      message: expect.stringMatching(/^Onshape did not answer GET/),
    });
    await expect(onshapeAdapter(config, { fetch: refused }).document('a'.repeat(24))).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Onshape could not be reached/),
    });
  });
});
