import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryError, graphConfigFromEnv, graphDirectory } from './graph';

describe('Microsoft Graph directory adapter', () => {
  let server: Server;
  let url = '';
  const seen: string[] = [];
  let tokenRequests = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/token') {
        tokenRequests++;
        res.end(JSON.stringify({ access_token: `t${tokenRequests}`, expires_in: 3600 }));
      } else if (req.headers.authorization !== `Bearer t${tokenRequests}`) {
        res.statusCode = 401;
        res.end('{}');
      } else if (req.url?.startsWith('/v1.0/users/gone%40modulr.example')) {
        res.statusCode = 404;
        res.end('{}');
      } else if (req.url?.startsWith('/v1.0/users/broken')) {
        res.statusCode = 500;
        res.end('{}');
      } else res.end(JSON.stringify({ accountEnabled: req.url?.includes('off') !== true }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is not configured without GRAPH_URL, and refuses half a configuration', () => {
    expect(graphConfigFromEnv({})).toBeNull();
    expect(() => graphConfigFromEnv({ GRAPH_URL: 'https://graph.microsoft.com' })).toThrow(DirectoryError);
  });

  it('asks accountEnabled with one app token, a new one after a 401, and maps 404 and failures', async () => {
    const directory = graphDirectory({ url, tokenUrl: `${url}/token`, clientId: 'app', clientSecret: 's', timeoutMs: 30_000 });
    expect(await directory.accountEnabled('ada@modulr.example')).toBe(true);
    expect(await directory.accountEnabled('off@modulr.example')).toBe(false);
    expect(tokenRequests).toBe(1);
    expect(seen).toContain('GET /v1.0/users/ada%40modulr.example?$select=accountEnabled');
    tokenRequests++; // the directory no longer takes t1
    expect(await directory.accountEnabled('ada@modulr.example')).toBe(true);
    expect(await directory.accountEnabled('gone@modulr.example')).toBe('not-found');
    await expect(directory.accountEnabled('broken@modulr.example')).rejects.toThrow('Microsoft Graph answered 500');
    const unreachable = graphDirectory({
      url: 'http://127.0.0.1:9',
      tokenUrl: 'http://127.0.0.1:9/token',
      clientId: 'a',
      clientSecret: 's',
      timeoutMs: 30_000,
    });
    await expect(unreachable.accountEnabled('ada@modulr.example')).rejects.toThrow('Microsoft Graph could not be reached');
  });
});
