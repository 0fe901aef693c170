import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** scripts/test.sh builds web/dist with a production configuration before the integration tests. */
const assets = path.resolve(import.meta.dirname, '../../web/dist/assets');

function bundleText(): string {
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(3);
  return files.map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
}

describe('production web bundle', () => {
  it('contains no way to sign in other than the work-account single sign-on', () => {
    // Minification renames functions but keeps each Auth REST call as ("POST", "/v1/accounts:…").
    const calls = new Set([...bundleText().matchAll(/["'`]POST["'`],\s*["'`]\/v1\/accounts:([A-Za-z]+)/g)].map((m) => m[1]));
    for (const bypass of ['signInWithPassword', 'signUp', 'signInWithEmailLink', 'signInWithPhoneNumber']) {
      expect(calls.has(bypass), bypass).toBe(false);
    }
    expect(calls.has('signInWithCustomToken')).toBe(true);
    expect(bundleText()).toContain('login.microsoftonline.com/company-tenant-id');
  });

  it('does not connect to the emulators', () => {
    const text = bundleText();
    expect(text.includes('127.0.0.1:9099')).toBe(false);
    expect(text.includes('127.0.0.1:8080')).toBe(false);
  });
});
