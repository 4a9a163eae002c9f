import type { Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';
import { setViewport } from '../../../test/viewport.ts';
import type { OutboxEntry, ReviewAccount } from './api.ts';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
const FIRST_LOAD = { timeout: 5000 };

function reviewer(overrides: Partial<Session['user']> = {}): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin', ...overrides } });
}

function account(overrides: Partial<ReviewAccount> = {}): ReviewAccount {
  return {
    id: 7,
    username: 'nina',
    full_name: 'Nina Nova',
    email: 'nina@example.com',
    document: '52998224725',
    phone_mobile: '+5511912345678',
    country: 'BR',
    variant: 'pop_trade',
    role: 'salesperson',
    status: 'awaiting_approval',
    fields: [
      { name: 'branch', label: null, type: null, value: 'Centro' },
      { name: 'dynamic.adult', label: 'Maior de idade', type: 'checkbox', value: true },
    ],
    created_at: '2026-03-02T12:00:00Z',
    ...overrides,
  };
}

function page<T>(results: T[], count = results.length) {
  return { count, page: 1, page_size: 20, results };
}

async function open(path: string, routes: Record<string, Handler>, session: Session = reviewer()) {
  const server = fakeFetch({ 'GET /api/v1/session': () => json(session), ...routes });
  const app = await createTestApp({
    path,
    state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('accounts awaiting approval', () => {
  it('lists them in a table and approves one after confirmation', async () => {
    setViewport(false);
    let approved = false;
    const app = await open('/admin/accounts', {
      'GET /api/v1/admin/accounts': () => json(page(approved ? [] : [account()])),
      'POST /api/v1/admin/accounts/7/approve': () => {
        approved = true;
        return json({ ok: true });
      },
    });

    const table = await screen.findByRole('table', {}, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Nina Nova/ });
    expect(within(row).getByText('nina@example.com')).toBeTruthy();
    expect(within(row).getByText('Pop Trade')).toBeTruthy();
    expect(within(row).getByText('Filial')).toBeTruthy();
    expect(within(row).getByText('Centro')).toBeTruthy();
    const query = new URL(app.server.to('GET', '/api/v1/admin/accounts')[0]?.url ?? '').searchParams;
    expect(query.get('status')).toBe('awaiting_approval');

    fireEvent.click(within(row).getByRole('button', { name: 'Aprovar o cadastro de Nina Nova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar cadastro?' });
    expect(app.server.to('POST', '/api/v1/admin/accounts/7/approve')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    expect(await screen.findByText('Cadastro de Nina Nova aprovado.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/accounts/7/approve')).toHaveLength(1);
    expect(await screen.findByText('Nenhum cadastro encontrado.')).toBeTruthy();
  });

  it("names the country, the registration's fields and the chosen options in the reviewer's language", async () => {
    setViewport(false);
    const fields: ReviewAccount['fields'] = [
      { name: 'store_nickname', label: null, type: null, value: 'Loja 1' },
      {
        name: 'dynamic.how_did_you_hear',
        label: 'How did you hear about us?',
        type: 'select',
        value: 'In a store',
      },
      { name: 'dynamic.since', label: 'Since', type: 'date', value: '2024-03-09' },
    ];
    const server = fakeFetch({
      'GET /api/v1/session': () => json(reviewer()),
      'GET /api/v1/admin/accounts': () => json(page([account({ country: 'MX', fields })])),
    });
    const app = await createTestApp({
      path: '/admin/accounts',
      state: { common: { tokens, session: reviewer(), language: 'en-US', redirect: null } },
      server,
    });
    renderApp(app.services, app.router);

    const row = within(await screen.findByRole('table', {}, FIRST_LOAD)).getByRole('row', {
      name: /Nina Nova/,
    });
    expect(within(row).getByText('Mexico')).toBeTruthy();
    const terms = within(row)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Store nickname', 'How did you hear about us?', 'Since']);
    expect(within(row).getByText('In a store')).toBeTruthy();
    // SPEC §9: month-day-year in English
    expect(within(row).getByText('03-09-2024')).toBeTruthy();
    expect(within(row).queryByText(/dynamic\./)).toBeNull();
  });

  it('rejects with the optional reason typed in the dialog', async () => {
    setViewport(false);
    const app = await open('/admin/accounts', {
      'GET /api/v1/admin/accounts': () => json(page([account()])),
      'POST /api/v1/admin/accounts/7/reject': () => json({ ok: true }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Rejeitar o cadastro de Nina Nova' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar cadastro?' });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Documento ilegível' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));

    expect(await screen.findByText('Cadastro de Nina Nova rejeitado.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/accounts/7/reject')[0]?.json()).toEqual({
      reason: 'Documento ilegível',
    });
  });

  it('shows the server message when someone else reviewed it first, and refreshes the list', async () => {
    setViewport(false);
    const app = await open('/admin/accounts', {
      'GET /api/v1/admin/accounts': () => json(page([account()])),
      'POST /api/v1/admin/accounts/7/approve': () =>
        apiError(409, 'account.not_awaiting_approval', 'Este cadastro já foi analisado.'),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Aprovar o cadastro de Nina Nova' }, FIRST_LOAD),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar cadastro?' })).getByRole('button', {
        name: 'Aprovar',
      }),
    );

    expect(await screen.findByText('Este cadastro já foi analisado.')).toBeTruthy();
    await waitFor(() => expect(app.server.to('GET', '/api/v1/admin/accounts').length).toBe(2));
    expect(
      (screen.getByRole('button', { name: 'Aprovar o cadastro de Nina Nova' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('searches and filters by status through the URL', async () => {
    setViewport(false);
    const app = await open('/admin/accounts', {
      'GET /api/v1/admin/accounts': () => json(page([account()])),
    });
    await screen.findByRole('table', {}, FIRST_LOAD);

    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'rejected' } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?status=rejected'));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'nina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => {
      const last = new URL(app.server.to('GET', '/api/v1/admin/accounts').at(-1)?.url ?? '').searchParams;
      expect([last.get('status'), last.get('search'), last.get('page')]).toEqual(['rejected', 'nina', '1']);
    });
  });

  it('shows one card per account on mobile', async () => {
    setViewport(true);
    await open('/admin/accounts', { 'GET /api/v1/admin/accounts': () => json(page([account()])) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nina Nova' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aprovar o cadastro de Nina Nova' })).toBeTruthy();
  });

  it('tells a user without permission that access is not allowed', async () => {
    setViewport(false);
    await open(
      '/admin/accounts',
      {
        'GET /api/v1/admin/accounts': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      makeSession(),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByLabelText('Situação')).toBeNull();
    const home = screen.getByRole('link', { name: 'Voltar para o início' });
    expect(home.getAttribute('href')).toBe('/home');
  });
});

describe('outbox', () => {
  const message = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
    id: 1,
    channel: 'email',
    recipient: 'nina@example.com',
    subject: 'Recuperação de senha',
    body: 'Olá, Nina.\n\nPara criar uma nova senha, acesse https://app.test/recover-password/nina/MQ/tok-123',
    template: 'password_recovery',
    status: 'stored',
    created_at: '2026-03-02T12:00:00Z',
    ...overrides,
  });

  it('filters by channel and opens a message to read its body', async () => {
    setViewport(false);
    const app = await open('/admin/outbox', {
      'GET /api/v1/admin/outbox': (request) => {
        const channel = new URL(request.url).searchParams.get('channel');
        return json(
          page(
            channel === 'sms'
              ? [
                  message({
                    id: 2,
                    channel: 'sms',
                    recipient: '+5511912345678',
                    subject: null,
                    body: 'Seu código: 481516',
                    template: 'phone_code',
                  }),
                ]
              : [message()],
          ),
        );
      },
    });

    const control = await screen.findByRole('button', { name: /nina@example.com/ }, FIRST_LOAD);
    expect(control.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    const link = await screen.findByRole('link', { name: /app\.test\/recover-password/ });
    expect(link.getAttribute('href')).toBe('https://app.test/recover-password/nina/MQ/tok-123');

    fireEvent.change(screen.getByLabelText('Canal'), { target: { value: 'sms' } });
    const sms = await screen.findByRole('button', { name: /\+5511912345678/ });
    fireEvent.click(sms);
    expect(await screen.findByText('Seu código: 481516')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?channel=sms');
    const last = new URL(app.server.to('GET', '/api/v1/admin/outbox').at(-1)?.url ?? '').searchParams;
    expect(last.get('channel')).toBe('sms');
  });

  it('searches by recipient', async () => {
    setViewport(false);
    const app = await open('/admin/outbox', { 'GET /api/v1/admin/outbox': () => json(page([])) });
    expect(await screen.findByText('Nenhuma mensagem encontrada.', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Destinatário'), { target: { value: 'nina@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(
        new URL(app.server.to('GET', '/api/v1/admin/outbox').at(-1)?.url ?? '').searchParams.get('recipient'),
      ).toBe('nina@'),
    );
  });
});

describe('staff menu entries', () => {
  async function menuLinks(session: Session) {
    setViewport(false);
    await open('/home', {}, session);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    return within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  }

  it('are shown to account reviewers', async () => {
    expect(await menuLinks(reviewer({ role: 'support' }))).toEqual(
      expect.arrayContaining([
        ['Cadastros pendentes', '/admin/accounts'],
        ['Caixa de saída', '/admin/outbox'],
      ]),
    );
  });

  it('are shown to superusers whatever their role', async () => {
    const links = await menuLinks(reviewer({ role: 'learner', is_superuser: true }));
    expect(links.map(([label]) => label)).toContain('Cadastros pendentes');
  });

  it('are not shown to other users', async () => {
    const links = await menuLinks(reviewer({ role: 'instructor' }));
    expect(links.map(([label]) => label)).not.toContain('Cadastros pendentes');
    expect(links.map(([label]) => label)).not.toContain('Caixa de saída');
  });
});
