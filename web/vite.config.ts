import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

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
    plugins: [react()],
    server: { host: '127.0.0.1', port: Number(env.WORKHUB_WEB_PORT ?? 5173), strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: Number(env.WORKHUB_WEB_PORT ?? 4173), strictPort: true, proxy },
    build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
  };
});
