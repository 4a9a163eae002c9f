import type {
  CertificateList,
  CertificateTemplate,
  CertificateVerification,
  StaffCertificatePage,
} from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hex, pdfText } from '../../../test/certificate-fixtures.ts';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { pdfImageCount, pdfQrCode } from '../../../test/pdf-qr.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { fileStoreFor } from '../../platform/storage.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db, undefined, { files: fileStoreFor(t) });
});
afterAll(() => t.close());

describe('the certificates demo', () => {
  it('gives the demo learner the certificate of their finished course, verifiable signed out', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/certificates', headers })
    ).json() as CertificateList;
    expect(list.results).toHaveLength(1);
    const [certificate] = list.results;
    const verified = (
      await t.app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${certificate?.code}` })
    ).json() as CertificateVerification;
    expect(verified).toMatchObject({ valid: true, certificate: { title: certificate?.title } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/${certificate?.id}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    // drawn with the academy's branded template: its director signs it, its texts in the learner's language
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(hex('Helena Prado'));
    expect(text).toContain(hex('Diretora de Educação'));
    // its logo and signature on the page besides the QR code, which still reads back
    expect(await pdfImageCount(pdf.rawPayload)).toBe(3);
    expect(await pdfQrCode(pdf.rawPayload)).toBe(certificate?.verify_url);
  });

  it('shows the demo administrator the academy’s certificates to revoke', async () => {
    const headers = bearer(await login(t.app, 'admin', DEMO_PASSWORD));
    // the administrator of two clients acts in the academy
    const picked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers,
      payload: { client_id: (await clientIds(t.db)).academy },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/certificates', headers });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as StaffCertificatePage;
    const standing = list.results.map((row) => [row.learner_name, row.revoked_at !== null]).sort();
    expect(standing).toEqual([
      ['Ana Aprendiz', false],
      ['Igor Instrutor', false],
      ['Marta Moderadora', false],
      ['Sofia Suporte', true],
    ]);
    const revoked = list.results.find((row) => row.revoked_at !== null);
    expect(revoked?.revoke_reason).toBeTruthy();
    const verified = (
      await t.app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${revoked?.code}` })
    ).json() as CertificateVerification;
    expect(verified.valid).toBe(false);
    // the academy's template, with its logo and signature, for the editor
    const template = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/certificate-template', headers })
    ).json() as CertificateTemplate;
    expect(template).toMatchObject({
      is_default: false,
      primary_color: '#0b7285',
      signer_name: 'Helena Prado',
    });
    for (const image of [template.logo, template.signature]) {
      const served = await t.app.inject({ method: 'GET', url: String(image?.url) });
      expect(served.headers['content-type']).toBe('image/png');
    }
  });
});
