import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Test port slots (scripts/lib.sh `test_ports_env`): every test run takes a slot, and the slots'
 * ports must never meet — not each other's, not `npm start`'s, and not Linux's range for outgoing
 * connections (from 32768), where a busy machine's own connections could already hold one.
 */

const root = new URL('../', import.meta.url);
const text = (path: string) => readFileSync(new URL(path, root), 'utf8');
type FirebaseJson = { emulators: Record<string, { port?: number; websocketPort?: number }> };
const emulatorPorts = (config: FirebaseJson) =>
  Object.values(config.emulators).flatMap((e) => [e.port, e.websocketPort].filter((p): p is number => typeof p === 'number'));

/** The environment test_ports_env exports for a slot (read from a shell that sourced lib.sh). */
function slotEnv(slot: number): Record<string, string> {
  const out = execFileSync('bash', ['-c', `source scripts/lib.sh && test_ports_env ${slot} && env -0`], {
    cwd: new URL('.', root).pathname,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  return Object.fromEntries(
    out
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Every port a slot listens on: the exported *_PORT settings and its Firebase config's. */
function slotPorts(env: Record<string, string>): number[] {
  const own = Object.entries(env)
    .filter(([name]) => name.endsWith('_PORT') && name !== 'SMTP_PORT')
    .map(([, value]) => Number(value));
  const offset = Number(env.TEST_SLOT_OFFSET);
  return [...new Set([...own, ...emulatorPorts(JSON.parse(text('firebase.test.json')) as FirebaseJson).map((p) => p + offset)])];
}

/** `npm start`'s ports: its Firebase config, and the defaults scripts/start.sh gives (`${X_PORT:-8600}`, redis, a second collab-server). */
function startPorts(): number[] {
  const defaults = [...text('scripts/start.sh').matchAll(/:-(\d{4,5})\}/g)].map((m) => Number(m[1]));
  return [...emulatorPorts(JSON.parse(text('firebase.json')) as FirebaseJson), ...defaults, 1235, 6389];
}

const SLOTS = [0, 1, 2, 3, 4, 5, 6];
const envs = SLOTS.map(slotEnv);

describe('test port slots', () => {
  it('slot 0 has the ports the docs name', () => {
    expect(envs[0]).toMatchObject({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      ERP_URL: 'http://127.0.0.1:8700',
    });
    expect(envs[0]!.WORKHUB_FUNCTIONS_URL).toMatch(/^http:\/\/127\.0\.0\.1:5101\//);
  });

  it('each slot has its own ports, none shared with another slot or with npm start, all below 32768', () => {
    const seen = new Map<number, string>();
    for (const p of startPorts()) seen.set(p, 'npm start');
    for (const [slot, env] of envs.entries()) {
      const ports = slotPorts(env);
      expect(ports.length, `slot ${slot}`).toBeGreaterThan(15);
      for (const port of ports) {
        expect(port, `slot ${slot}`).toBeLessThan(32768);
        expect(seen.get(port), `port ${port} of slot ${slot}`).toBeUndefined();
        seen.set(port, `slot ${slot}`);
      }
    }
  });

  it("each slot's services point at its own ports, and its stores at its own folder", () => {
    for (const [slot, env] of envs.entries()) {
      const ports = new Set(slotPorts(env));
      for (const url of [
        env.ERP_URL,
        env.SALESFORCE_LOGIN_URL,
        env.GOOGLE_PLACES_URL,
        env.GENERATOR_URL,
        env.ONSHAPE_URL,
        env.MAIL_CATCHER_URL,
        env.SENTRY_SPOTLIGHT,
        env.VITE_SENTRY_SPOTLIGHT,
        env.GRAPH_URL,
        env.OIDC_ISSUER,
      ]) {
        expect(ports.has(Number(new URL(url!).port)), `${url} in slot ${slot}`).toBe(true);
      }
      expect(env.TEST_RUN_DIR).toMatch(new RegExp(`/\\.run/test-slot${slot}$`));
      expect(env.WORKHUB_STORAGE_DIR!.startsWith(env.TEST_RUN_DIR!)).toBe(true);
      expect(env.OIDC_REDIRECT_ORIGINS).toContain(`http://127.0.0.1:${env.WEB_TEST_PORT}`);
    }
  });
});
