import {
  CertificateCodeParam,
  CertificateJwks,
  CertificateList,
  CertificateVerification,
  RevokeCertificateInput,
  StaffCertificate,
  StaffCertificatePage,
  StaffCertificateQuery,
  TrailCertificateRequest,
} from '../certificates.ts';
import { IdParam } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/certificates.ts, by the same names. */
export const certificatesSchemas = {
  certificates: { response: CertificateList },
  certificatePdf: { params: IdParam },
  certificateCredential: { params: IdParam },
  certificateJwks: { response: CertificateJwks },
  certificateVerify: { params: CertificateCodeParam, response: CertificateVerification },
  certificateBadge: { params: CertificateCodeParam },
  trailCertificate: { body: TrailCertificateRequest },
  adminCertificates: { query: StaffCertificateQuery, response: StaffCertificatePage },
  adminRevokeCertificate: { params: IdParam, body: RevokeCertificateInput, response: StaffCertificate },
} as const satisfies Record<string, EndpointSchemas>;
