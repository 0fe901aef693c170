import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import type { Figure } from './report';

/**
 * Packages that must never weigh on the first page: the block editor's, and the Firebase SDKs of
 * the pages that read data (reactfire with Firestore, loaded with the first such page).
 */
const NOT_ON_THE_FIRST_PAGE = [
  'fabric',
  'yjs',
  'y-websocket',
  'y-protocols',
  'lib0',
  'reactfire',
  '@firebase/firestore',
  '@firebase/database',
];

/** What the sign-in and home page load after the entry: MSAL (while signing in) and the home route. */
const SIGN_IN_AND_HOME = ['/web/src/lib/msal.ts', '/web/src/features/home/home-route.tsx'];

/**
 * Gzip size of the JavaScript the first page loads: the entry chunk and everything it imports
 * statically (what index.html preloads), from a production build.
 */
export async function firstPageSize(root: string): Promise<Figure[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'workhub-bundle-'));
  try {
    const result = await build({
      root: path.join(root, 'web'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    /** The chunks and everything they import statically. */
    const closure = (files: string[], into = new Set<string>()) => {
      const visit = (file: string) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
      };
      files.forEach(visit);
      return into;
    };
    const gzipOf = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSync(byFile.get(file)!.code, { level: 9 }).length, 0);
    const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    let raw = 0;
    const offenders: string[] = [];
    for (const file of initial) {
      const chunk = byFile.get(file)!;
      raw += Buffer.byteLength(chunk.code);
      for (const id of chunk.moduleIds) {
        const pkg = NOT_ON_THE_FIRST_PAGE.find((p) => id.includes(`/node_modules/${p}/`));
        if (pkg) offenders.push(`${pkg} in ${file}`);
      }
    }
    if (offenders.length) throw new Error(`Packages that do not belong in the first page: ${[...new Set(offenders)].join(', ')}`);
    const signInAndHome = SIGN_IN_AND_HOME.map((module) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)))?.fileName);
    if (signInAndHome.some((file) => !file)) throw new Error(`No chunk holds one of ${SIGN_IN_AND_HOME.join(', ')}`);
    const withSignIn = closure(signInAndHome as string[], new Set(initial));
    const lazy = chunks.length - initial.size;
    console.log(
      `first page: ${initial.size} chunks (${(raw / 1024).toFixed(0)} KiB raw), ${lazy} lazy chunks; none of ${NOT_ON_THE_FIRST_PAGE.join(', ')} in it`,
    );
    return [
      {
        name: 'first-page JavaScript, gzip',
        value: Math.round(gzipOf(initial) / 1024),
        unit: 'KiB',
        baseline: 250,
        baselineNote: 'budget for the first page',
      },
      {
        name: '  with sign-in (MSAL) and home route, gzip',
        value: Math.round(gzipOf(withSignIn) / 1024),
        unit: 'KiB',
        baseline: 250,
        baselineNote: 'the same budget, lazy chunks of a first visit included',
      },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
