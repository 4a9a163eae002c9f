import type { Endpoint } from '../endpoints.ts';

/** Certificates (docs/certificates.md). */
export const certificatesEndpoints = {
  // Certificates (docs/certificates.md): the learner's, their PDF, the public verification (and its Open Badge).
  certificates: { method: 'GET', path: '/api/v1/certificates', encoding: 'json-bearer' },
  certificatePdf: { method: 'GET', path: '/api/v1/certificates/:id/pdf', encoding: 'json-bearer' },
  certificateVerify: { method: 'GET', path: '/api/v1/certificates/verify/:code', encoding: 'json-public' },
  certificateBadge: {
    method: 'GET',
    path: '/api/v1/certificates/verify/:code/badge',
    encoding: 'json-public',
  },
  trailCertificate: { method: 'POST', path: '/get_trail_user_result_certificate/', encoding: 'form-bearer' },
} as const satisfies Record<string, Endpoint>;
