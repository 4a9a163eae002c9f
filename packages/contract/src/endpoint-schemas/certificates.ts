import {
  CertificateTemplate,
  CertificateTemplateImage,
  CertificateTemplateImageSlotParam,
  CertificateTemplateInput,
  CertificateTemplatePreview,
} from '../certificate-templates.ts';
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
  adminCertificateTemplate: { response: CertificateTemplate },
  adminSaveCertificateTemplate: { body: CertificateTemplateInput, response: CertificateTemplate },
  adminCertificateTemplateImage: {
    params: CertificateTemplateImageSlotParam,
    response: CertificateTemplateImage,
    status: 201,
  },
  adminCertificateTemplatePreview: { body: CertificateTemplatePreview },
} as const satisfies Record<string, EndpointSchemas>;
