import type { Endpoint } from '../endpoints.ts';

/** Certificates (docs/certificates.md). */
export const certificatesEndpoints = {
  // Certificates (docs/certificates.md): the learner's, their PDF, the public verification (and its Open Badge).
  certificates: { method: 'GET', path: '/api/v1/certificates', encoding: 'json-bearer' },
  certificatePdf: { method: 'GET', path: '/api/v1/certificates/:id/pdf', encoding: 'json-bearer' },
  // the Open Badges 3.0 credential (a JWT-VC signed with the client's Ed25519 key) and the keys that verify it
  certificateCredential: {
    method: 'GET',
    path: '/api/v1/certificates/:id/credential',
    encoding: 'json-bearer',
  },
  certificateJwks: { method: 'GET', path: '/.well-known/jwks.json', encoding: 'json-public' },
  certificateVerify: { method: 'GET', path: '/api/v1/certificates/verify/:code', encoding: 'json-public' },
  certificateBadge: {
    method: 'GET',
    path: '/api/v1/certificates/verify/:code/badge',
    encoding: 'json-public',
  },
  trailCertificate: { method: 'POST', path: '/get_trail_user_result_certificate/', encoding: 'form-bearer' },
  // the staff: the client's certificates and their revocation
  adminCertificates: { method: 'GET', path: '/api/v1/admin/certificates', encoding: 'json-bearer' },
  adminRevokeCertificate: {
    method: 'POST',
    path: '/api/v1/admin/certificates/:id/revoke',
    encoding: 'json-bearer',
  },
  // the administrators' template: read, save, an image upload, and the PDF preview of unsaved values
  adminCertificateTemplate: {
    method: 'GET',
    path: '/api/v1/admin/certificate-template',
    encoding: 'json-bearer',
  },
  adminSaveCertificateTemplate: {
    method: 'PUT',
    path: '/api/v1/admin/certificate-template',
    encoding: 'json-bearer',
  },
  adminCertificateTemplateImage: {
    method: 'POST',
    path: '/api/v1/admin/certificate-template/images/:slot',
    encoding: 'multipart-bearer',
  },
  adminCertificateTemplatePreview: {
    method: 'POST',
    path: '/api/v1/admin/certificate-template/preview',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
