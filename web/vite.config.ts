import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Firebase SDKs reactfire imports (its one module wraps them all) that WorkHub does not use,
 * with the names reactfire imports from each. Every SDK registers itself when imported, so the
 * bundler kept them all (≈ 90 KiB gzip, Realtime Database most) although no page calls them.
 */
const SDKS_WORKHUB_DOES_NOT_USE: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB = '\0sdk-workhub-does-not-use:';

/**
 * reactfire's imports of those SDKs get a stub whose functions throw, so a hook of theirs fails
 * loudly instead of loading them. The app's own imports are untouched: to use one of these SDKs,
 * remove it from the list. A name reactfire starts importing that is not listed fails the build.
 */
function sdksWorkHubDoesNotUse(): Plugin {
  return {
    name: 'workhub:sdks-workhub-does-not-use',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in SDKS_WORKHUB_DOES_NOT_USE && importer?.includes('/node_modules/reactfire/')) return STUB + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const sdk = id.slice(STUB.length);
      const names = SDKS_WORKHUB_DOES_NOT_USE[sdk] ?? [];
      const fail = `() => { throw new Error('${sdk} is left out of the WorkHub bundle (web/vite.config.ts)'); }`;
      return names.map((name) => `export const ${name} = ${fail};`).join('\n');
    },
  };
}

/**
 * The app calls services under /api; locally the dev and preview servers forward that to the
 * Functions emulator (WORKHUB_FUNCTIONS_URL), in production Hosting rewrites it to the function.
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const functionsUrl = env.WORKHUB_FUNCTIONS_URL ?? 'http://127.0.0.1:5001/demo-workhub/us-central1/api';
  const proxy = {
    '/api': { target: functionsUrl, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  };
  return {
    plugins: [sdksWorkHubDoesNotUse(), react()],
    server: { host: '127.0.0.1', port: Number(env.WORKHUB_WEB_PORT ?? 5173), strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: Number(env.WORKHUB_WEB_PORT ?? 4173), strictPort: true, proxy },
    build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
  };
});
