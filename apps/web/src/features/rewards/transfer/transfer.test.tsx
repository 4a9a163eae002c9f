import type { PointsTransfer, PointsTransferForm } from '@elevar/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type Handler, json, makeLoginParams, makeSession } from '../../../test/fakeServer.ts';
import { makeProfile } from '../../../test/profile.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';
import { seller } from '../test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FORM: PointsTransferForm = { available_points: 1200, document: '39053344705', transfers: [] };
const SENT: PointsTransfer = {
  id: 9,
  document: '39053344705',
  points: 1200,
  status: 'sent',
  refusal: null,
  expires_at: '2027-11-27T12:00:00.000Z',
  created_at: '2026-11-27T12:00:00.000Z',
};

async function open(routes: Record<string, Handler>) {
  installFakeSockets();
  setViewport(false);
  return openApp('/profile/transfer', {
    session: seller(),
    routes: { 'GET /api/v1/profile': () => json(makeProfile()), ...routes },
  });
}

describe('profile section: points transfer', { timeout: 20_000 }, () => {
  it('sends every available point after a confirmation and says they must be redeemed within 12 months', async () => {
    let form = FORM;
    const app = await open({
      'GET /api/v1/rewards/transfers': () => json(form),
      'POST /api/v1/rewards/transfers': () => {
        form = { available_points: 0, document: FORM.document, transfers: [SENT] };
        return json(SENT, 201);
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Transferência de pontos' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(await screen.findByText('1.200 pontos')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /CPF no programa parceiro/ }) as HTMLInputElement;
    expect(field.value).toBe('390.533.447-05');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pontos' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Enviar 1\.200 pontos ao programa parceiro para o CPF 390\.533\.447-05/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    expect(
      await screen.findByText('Pontos enviados! Eles devem ser resgatados em até 12 meses.'),
    ).toBeTruthy();
    const [sent] = app.server.to('POST', '/api/v1/rewards/transfers');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^transfer-[0-9a-f]{32}$/);
    expect(await sent?.json()).toEqual({ document: '39053344705' });
    expect(await screen.findByText('Você não tem pontos para enviar.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Seus envios' });
    expect(within(within(history).getByRole('listitem')).getByText('Enviado')).toBeTruthy();
  });

  it('shows SPEC §8’s refusal as the server says it, and checks the CPF before sending', async () => {
    const app = await open({
      'GET /api/v1/rewards/transfers': () => json(FORM),
      'POST /api/v1/rewards/transfers': () =>
        json(
          {
            error: {
              code: 'transfer.document_used',
              message: 'Este documento já foi utilizado para enviar pontos.',
            },
          },
          409,
        ),
    });
    const field = await screen.findByRole('textbox', { name: /CPF no programa parceiro/ }, FIRST_LOAD);
    fireEvent.change(field, { target: { value: '123.456.789-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pontos' }));
    expect(await screen.findByText('Informe um CPF válido.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/rewards/transfers')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '39053344705' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pontos' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar envio' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Este documento já foi utilizado para enviar pontos.',
    );
  });
});

describe('/tigre-juntos-somos-mais', () => {
  it('explains the partner programme signed out: who may transfer and how to start', async () => {
    const server = fakeFetch({ 'GET /api/v1/login-params': () => json(makeLoginParams()) });
    const app = await createTestApp({ path: '/tigre-juntos-somos-mais', server });
    renderApp(app.services, app.router);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tigre Juntos Somos Mais' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Quem pode transferir' })).toBeTruthy();
    expect(screen.getByText('Os pontos transferidos devem ser resgatados em até 12 meses.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar para transferir' }).getAttribute('href')).toBe('/');
  });
});

describe('/admin/reward-transfers', { timeout: 20_000 }, () => {
  it('lists the pending transfers oldest first with how long each has waited and the calls tried', async () => {
    setViewport(false);
    installFakeSockets();
    const base = makeSession();
    const session = makeSession({
      user: { ...base.user, role: 'program_admin' },
      language: { id: 1, code: 'pt-BR' },
    });
    const app = await openApp('/admin/reward-transfers', {
      session,
      routes: {
        'GET /api/v1/admin/rewards/transfers': () =>
          json(
            page([
              {
                id: 41,
                user: { id: 7, name: 'Joana Tavares', username: 'joana.br' },
                document: '39053344705',
                points: 1200,
                status: 'pending',
                attempts: 2,
                last_error: 'partner time-out',
                created_at: '2026-11-27T09:00:00.000Z',
                settled_at: null,
                age_seconds: 3 * 3600 + 120,
              },
            ]),
          ),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transferências de pontos' }, FIRST_LOAD),
    ).toBeTruthy();
    const row = await screen.findByRole('row', { name: /#41/ });
    expect(within(row).getByText('Joana Tavares')).toBeTruthy();
    expect(within(row).getByText('3 h')).toBeTruthy();
    expect(within(row).getByText('Tentativas sem resposta: 2 · partner time-out')).toBeTruthy();
    const [request] = app.server.to('GET', '/api/v1/admin/rewards/transfers');
    expect(new URL(request?.url ?? '', 'http://x').searchParams.get('status')).toBe('pending');
  });
});
