import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: `npm run bench` reads it to weigh the JS and CSS each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached vendor chunk for every shopper page.
        manualChunks: (id: string) =>
          /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'vendor' : undefined,
      },
    },
  },
});
