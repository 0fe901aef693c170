import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import type { Figure } from './report';

/** Packages that belong to the block editor only and must never weigh on the first page. */
const EDITOR_ONLY = ['fabric', 'yjs', 'y-websocket', 'y-protocols', 'lib0'];

/**
 * Gzip size of the JavaScript the first page loads: the entry chunk and everything it imports
 * statically (what index.html preloads), from a production build.
 */
export async function firstPageSize(root: string): Promise<Figure[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'workhub-bundle-'));
  try {
    const result = await build({ root: path.join(root, 'web'), logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const initial = new Set<string>();
    const visit = (file: string) => {
      if (initial.has(file)) return;
      initial.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
    let gzip = 0;
    let raw = 0;
    const offenders: string[] = [];
    for (const file of initial) {
      const chunk = byFile.get(file)!;
      raw += Buffer.byteLength(chunk.code);
      gzip += gzipSync(chunk.code, { level: 9 }).length;
      for (const id of chunk.moduleIds) {
        const pkg = EDITOR_ONLY.find((p) => id.includes(`/node_modules/${p}/`));
        if (pkg) offenders.push(`${pkg} in ${file}`);
      }
    }
    if (offenders.length) throw new Error(`Editor-only packages in the first page: ${[...new Set(offenders)].join(', ')}`);
    const lazy = chunks.length - initial.size;
    console.log(`first page: ${initial.size} chunks (${(raw / 1024).toFixed(0)} KiB raw), ${lazy} lazy chunks; none of ${EDITOR_ONLY.join(', ')} in it`);
    return [
      { name: 'first-page JavaScript, gzip', value: Math.round(gzip / 1024), unit: 'KiB', baseline: 250, baselineNote: 'budget for the first page' },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
