import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // No assets inlined as data: URIs: the Content-Security-Policy allows fonts and scripts from our origin only.
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 700, assetsInlineLimit: 0 },
  server: {
    port: 5173,
    proxy: { '/api': api, '/sim': api, '/AppSetting.json': api },
  },
});
