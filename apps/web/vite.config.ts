import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { ruffle } from './scripts/ruffle.ts';

const apiTarget = process.env.ELEVAR_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), ruffle(), precompress()],
  resolve: {
    // @elevar/* packages export their TypeScript source under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    manifest: true,
    // The first screen's one chunk is ~540 kB minified; scripts/report-bundle.mjs guards its gzip budget.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs in one chunk: split into small shared pieces (because lazy screens
          // use them too) it costs a request and its own gzip dictionary each, several KB over the budget.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      // Regex keys: a plain '/o' prefix would also swallow SPA paths such as /online-courses.
      '^/(api|o|accounts|etraining_login|health|get_phone_number_with_document|send_recover_password_code|validate_recover_password_code)(/|$)':
        {
          target: apiTarget,
        },
      '^/ws(/|$)': { target: apiTarget, ws: true },
    },
  },
});
