import path from 'node:path';
import { build as esbuild, type Plugin } from 'esbuild';

/**
 * A stock bench page (bench/pages/*.ts) bundled like the production build (React's production
 * build, minified, CSS left to the page), with the ERP client swapped for the bench stub
 * (bench/pages/erp-service-stub.ts: the dropdowns' options and names, nothing put).
 * `env` is given as Vite gives `import.meta.env` (none: the page reads no build settings).
 */
export async function bundleStockPage(root: string, entry: string, env?: Record<string, unknown>): Promise<string> {
  const stub = path.join(root, 'bench/pages/erp-service-stub.ts');
  const stubErpService: Plugin = {
    name: 'stub-erp-service',
    setup(b) {
      b.onResolve({ filter: /\/services\/erp-service$/ }, () => ({ path: stub }));
    },
  };
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    outdir: path.join(root, 'bench/.out'),
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    plugins: [stubErpService],
    define: { 'process.env.NODE_ENV': '"production"', ...(env ? { 'import.meta.env': JSON.stringify(env) } : {}) },
  });
  const script = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text;
  if (!script) throw new Error(`esbuild produced nothing for ${entry}`);
  return script;
}
