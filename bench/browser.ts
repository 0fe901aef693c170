import { execFileSync } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';

/**
 * What the browser benchmarks share: Debian's Chromium (never a downloaded build), a bench page
 * bundled with esbuild from a small entry under bench/pages that imports the app's own code, and
 * a loopback HTTP server that serves it.
 */

/** Debian's Chromium: CHROMIUM_PATH (scripts/lib.sh ensure_chromium sets it), else `which chromium`. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error("Debian's Chromium is not installed (apt-get install -y chromium); scripts/bench.sh installs it");
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Bundles a browser entry (relative to the repository root) as one minified script, the way the
 * production build ships the app's code (no dev-mode React/Vite overhead).
 */
export async function bundlePage(
  root: string,
  entry: string,
  extra: { loader?: Record<string, 'empty'>; alias?: Record<string, string> } = {},
): Promise<string> {
  const result = await build({
    ...extra,
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // Stylesheets imported by the entry are left out (loader 'empty'); the page gets them itself.
  const output = result.outputFiles.find((f) => !f.path.endsWith('.css'));
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  return output.text;
}

export interface PageServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The bench page: `body` inside a bare document that loads the bundle. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `/` (a bare page with `body`, then the script) and `/bench.js` on 127.0.0.1, a free port;
 * with `api`, `/api/*` is passed on to that base URL (the Functions emulator), so the page calls the
 * services on its own origin as the app does behind its hosting rewrite.
 */
export async function servePage(script: string, body = '', api?: string): Promise<PageServer> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<style>html,body{margin:0;padding:0;overflow:hidden;background:#fff}</style></head>
<body>${body}<script src="/bench.js"></script></body></html>`;
  const target = api ? new URL(api) : null;
  const server: Server = createServer((request, response) => {
    if (target && request.url?.startsWith('/api/')) {
      const proxied = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: `${target.pathname}${request.url.slice('/api'.length)}`,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      proxied.on('error', () => response.writeHead(502).end());
      request.pipe(proxied);
      return;
    }
    const [type, content] =
      request.url === '/bench.js' ? ['text/javascript', script] : request.url === '/' ? ['text/html', html] : [null, null];
    if (!type) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
