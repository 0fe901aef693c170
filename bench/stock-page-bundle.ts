import path from 'node:path';
import { build as esbuild, type Plugin } from 'esbuild';
import { PROJECT_ID } from '../tests/support/emulators';

/**
 * A stock bench page (bench/pages/*.ts) bundled like the production build (React's production
 * build, minified, CSS left to the page), with the ERP client swapped for the bench stub
 * (bench/pages/erp-service-stub.ts: the dropdowns' options and names, nothing put).
 * `env` is given as Vite gives `import.meta.env`; by default a production build's with no
 * settings (the table's modules read optional ones, such as web/src/lib/error-reports.ts's
 * VITE_SENTRY_DSN: unset, error reports are off).
 */
export async function bundleStockPage(
  root: string,
  entry: string,
  env: Record<string, unknown> = { MODE: 'production', PROD: true, DEV: false },
): Promise<string> {
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
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': JSON.stringify(env) },
  });
  const script = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text;
  if (!script) throw new Error(`esbuild produced nothing for ${entry}`);
  return script;
}

/**
 * The app's build-time settings as Vite gives them to a production build served at 127.0.0.1 (127.0.0.1
 * is the production host, so pages read as staff get them), the Firebase SDKs on the emulators;
 * `extra` adds or replaces settings (emulator hosts, the API base).
 */
export function productionAppEnv(extra: Record<string, string> = {}): Record<string, unknown> {
  return {
    MODE: 'production',
    PROD: true,
    DEV: false,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'bench-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    VITE_FIREBASE_APP_ID: 'bench',
    VITE_USE_EMULATORS: 'true',
    VITE_PRODUCTION_HOSTNAMES: '127.0.0.1',
    VITE_MSAL_CLIENT_ID: 'bench',
    VITE_MSAL_AUTHORITY: 'https://login.microsoftonline.com/bench',
    ...extra,
  };
}
