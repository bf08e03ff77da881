import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/functions': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
