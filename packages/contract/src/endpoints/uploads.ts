import type { Endpoint } from '../endpoints.ts';

/**
 * Direct uploads (uploads.ts): SPEC §7's completion of an upload of any purpose, JSON with bearer (never multipart).
 * Each purpose declares its uploads and sends their chunks through its own entries (learning's, the library's).
 */
export const uploadsEndpoints = {
  filesComplete: { method: 'POST', path: '/api/files/complete/', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
