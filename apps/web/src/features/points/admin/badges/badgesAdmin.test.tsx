import type { AdminBadge, Campaign, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../../test/signedInApp.ts';

const Q4: Campaign = {
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-15',
  is_active: true,
};

function session(user: Partial<Session['user']> = {}): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin', ...user }, campaigns: [Q4] });
}

function badge(overrides: Partial<AdminBadge> = {}): AdminBadge {
  return {
    id: 7,
    code: 'five-sales',
    names: { 'pt-BR': 'Cinco vendas', 'en-US': 'Five sales' },
    descriptions: {},
    label_key: null,
    icon: 'trophy',
    rule: 'entry_count',
    threshold: 5,
    point_kind: 'sale',
    campaign_id: null,
    active: true,
    position: 1,
    earned_count: 0,
    created_at: '2026-11-01T12:00:00Z',
    ...overrides,
  };
}

const EARNED = badge({
  id: 8,
  code: 'first-sale',
  names: { 'pt-BR': 'Primeira venda' },
  icon: 'receipt',
  rule: 'first_entry',
  threshold: 1,
  earned_count: 12,
});
const XP = badge({
  id: 9,
  code: 'xp-q4',
  names: { 'pt-BR': 'Mil pontos' },
  icon: 'star',
  rule: 'campaign_experience',
  threshold: 1000,
  point_kind: null,
  campaign_id: 4,
  active: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(routes: Record<string, Handler>, signedIn = session(), mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp('/admin/badges', { session: signedIn, routes });
}

async function table() {
  return screen.findByRole('table', { name: /^Medalhas: \d+$/ }, FIRST_LOAD);
}

describe('badges (programme administrators)', () => {
  it('lists each badge with its name, rule in words, earned count and whether it is active', async () => {
    await open({ 'GET /api/v1/admin/badges': () => json(page([badge(), EARNED, XP])) });
    const list = await table();
    const five = within(list).getByRole('row', { name: /Cinco vendas/ });
    expect(within(five).getByText('5 vendas aprovadas')).toBeTruthy();
    expect(within(five).getByRole('switch', { name: 'Medalha Cinco vendas ativa' })).toHaveProperty(
      'checked',
      true,
    );
    const earned = within(list).getByRole('row', { name: /Primeira venda/ });
    expect(within(earned).getByText('Primeira venda aprovada')).toBeTruthy();
    expect(within(earned).getByText('12')).toBeTruthy();
    const xp = within(list).getByRole('row', { name: /Mil pontos/ });
    expect(within(xp).getByText('1.000 pontos de experiência na campanha Q4 2026')).toBeTruthy();
    expect(within(xp).getByText('Inativa')).toBeTruthy();
    expect(within(xp).getByRole('switch', { name: 'Medalha Mil pontos ativa' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('creates a badge from the dialog after checking it, and shows it in the list', async () => {
    let badges = [EARNED];
    const app = await open({
      'GET /api/v1/admin/badges': () => json(page(badges)),
      'POST /api/v1/admin/badges': async (request) => {
        const body = await request.json();
        badges = [
          ...badges,
          badge({ id: 20, code: body.code, names: body.names, threshold: body.threshold }),
        ];
        return json(badges.at(-1), 201);
      },
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Nova medalha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova medalha' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar medalha' }));
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(4);
    expect(app.server.to('POST', '/api/v1/admin/badges')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Código/), { target: { value: 'Dez Vendas' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nome — Português/), { target: { value: 'Dez vendas' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nome — Inglês/), { target: { value: ' Ten sales ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Tipo de lançamento/ }), {
      target: { value: 'sale' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Quantidade/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Troféu' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar medalha' }));
    expect(
      await within(dialog).findByText('Use de 1 a 64 letras minúsculas, números e hífens.'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Código/), { target: { value: 'ten-sales' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar medalha' }));
    expect(await screen.findByText('Medalha Dez vendas criada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/badges')[0]?.json()).toEqual({
      code: 'ten-sales',
      names: { 'pt-BR': 'Dez vendas', 'en-US': 'Ten sales', 'es-ES': '', 'fr-FR': '' },
      descriptions: { 'pt-BR': '', 'en-US': '', 'es-ES': '', 'fr-FR': '' },
      icon: 'trophy',
      rule: 'entry_count',
      threshold: 10,
      point_kind: 'sale',
      campaign_id: null,
      active: true,
    });
    expect(await within(await table()).findByRole('row', { name: /Dez vendas/ })).toBeTruthy();
  });

  it('lists and creates badges for trails finished, which count no entry kind', async () => {
    const TRAILS = badge({
      id: 10,
      code: 'trail-blazer',
      names: { 'pt-BR': 'Trilheiro' },
      rule: 'trails_finished',
      threshold: 1,
      point_kind: null,
    });
    let badges = [TRAILS];
    const app = await open({
      'GET /api/v1/admin/badges': () => json(page(badges)),
      'POST /api/v1/admin/badges': async (request) => {
        const body = await request.json();
        badges = [...badges, badge({ id: 21, ...body, names: body.names })];
        return json(badges.at(-1), 201);
      },
    });
    const list = await table();
    const blazer = within(list).getByRole('row', { name: /Trilheiro/ });
    expect(within(blazer).getByText('Primeira trilha concluída')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nova medalha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova medalha' });
    fireEvent.change(within(dialog).getByLabelText(/^Código/), { target: { value: 'three-trails' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nome — Português/), {
      target: { value: 'Três trilhas' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Tipo de lançamento/ }), {
      target: { value: 'sale' },
    });
    const rule = within(dialog).getByRole('combobox', { name: 'Regra' });
    expect(within(rule).getByRole('option', { name: 'Trilhas concluídas' })).toBeTruthy();
    fireEvent.change(rule, { target: { value: 'trails_finished' } });
    expect(within(dialog).queryByRole('combobox', { name: /Tipo de lançamento/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Campanha/ })).toBeNull();
    expect(
      within(dialog).getByText('Quantas trilhas do programa concluídas, valendo pontos ou não.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Quantidade/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar medalha' }));
    expect(await screen.findByText('Medalha Três trilhas criada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/badges')[0]?.json()).toMatchObject({
      code: 'three-trails',
      rule: 'trails_finished',
      threshold: 3,
      point_kind: null,
      campaign_id: null,
    });
    const three = await within(await table()).findByRole('row', { name: /Três trilhas/ });
    expect(within(three).getByText('3 trilhas concluídas')).toBeTruthy();
  });

  it('shows the server’s answer at the code when the code is taken', async () => {
    await open({
      'GET /api/v1/admin/badges': () => json(page([])),
      'POST /api/v1/admin/badges': () =>
        apiError(409, 'badge.code_taken', 'Já existe uma medalha com este código neste programa.'),
    });
    expect(await screen.findByText(/Este programa ainda não tem medalhas/, {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova medalha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova medalha' });
    fireEvent.change(within(dialog).getByLabelText(/^Código/), { target: { value: 'first-sale' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nome — Português/), { target: { value: 'Outra' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Regra' }), {
      target: { value: 'first_entry' },
    });
    expect(within(dialog).queryByLabelText(/^Quantidade/)).toBeNull();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Tipo de lançamento/ }), {
      target: { value: 'sale' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar medalha' }));
    const code = within(dialog).getByLabelText(/^Código/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Já existe uma medalha com este código neste programa.')).toBeTruthy();
    expect(document.activeElement).toBe(code);
  });

  it('keeps the rule of an earned badge locked, says why, and saves its new name', async () => {
    const app = await open({
      'GET /api/v1/admin/badges': () => json(page([EARNED])),
      'PATCH /api/v1/admin/badges/8': async (request) =>
        json({ ...EARNED, names: (await request.json()).names }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Editar a medalha Primeira venda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar medalha' });
    const rule = within(dialog).getByRole('combobox', { name: 'Regra' });
    const kind = within(dialog).getByRole('combobox', { name: /Tipo de lançamento/ });
    expect(rule).toHaveProperty('disabled', true);
    expect(kind).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText(/^Código/)).toHaveProperty('disabled', true);
    const group = within(dialog).getByRole('group', { name: 'Como é conquistada' });
    const reason = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/já foi conquistada por 12 usuário\(s\): a regra/);

    fireEvent.change(within(dialog).getByLabelText(/^Nome — Português/), {
      target: { value: 'Primeira venda!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Medalha Primeira venda! salva.')).toBeTruthy();
    expect(await app.server.to('PATCH', '/api/v1/admin/badges/8')[0]?.json()).toMatchObject({
      names: { 'pt-BR': 'Primeira venda!' },
      icon: 'receipt',
      rule: 'first_entry',
      threshold: 1,
      point_kind: 'sale',
      campaign_id: null,
      position: 1,
    });
  });

  it('deactivates only after confirming, telling that earners keep the badge', async () => {
    let active = true;
    const app = await open({
      'GET /api/v1/admin/badges': () => json(page([{ ...EARNED, active }])),
      'POST /api/v1/admin/badges/8/deactivate': () => {
        active = false;
        return json({ ...EARNED, active });
      },
    });
    const list = await table();
    fireEvent.click(within(list).getByRole('switch', { name: 'Medalha Primeira venda ativa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar medalha?' });
    expect(
      within(dialog).getByText(
        'A medalha Primeira venda deixará de ser concedida. Quem já a conquistou (12) continua com ela.',
      ),
    ).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/badges/8/deactivate')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Medalha Primeira venda desativada.')).toBeTruthy();
    await waitFor(() =>
      expect(within(list).getByRole('switch', { name: 'Medalha Primeira venda ativa' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });

  it('shows a failed load with a retry, and one card per badge on mobile', async () => {
    let fail = true;
    await open(
      {
        'GET /api/v1/admin/badges': () =>
          fail
            ? apiError(500, 'common.unexpected', 'Ocorreu um erro inesperado.')
            : json(page([badge(), XP])),
      },
      session(),
      true,
    );
    expect(await screen.findByText('Ocorreu um erro inesperado.', {}, FIRST_LOAD)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const cards = await screen.findByRole('region', { name: 'Medalhas: 2' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText('5 vendas aprovadas')).toBeTruthy();
  });

  it('answers a non-administrator who opens the screen with the forbidden message', async () => {
    await open(
      {
        'GET /api/v1/admin/badges': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session({ role: 'learner' }),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' }, FIRST_LOAD)).toBeTruthy();
  });
});

describe('the menu entry', () => {
  async function menuLinks(signedIn: Session) {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { session: signedIn });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  }

  it('sits right after the level changes for programme administrators', async () => {
    const links = await menuLinks(session());
    expect(links.indexOf('Gestão de medalhas')).toBe(links.indexOf('Mudanças de nível') + 1);
  });

  it('is there for a superuser of any role', async () => {
    expect(await menuLinks(session({ role: 'learner', is_superuser: true }))).toContain('Gestão de medalhas');
  });

  it.each(['learner', 'auditor'] as const)('is not there for %s', async (role) => {
    expect(await menuLinks(session({ role }))).not.toContain('Gestão de medalhas');
  });
});
