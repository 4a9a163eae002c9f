import type { StaffCertificate } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeSession } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../test/signedInApp.ts';
import { makeCertificate } from './test/fixtures.ts';

function staffCertificate(overrides: Partial<StaffCertificate> = {}): StaffCertificate {
  return { ...makeCertificate(), revoke_reason: null, revoked_by: null, ...overrides };
}

const adminSession = () => {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin' } });
};

beforeEach(() => {
  installFakeSockets();
  setViewport(false);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the administrators’ certificates', () => {
  it('lists the client’s certificates and revokes one with a required reason, announcing it', async () => {
    const sent: unknown[] = [];
    const revoked = staffCertificate({
      revoked_at: '2026-11-25T10:00:00.000Z',
      revoke_reason: 'Emitido por engano',
      revoked_by: 'Admin',
    });
    const app = await openApp('/admin/certificates', {
      session: adminSession(),
      routes: {
        'GET /api/v1/admin/certificates': () => json(page([sent.length ? revoked : staffCertificate()])),
        'POST /api/v1/admin/certificates/5/revoke': async (request) => {
          sent.push(await request.json());
          return json(revoked);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Certificados', level: 1 }, FIRST_LOAD)).toBeTruthy();
    const row = (await screen.findByText('Ana Souza')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Atendimento ao cliente')).toBeTruthy();
    expect(within(row).getByText('Válido')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', {
        name: 'Revogar o certificado de Ana Souza em Atendimento ao cliente',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revogar certificado' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar certificado' }));
    expect(await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Emitido por engano' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar certificado' }));
    expect(
      await screen.findByText('Certificado de Ana Souza em Atendimento ao cliente revogado.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Emitido por engano' }]);
    expect(await screen.findByText('Revogado em 25 de novembro de 2026')).toBeTruthy();
    expect(screen.getByText('Motivo: Emitido por engano · por Admin')).toBeTruthy();
    expect(app.server.to('GET', '/api/v1/admin/certificates').length).toBeGreaterThanOrEqual(2);
  });

  it('searches by learner, course or code', async () => {
    const app = await openApp('/admin/certificates', {
      session: adminSession(),
      routes: { 'GET /api/v1/admin/certificates': () => json(page([])) },
    });
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Buscar por aluno, curso ou código' },
      FIRST_LOAD,
    );
    expect(await screen.findByText('Nenhum certificado encontrado.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'Ana' } });
    await waitFor(() =>
      expect(
        app.server.to('GET', '/api/v1/admin/certificates').some((r) => r.url.includes('search=Ana')),
      ).toBe(true),
    );
  });

  it('says so when the user may not manage certificates', async () => {
    await openApp('/admin/certificates', {
      routes: {
        'GET /api/v1/admin/certificates': () => apiError(403, 'common.forbidden', 'Você não tem permissão.'),
      },
    });
    expect(await screen.findByText('Você não tem permissão.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
