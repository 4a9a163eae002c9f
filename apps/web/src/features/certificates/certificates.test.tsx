import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The signed-in shell opens its realtime socket: waited for, so no connection outlives the test. */
const socketOpened = () => waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));

import { json } from '../../test/fakeServer.ts';
import { makeProfile } from '../../test/profile.ts';
import { FakeSocket, FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../test/signedInApp.ts';
import { CODE, makeCertificate } from './test/fixtures.ts';

beforeEach(() => {
  installFakeSockets();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('profile section "certificates"', () => {
  it('lists the learner’s certificates with their facts and downloads the PDF', async () => {
    setViewport(false);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    // the browser's download: a click on a link to the blob (happy-dom would navigate the page to it)
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = await openApp('/profile/certificates', {
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/certificates': () => json({ results: [makeCertificate()] }),
        'GET /api/v1/certificates/5/pdf': () =>
          new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="certificate-${CODE}.pdf"`,
            },
          }),
        'GET /api/v1/certificates/5/credential': () =>
          new Response('eyJhbGciOiJFZERTQSJ9.e30.c2ln', {
            headers: {
              'content-type': 'application/vc+jwt',
              'content-disposition': `attachment; filename="certificate-${CODE}.jwt"`,
            },
          }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Atendimento ao cliente' }, FIRST_LOAD);
    expect(within(card).getByText('Academia Elevar')).toBeTruthy();
    expect(
      within(card).getByText(/Concluído em 20 de novembro de 2026 · Nota: 92,5 · Carga horária: 4 h/),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Página de verificação' }).getAttribute('href')).toBe(
      `/certificates/verify/${CODE}`,
    );
    fireEvent.click(
      within(card).getByRole('button', { name: 'Baixar o certificado de Atendimento ao cliente (PDF)' }),
    );
    await waitFor(() => expect(app.server.to('GET', '/api/v1/certificates/5/pdf')).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalled();
    fireEvent.click(
      within(card).getByRole('button', {
        name: 'Baixar a credencial digital de Atendimento ao cliente (Open Badges 3.0, assinada)',
      }),
    );
    await waitFor(() => expect(app.server.to('GET', '/api/v1/certificates/5/credential')).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    await socketOpened();
  });

  it('shows a revoked certificate as revoked', async () => {
    setViewport(false);
    await openApp('/profile/certificates', {
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/certificates': () =>
          json({ results: [makeCertificate({ revoked_at: '2026-11-25T10:00:00.000Z' })] }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Atendimento ao cliente' }, FIRST_LOAD);
    expect(within(card).getByText('Revogado em 25 de novembro de 2026')).toBeTruthy();
    await socketOpened();
  });

  it('says when there is no certificate yet', async () => {
    setViewport(false);
    await openApp('/profile/certificates', {
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/certificates': () => json({ results: [] }),
      },
    });
    expect(await screen.findByText(/Você ainda não tem certificados/, {}, FIRST_LOAD)).toBeTruthy();
    await socketOpened();
  });
});
