import WebSocket from 'ws';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { COLLAB_PROTOCOL_PARAM } from '@workhub/domain';
import { signIn } from './support';

/** The collab address the test build has (web/.env: VITE_COLLAB_URL; scripts/test.sh sets none). */
const BUILT_COLLAB_URL = 'ws://127.0.0.1:1234';
/** Where the test run's collab-server listens (scripts/test-in-emulators.sh: COLLAB_PORT). */
const TEST_COLLAB_URL = `ws://127.0.0.1:${process.env.COLLAB_PORT ?? '1334'}`;

/**
 * Sends the app's collab sockets to the test run's collab-server. The test build keeps the local
 * default collab address (1234, where `npm start` runs its own collab-server against the dev
 * emulators), so without this the editor would talk to the wrong server. Each page socket is
 * bridged from here to the test server, frames passed through unchanged both ways, close codes
 * included. Once the test build is given VITE_COLLAB_URL=ws://127.0.0.1:1334, nothing matches and
 * sockets go straight to the server.
 */
export async function useTestCollabServer(
  context: BrowserContext,
  options: {
    /**
     * While this answers true, sockets reach the server as a page built before the protocol
     * version existed opens them: the same URL without its `protocol` parameter.
     */
    asBuiltBeforeVersions?: () => boolean;
  } = {},
): Promise<void> {
  if (BUILT_COLLAB_URL === TEST_COLLAB_URL && !options.asBuiltBeforeVersions) return;
  await context.routeWebSocket(
    (url) => url.href.startsWith(`${BUILT_COLLAB_URL}/`),
    (route) => {
      const target = new URL(route.url().replace(BUILT_COLLAB_URL, TEST_COLLAB_URL));
      if (options.asBuiltBeforeVersions?.()) target.searchParams.delete(COLLAB_PROTOCOL_PARAM);
      const server = new WebSocket(target.href);
      const waiting: (string | Buffer)[] = [];
      let closed = false;
      const closePage = (code: number, reason: string) => {
        if (closed) return;
        closed = true;
        void route.close({ code, reason }).catch(() => undefined);
      };
      server.on('open', () => {
        for (const frame of waiting.splice(0)) server.send(frame);
      });
      server.on('message', (data, isBinary) => {
        if (closed) return;
        const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        route.send(isBinary ? frame : frame.toString());
      });
      // An upgrade the server refused (401, 404) or a lost connection: a transient close, so the
      // app backs off and retries, as it would after a failed connection.
      server.on('unexpected-response', () => {
        server.terminate();
        closePage(4500, 'upgrade refused');
      });
      server.on('error', () => closePage(4500, 'connection failed'));
      server.on('close', (code, reason) => closePage(code === 1005 || code === 1006 ? 4500 : code, reason.toString()));
      route.onMessage((frame) => {
        if (server.readyState === WebSocket.OPEN) server.send(frame);
        else if (server.readyState === WebSocket.CONNECTING) waiting.push(frame);
      });
      route.onClose(() => {
        closed = true;
        if (server.readyState === WebSocket.CONNECTING) server.terminate();
        else server.close();
      });
    },
  );
}

/** Signs in on the home page, then opens `path`. */
export async function signInAt(page: Page, email: string, path: string) {
  await signIn(page, email, '/');
  await page.goto(path);
}

/** A browser of its own for one user, with collab sockets going to the test collab-server. */
export async function newUser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await useTestCollabServer(context);
  return context.newPage();
}
