import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_SYSTEM_IDS, outsideSystemsAnswerSchema } from '@workhub/domain';
import {
  checkOutsideSystems,
  checkSystem,
  maskSecrets,
  OUTSIDE_SYSTEMS,
  probeErrorText,
  type OutsideSystemDefinition,
} from './outside-systems.js';

/**
 * The outside-systems page's probe logic: not configured (which variables), reachable (status,
 * ms, the check made), unreachable on an error or past the timeout (the text names the system),
 * secrets never shown; and the real probes of the generator service, the legacy asset service,
 * the zoning layer and SMTP against small local servers answering as those systems do.
 */

const fake = (probe: OutsideSystemDefinition['probe'], required: string[] = []): OutsideSystemDefinition => ({
  id: 'erp',
  name: 'ERPNext',
  aliases: ['ERP'],
  role: 'test',
  required,
  target: () => 'erp.example:443',
  check: 'GET something cheap',
  probe,
});
const system = (id: string) => OUTSIDE_SYSTEMS.find((s) => s.id === id)!;

describe('checkSystem', () => {
  it('reports a system without its variables as not configured, naming each missing one, and probes nothing', async () => {
    let probed = false;
    const status = await checkSystem(
      fake(async () => {
        probed = true;
        return {};
      }, ['ERP_URL', 'ERP_API_KEY', 'ERP_API_SECRET']),
      { ERP_URL: 'https://erp.example', ERP_API_KEY: ' ' },
      1000,
    );
    expect(probed).toBe(false);
    expect(status).toMatchObject({
      configured: false,
      missing: ['ERP_API_KEY', 'ERP_API_SECRET'],
      target: null,
      state: 'not-configured',
      detail: 'ERPNext is not configured (ERP_API_KEY, ERP_API_SECRET not set)',
    });
  });

  it('reports a probe that answers as reachable, with its status, time and check', async () => {
    const ticks = [1000, 1042];
    const status = await checkSystem(
      fake(async () => ({ status: 200 })),
      {},
      1000,
      () => ticks.shift()!,
    );
    expect(status).toEqual({
      id: 'erp',
      name: 'ERPNext',
      role: 'test',
      configured: true,
      missing: [],
      target: 'erp.example:443',
      state: 'reachable',
      check: 'GET something cheap',
      status: 200,
      ms: 42,
    });
  });

  it("reports a failed probe as unreachable with the error's text, naming the system", async () => {
    const named = await checkSystem(
      fake(async () => Promise.reject(new Error('The ERP cannot be reached (GET /api/resource/Item): ECONNREFUSED'))),
      {},
      1000,
    );
    expect(named).toMatchObject({
      state: 'unreachable',
      configured: true,
      detail: 'The ERP cannot be reached (GET /api/resource/Item): ECONNREFUSED',
    });
    const unnamed = await checkSystem(
      fake(() => {
        throw new Error('Invalid token (401)');
      }),
      {},
      1000,
    );
    expect(unnamed.detail).toBe('ERPNext: Invalid token (401)');
  });

  it('gives up on a probe that does not answer within the timeout', async () => {
    const status = await checkSystem(
      fake(() => new Promise(() => undefined)),
      {},
      25,
    );
    expect(status).toMatchObject({ state: 'unreachable', detail: 'ERPNext did not answer within 25 ms' });
  });

  it('never shows a configured secret, in a target or an error text', async () => {
    const env = { ERP_API_SECRET: 'hunter2-secret', SMTP_PASS: 'p4ssw0rd' };
    expect(maskSecrets('token key:hunter2-secret refused; p4ssw0rd', env)).toBe('token key:… refused; …');
    const status = await checkSystem(
      {
        ...fake(() => Promise.reject(new Error('ERPNext refused token k:hunter2-secret'))),
        target: () => 'user:p4ssw0rd@erp.example',
      },
      env,
      1000,
    );
    expect(JSON.stringify(status)).not.toMatch(/hunter2|p4ssw0rd/);
    expect(status.detail).toBe('ERPNext refused token k:…');
  });

  it('names the system only once', () => {
    expect(probeErrorText('Zoning GIS', new Error('The zoning GIS answered 500'), ['zoning GIS'])).toBe('The zoning GIS answered 500');
    expect(probeErrorText('Onshape', new Error('Onshape answered 401'))).toBe('Onshape answered 401');
    expect(probeErrorText('Onshape', new Error(''))).toBe('Onshape: failed without a message');
  });
});

describe('checkOutsideSystems', () => {
  it('lists every system in order; unconfigured ones say which variables are missing', async () => {
    const env = { WORKHUB_BLOBS: 'local', WORKHUB_STORAGE_DIR: '/tmp/workhub-outside-systems-test', OIDC_ISSUER: 'http://127.0.0.1:9' };
    const answer = outsideSystemsAnswerSchema.parse(await checkOutsideSystems({ env, timeoutMs: 1000 }));
    expect(answer.systems).toHaveLength(11);
    expect(answer.systems.map((s) => s.id)).toEqual([...OUTSIDE_SYSTEM_IDS]);
    const by = Object.fromEntries(answer.systems.map((s) => [s.id, s]));
    expect(by.onshape).toMatchObject({ state: 'not-configured', missing: ['ONSHAPE_URL', 'ONSHAPE_ACCESS_KEY', 'ONSHAPE_SECRET_KEY'] });
    expect(by.places).toMatchObject({ state: 'not-configured', missing: ['GOOGLE_PLACES_API_KEY'] });
    expect(by.smtp).toMatchObject({ state: 'not-configured', missing: ['SMTP_HOST', 'MAIL_FROM', 'MAIL_ALLOWED_DOMAINS'] });
    // Nothing listens on port 9: the identity provider is configured but unreachable, named.
    expect(by.identityProvider).toMatchObject({ state: 'unreachable', target: '127.0.0.1:9' });
    expect(by.identityProvider!.detail).toMatch(/^The identity provider cannot be reached/);
    expect(by.storage).toMatchObject({ state: 'reachable', target: expect.stringContaining('local disk') });
  });
});

describe('probes against servers answering as the systems do', () => {
  let server: http.Server;
  let url = '';
  /** What the next request gets: status and body (an object: JSON; a string: HTML). */
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const seen: { method: string; path: string; auth: string | undefined }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method!, path: req.url!, auth: req.headers.authorization });
      req.resume();
      req.on('end', () => {
        const html = typeof answer.body === 'string';
        res.writeHead(answer.status, { 'content-type': html ? 'text/html' : 'application/json' });
        res.end(html ? (answer.body as string) : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const run = (id: string, env: NodeJS.ProcessEnv, reply: typeof answer) => {
    answer = reply;
    seen.length = 0;
    return checkSystem(system(id), env, 2000);
  };

  it('the generator service: its own 404 for an unknown run is reachable; a refused key, a 5xx or HTML is not', async () => {
    const env = { GENERATOR_URL: url, GENERATOR_API_KEY: 'gen-key-123' };
    expect(await run('generators', env, { status: 404, body: { error: { code: 'not_found', message: 'No run' } } })).toMatchObject({
      state: 'reachable',
      status: 404,
      target: url.replace('http://', ''),
    });
    expect(seen[0]).toEqual({ method: 'GET', path: '/v1/runs/workhub-probe', auth: 'Bearer gen-key-123' });
    expect((await run('generators', env, { status: 401, body: { error: { code: 'unauthenticated', message: 'bad key' } } })).detail).toBe(
      'the generator service refused the API key (401: bad key)',
    );
    expect((await run('generators', env, { status: 503, body: { error: { code: 'unavailable', message: 'down' } } })).detail).toBe(
      'the generator service answered 503 for GET /v1/runs/workhub-probe: down',
    );
    expect((await run('generators', env, { status: 404, body: '<html>Not Found</html>' })).state).toBe('unreachable');
  });

  it('the legacy asset service: its refusal of an empty request is reachable; a refused key is not', async () => {
    const env = { LEGACY_ASSETS_URL: url, LEGACY_ASSETS_API_KEY: 'legacy-key-123' };
    expect(await run('legacyAssets', env, { status: 400, body: { error: { code: 'invalid_request' } } })).toMatchObject({
      state: 'reachable',
      status: 400,
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/legacy/v1/assets' });
    expect((await run('legacyAssets', env, { status: 403, body: {} })).detail).toBe('the legacy asset service refused the API key (403)');
    expect((await run('legacyAssets', env, { status: 200, body: { files: [] } })).state).toBe('unreachable');
  });

  it("the zoning layer: its description is reachable; ArcGIS's error object (HTTP 200) is not", async () => {
    const env = { ZONING_LAYER_URL: `${url}/arcgis/rest/services/Zoning/FeatureServer/0` };
    expect(await run('zoning', env, { status: 200, body: { id: 0, name: 'Zoning', fields: [] } })).toMatchObject({
      state: 'reachable',
      status: 200,
    });
    expect(seen[0]!.path).toBe('/arcgis/rest/services/Zoning/FeatureServer/0?f=json');
    const failed = await run('zoning', env, { status: 200, body: { error: { code: 500, message: 'Error performing query operation' } } });
    expect(failed).toMatchObject({ state: 'unreachable' });
    expect(failed.detail).toMatch(/^The zoning GIS answered error 500/);
  });

  it('SMTP: a server that greets and answers EHLO is reachable; one that never greets is unreachable past the timeout', async () => {
    let greet = true;
    const sockets = new Set<net.Socket>();
    const smtp = net.createServer((socket) => {
      sockets.add(socket);
      if (!greet) return; // accepts the connection, says nothing
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (data) => {
        const line = data.toString();
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test\r\n250 OK\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.address() as net.AddressInfo).port;
    const env = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_FROM: 'WorkHub <w@modulr.example>',
      MAIL_ALLOWED_DOMAINS: 'modulr.example',
    };
    try {
      expect(await checkSystem(system('smtp'), env, 2000)).toMatchObject({ state: 'reachable', target: `127.0.0.1:${port}` });
      greet = false;
      const silent = await checkSystem(system('smtp'), env, 300);
      expect(silent.state).toBe('unreachable');
      expect(silent.detail).toMatch(/SMTP server 127\.0\.0\.1:\d+|SMTP mail server/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => smtp.close(resolve));
    }
  });
});
