import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API and the sync endpoint run on the Cubby server; Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sync': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
