import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Load order cannot change a page (issue 25, item 4): no selector is defined by the stylesheets of
 * two owners (two features, or a feature and the shared styles), so whichever loads last never
 * wins over the other. What several features share is defined once, in the kit or styles.css.
 */
const src = join(import.meta.dirname, '..', '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** The feature a stylesheet belongs to (as the boundary lint counts them), or 'shared'. */
function ownerOf(file: string): string {
  const parts = relative(src, file).split('/');
  if (parts[0] !== 'features') return 'shared';
  const top = join(src, 'features', parts[1]!);
  const hasCode = readdirSync(top, { withFileTypes: true }).some((e) => e.isFile() && /\.tsx?$/.test(e.name));
  return hasCode || parts.length < 4 ? parts[1]! : `${parts[1]}/${parts[2]}`;
}

/** The selectors of a stylesheet's rules (keyframe steps left out). */
export function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const selectors: string[] = [];
  for (const m of text.matchAll(/([^{}@;]+)\{[^{}]*\}/g))
    for (const one of m[1]!.split(',')) {
      const selector = one.trim().replace(/\s+/g, ' ');
      if (selector && !/^(from|to|\d+%)$/.test(selector)) selectors.push(selector);
    }
  return selectors;
}

describe('stylesheets', () => {
  const owners = new Map<string, Set<string>>();
  const files = cssFiles(src);
  for (const file of files)
    for (const selector of selectorsOf(readFileSync(file, 'utf8'))) {
      const set = owners.get(selector) ?? new Set<string>();
      set.add(`${ownerOf(file)} (${relative(src, file)})`);
      owners.set(selector, set);
    }

  it('reads selectors, leaving out comments and keyframe steps', () => {
    expect(
      selectorsOf(
        '/* .x {} */ .a, .b  .c { color: red }\n@keyframes k { from { opacity: 0 } to { opacity: 1 } }\n@media (max-width: 1px) { .d { x: y } }',
      ),
    ).toEqual(['.a', '.b .c', '.d']);
  });

  it('defines no selector in the stylesheets of two owners', () => {
    expect(files.length).toBeGreaterThan(20);
    const clashes = [...owners]
      .map(([selector, by]) => ({ selector, owners: new Set([...by].map((o) => o.split(' ')[0])), by: [...by] }))
      .filter((c) => c.owners.size > 1)
      .map((c) => `${c.selector}: ${c.by.join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('styles the link button and the error note only in the kit', () => {
    const where = (selector: string) => [...owners].filter(([s]) => s.split(/[ :[>+~]/).includes(selector)).flatMap(([, by]) => [...by]);
    expect(new Set(where('.link-button'))).toEqual(new Set(['shared (components/kit/kit.css)']));
    expect(new Set(where('.error-note'))).toEqual(new Set(['shared (components/kit/kit.css)']));
  });
});
