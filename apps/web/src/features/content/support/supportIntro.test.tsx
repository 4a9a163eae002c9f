import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';

// The introductions of /support and /contact-us (docs/content.md "Support"): the client's own text, else the
// platform's, the form below either way.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the support screens’ introduction', { timeout: 40_000 }, () => {
  it('shows the client’s text for /support in the version the server chose, above the form', async () => {
    setViewport(false);
    installFakeSockets();
    const app = await openApp('/support', {
      routes: {
        'GET /api/v1/pages/support': () =>
          json({
            slug: 'support',
            language: 'en-US',
            title: 'Academy support',
            body: '<p>Tell us <strong>which course</strong>.</p>',
            updated_at: '2026-12-05T12:00:00.000Z',
          }),
      },
    });
    const intro = await screen.findByRole('region', { name: 'Academy support' }, FIRST_LOAD);
    expect(intro.getAttribute('lang')).toBe('en-US');
    expect(within(intro).getByText('which course').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Suporte' })).toBeTruthy();
    // the form stays below it
    const form = screen.getByRole('button', { name: 'Enviar' });
    expect(intro.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(app.server.to('GET', '/api/v1/pages/support')).toHaveLength(1);
  });

  it('shows the platform’s text on /contact-us when the client wrote none, and when the read fails', async () => {
    setViewport(true);
    installFakeSockets();
    const app = await openApp('/contact-us', {
      routes: {
        'GET /api/v1/pages/contact-us': () => apiError(404, 'common.not_found', 'Not found'),
        'GET /api/v1/pages/support': () => apiError(500, 'common.unexpected', 'Erro'),
      },
    });
    expect(
      await screen.findByText(
        'Quer falar com a equipe do programa? Envie a sua mensagem pelo formulário abaixo: respondemos em até 7 dias úteis.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeTruthy();
    await app.router.navigate('/support');
    expect(
      await screen.findByText(
        /Escreva para a equipe de suporte pelo formulário abaixo/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
