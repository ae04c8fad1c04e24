import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

// The API runs on its own port in development; in production Fastify serves dist/ itself.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-admin', 'ra-core'] },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
