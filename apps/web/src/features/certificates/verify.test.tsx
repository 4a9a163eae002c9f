import type { CertificateVerification } from '@elevar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../test/fakeServer.ts';
import { FIRST_LOAD } from '../../test/signedInApp.ts';
import { createTestApp, renderApp } from '../../test/testApp.tsx';
import { CODE, makeCertificate } from './test/fixtures.ts';

describe('the public verification page', () => {
  async function openVerification(answer: CertificateVerification) {
    const server = fakeFetch({ [`GET /api/v1/certificates/verify/${CODE}`]: () => json(answer) });
    const app = await createTestApp({ path: `/certificates/verify/${CODE}`, server });
    renderApp(app.services, app.router);
    return app;
  }

  it('shows a valid certificate’s facts, signed out', async () => {
    const { id: _id, course_id: _course, ...facts } = makeCertificate();
    await openVerification({ valid: true, certificate: facts });
    expect(
      await screen.findByRole('heading', { name: 'Verificação de certificado' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(await screen.findByText('Certificado válido', {}, FIRST_LOAD)).toBeTruthy();
    const table = screen.getByRole('table');
    const row = (label: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${label}`) }).textContent;
    expect(row('Aluno')).toContain('Ana Souza');
    expect(row('Curso')).toContain('Atendimento ao cliente');
    expect(row('Emitido por')).toContain('Academia Elevar');
    expect(row('Código')).toContain(CODE);
  });

  it('says a revoked certificate is revoked, with the date', async () => {
    const {
      id: _id,
      course_id: _course,
      ...facts
    } = makeCertificate({ revoked_at: '2026-11-25T10:00:00.000Z' });
    await openVerification({ valid: false, certificate: facts });
    expect(await screen.findByText('Certificado revogado', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByText('Certificado válido')).toBeNull();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /^Revogado em/ });
    expect(row.textContent).toContain('25 de novembro de 2026');
  });

  it('says an unknown code is no certificate', async () => {
    await openVerification({ valid: false, certificate: null });
    expect(await screen.findByText(/Nenhum certificado com este código/, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
