import {
  CertificateCodeParam,
  CertificateList,
  CertificateVerification,
  TrailCertificateRequest,
} from '../certificates.ts';
import { IdParam } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/certificates.ts, by the same names. */
export const certificatesSchemas = {
  certificates: { response: CertificateList },
  certificatePdf: { params: IdParam },
  certificateVerify: { params: CertificateCodeParam, response: CertificateVerification },
  certificateBadge: { params: CertificateCodeParam },
  trailCertificate: { body: TrailCertificateRequest },
} as const satisfies Record<string, EndpointSchemas>;
