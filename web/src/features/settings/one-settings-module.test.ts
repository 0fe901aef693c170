import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `settings/{uid}` is read and written in one module, use-settings.ts (issue 25): every other
 * part of the app (the settings page, the editors' base settings, the item table's saved views,
 * plume's run settings) goes through useSettings, so there is one writer of the document's shape.
 */
const WEB_SRC = resolve(__dirname, '../..');
const OWNER = 'features/settings/use-settings.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A reference to the settings collection: doc(firestore, 'settings', …), collection(…, 'settings'), useLiveDocument('settings', …). */
const SETTINGS_REF = /\b(doc|collection|useLiveDocument|useLiveCollection)\([^)]*'settings'/;

describe('the settings document has one reader and writer in the web app', () => {
  it(`only ${OWNER} refers to the settings collection`, () => {
    const referring = sourceFiles(WEB_SRC)
      .filter((file) => SETTINGS_REF.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB_SRC, file));
    expect(referring).toEqual([OWNER]);
  });
});
