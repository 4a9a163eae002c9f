import type { CertificateList, CertificateVerification } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
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
  });
});
