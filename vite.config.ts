import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { precompressDir } from './src/server/lib/precompress.js';
import { prerenderPublicPages } from './scripts/prerender-pages.js';

// The SPA lives in src/web and builds to dist/web, which the API server serves in production.
// In development Vite serves the SPA with hot reload and proxies server routes to the API.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const serverPaths = ['/api', '/auth', '/d/', '/pdf/', '/images/', '/logo/', '/healthz'];

/**
 * After the build writes dist/web, writes brotli (.br) and gzip (.gz) copies of its text files
 * (the hashed files under assets/ and index.html) for the server to send by Accept-Encoding
 * (src/server/lib/spa.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: 'qr-shark-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const r = await precompressDir(options.dir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info(
        `precompressed ${r.files.length} files: ${kb(r.rawBytes)} raw, ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip`,
      );
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompressAssets(), prerenderPublicPages()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});
