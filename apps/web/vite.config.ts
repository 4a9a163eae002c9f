import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = process.env.ELEVAR_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @elevar/* packages export their TypeScript source under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    manifest: true,
  },
  server: {
    proxy: {
      // Regex keys: a plain '/o' prefix would also swallow SPA paths such as /online-courses.
      '^/(api|o|accounts|etraining_login|health)(/|$)': { target: apiTarget },
      '^/ws(/|$)': { target: apiTarget, ws: true },
    },
  },
});
