import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA lives in src/web and builds to dist/web, which the API server serves in production.
// In development Vite serves the SPA with hot reload and proxies server routes to the API.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const serverPaths = ['/api', '/auth', '/d/', '/pdf/', '/images/', '/logo/', '/healthz'];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});
