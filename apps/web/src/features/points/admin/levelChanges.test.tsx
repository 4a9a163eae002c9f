import type { Campaign, LevelChange, LevelChangeDetail, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';

const Q3: Campaign = {
  id: 3,
  name: 'Q3 2026',
  begin_date: '2026-07-01',
  end_date: '2026-09-15',
  is_active: false,
};
const Q4: Campaign = {
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-15',
  is_active: true,
};

function session(user: Partial<Session['user']> = {}): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin', ...user }, campaigns: [Q3, Q4] });
}

function change(overrides: Partial<LevelChange> = {}): LevelChange {
  return {
    id: 12,
    user: { id: 30, username: 'rafael.br', full_name: 'Rafael Lima', country: 'BR' },
    campaign: Q4,
    from_level: 'junior',
    to_level: 'intermediate',
    status: 'pending',
    experience: 1300,
    current_experience: 1300,
    reviewed_by: null,
    reviewed_at: null,
    review_note: null,
    created_at: '2026-10-20T13:00:00Z',
    ...overrides,
  };
}

function detail(overrides: Partial<LevelChangeDetail> = {}): LevelChangeDetail {
  return {
    ...change(),
    threshold: 1200,
    evidence: page([
      {
        id: 501,
        kind: 'sale',
        amount: 120,
        experience: 120,
        multiplier: 1,
        status: 'under_audit',
        source_type: 'sale',
        source_id: 'NF-7781',
        reason: null,
        rule: { code: 'sale.notebook', description: 'Venda de notebook' },
        item: null,
        created_at: '2026-10-19T13:00:00Z',
      },
      {
        id: 500,
        kind: 'photo',
        amount: 20,
        experience: 20,
        multiplier: 1,
        status: 'credited',
        source_type: 'photo',
        source_id: '88',
        reason: 'Foto refeita',
        rule: null,
        item: {
          queue: 'photos',
          id: 88,
          label: 'Vitrine',
          store: 'MegaInfo Paulista',
          image_url: '/api/v1/files/photo-88?sig=x',
          content_type: 'image/webp',
          audit_status: 'reproved',
        },
        created_at: '2026-10-18T13:00:00Z',
      },
    ]),
    totals: [
      { kind: 'sale', status: 'credited', entries: 9, experience: 1080 },
      { kind: 'sale', status: 'under_audit', entries: 1, experience: 120 },
      { kind: 'photo', status: 'credited', entries: 5, experience: 100 },
    ],
    under_audit: 1,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, signedIn = session(), mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes });
}

function query(request: Request | undefined): URLSearchParams {
  return new URL(request?.url ?? 'http://invalid').searchParams;
}

describe('level changes (staff)', () => {
  it('lists pending changes and filters them by campaign and status, kept in the URL', async () => {
    const app = await open('/admin/level-changes', {
      'GET /api/v1/admin/level-changes': () => json(page([change()])),
    });

    const table = await screen.findByRole('table', { name: 'Mudanças encontradas: 1' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Rafael Lima/ });
    expect(within(row).getByText('De Júnior para Intermediário')).toBeTruthy();
    expect(within(row).getByText('Pendente')).toBeTruthy();
    // the server sends the country's code; the table names it in the user's language
    expect(within(row).getByText('Brasil')).toBeTruthy();
    expect(query(app.server.to('GET', '/api/v1/admin/level-changes')[0]).get('status')).toBe('pending');

    fireEvent.change(screen.getByRole('combobox', { name: 'Campanha' }), { target: { value: '3' } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?campaign=3'));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Campanha' }) as HTMLSelectElement).value).toBe('3'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'rejected' } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?campaign=3&status=rejected'));
    await waitFor(() => {
      const last = query(app.server.to('GET', '/api/v1/admin/level-changes').at(-1));
      expect([last.get('campaign_id'), last.get('status')]).toEqual(['3', 'rejected']);
    });
  });

  it('shows the user’s evidence, warns of what is still under audit and approves anyway after confirmation', async () => {
    let decided = false;
    const app = await open('/admin/level-changes?campaign=4', {
      'GET /api/v1/admin/level-changes': () => json(page(decided ? [] : [change()])),
      'GET /api/v1/admin/level-changes/12': () => json(detail()),
      'POST /api/v1/admin/level-changes/12/approve': () => {
        decided = true;
        return json(change({ status: 'approved' }));
      },
    });
    fireEvent.click(
      await screen.findByRole(
        'link',
        { name: 'Ver as evidências de Rafael Lima na campanha Q4 2026' },
        FIRST_LOAD,
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mudança de nível de Rafael Lima' }, FIRST_LOAD),
    ).toBeTruthy();
    const evidence = screen.getByRole('table', {
      name: /Lançamentos de venda, foto e cliente oculto na campanha: 2/,
    });
    const sale = within(evidence).getByRole('row', { name: /Venda NF-7781/ });
    expect(within(sale).getByText('Em auditoria')).toBeTruthy();
    // the rule's description as the reason, never its code; a written reason when there is no rule
    expect(within(sale).getByText('Venda de notebook')).toBeTruthy();
    expect(within(evidence).queryByText('sale.notebook')).toBeNull();
    // a photo (or sale) shows its type (or invoice number), store, image and audit state, linked to the audit queue
    const photo = within(evidence).getByRole('row', { name: /Foto “Vitrine”/ });
    expect(within(photo).getByText('Foto refeita')).toBeTruthy();
    expect(within(photo).getByText('Loja: MegaInfo Paulista')).toBeTruthy();
    expect(within(photo).getByText('Auditoria: reprovada')).toBeTruthy();
    expect(
      within(photo).getByRole('link', { name: 'Abrir a imagem de Foto “Vitrine”' }).getAttribute('href'),
    ).toBe('/api/v1/files/photo-88?sig=x');
    expect(
      within(photo)
        .getByRole('link', { name: 'Abrir Foto “Vitrine” na fila de auditoria' })
        .getAttribute('href'),
    ).toBe('/admin/rewards-audit?kind=photos&id=88');
    const totals = screen.getByRole('table', { name: 'Lançamentos por tipo e situação, em toda a campanha' });
    expect(within(totals).getByRole('row', { name: /Venda Creditado 9 1.080/ })).toBeTruthy();
    expect(screen.getByText('1.200')).toBeTruthy();
    expect(screen.getByText('Lançamentos que contam para este nível ainda em auditoria: 1.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aprovar a mudança de nível de Rafael Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar mudança de nível?' });
    expect(
      within(dialog).getByText(
        'Lançamentos que contam para este nível ainda em auditoria: 1. Aprovar mesmo assim?',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Rafael Lima passará ao nível Intermediário até o fim da campanha Q4 2026 e será avisado.',
      ),
    ).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/level-changes/12/approve')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar mesmo assim' }));

    expect(await screen.findByText('Mudança de nível de Rafael Lima aprovada.')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/admin/level-changes');
    expect(app.router.state.location.search).toBe('?campaign=4');
    expect(await screen.findByText('Nenhuma mudança de nível encontrada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/level-changes/12/approve')[0]?.json()).toEqual({
      acknowledge_under_audit: true,
    });
  });

  it('approves without a warning when nothing that counts is under audit', async () => {
    const audited = detail({
      under_audit: 0,
      totals: [{ kind: 'sale', status: 'credited', entries: 10, experience: 1200 }],
    });
    const app = await open('/admin/level-changes/12', {
      'GET /api/v1/admin/level-changes/12': () => json(audited),
      'POST /api/v1/admin/level-changes/12/approve': () => json(change({ status: 'approved' })),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Aprovar a mudança de nível de Rafael Lima' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar mudança de nível?' });
    expect(within(dialog).queryByText(/ainda em auditoria/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(app.server.to('POST', '/api/v1/admin/level-changes/12/approve')).toHaveLength(1),
    );
    expect(await app.server.to('POST', '/api/v1/admin/level-changes/12/approve')[0]?.json()).toEqual({});
  });

  it('rejects with the note typed in the dialog', async () => {
    const app = await open('/admin/level-changes/12', {
      'GET /api/v1/admin/level-changes': () => json(page([])),
      'GET /api/v1/admin/level-changes/12': () => json(detail()),
      'POST /api/v1/admin/level-changes/12/reject': () => json(change({ status: 'rejected' })),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Rejeitar a mudança de nível de Rafael Lima' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar mudança de nível?' });
    expect(within(dialog).getByText('Rafael Lima continuará no nível Júnior e será avisado.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Observação para o usuário/), {
      target: { value: '  Notas fiscais de outra loja.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));

    expect(await screen.findByText('Mudança de nível de Rafael Lima rejeitada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/level-changes/12/reject')[0]?.json()).toEqual({
      note: 'Notas fiscais de outra loja.',
    });
  });

  it('keeps the user on the change with the server’s message when someone else decided it first', async () => {
    let reviewed = false;
    await open('/admin/level-changes/12', {
      'GET /api/v1/admin/level-changes/12': () =>
        json(
          reviewed
            ? detail({
                status: 'approved',
                reviewed_by: { id: 1, username: 'admin', full_name: 'Alice Admin' },
                reviewed_at: '2026-10-21T10:00:00Z',
              })
            : detail(),
        ),
      'POST /api/v1/admin/level-changes/12/approve': () => {
        reviewed = true;
        return apiError(409, 'level.change_already_reviewed', 'Esta mudança de nível já foi analisada.');
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Aprovar a mudança de nível de Rafael Lima' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar mudança de nível?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar mesmo assim' }));

    expect(await screen.findByText('Esta mudança de nível já foi analisada.')).toBeTruthy();
    expect(await screen.findByText('Alice Admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar a mudança de nível de Rafael Lima' })).toBeNull();
  });

  it('shows one card per change and per evidence entry on mobile', async () => {
    await open(
      '/admin/level-changes/12',
      { 'GET /api/v1/admin/level-changes/12': () => json(detail()) },
      session(),
      true,
    );
    const list = await screen.findByRole(
      'region',
      {
        name: 'Lançamentos de venda, foto e cliente oculto na campanha: 2',
      },
      FIRST_LOAD,
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Venda · Venda NF-7781')).toBeTruthy();
    expect(within(list).getByText('Venda de notebook')).toBeTruthy();
    expect(within(list).getByText('Foto refeita')).toBeTruthy();
    expect(within(list).queryByText('sale.notebook')).toBeNull();
    expect(
      within(list)
        .getByRole('link', { name: 'Abrir Foto “Vitrine” na fila de auditoria' })
        .getAttribute('href'),
    ).toBe('/admin/rewards-audit?kind=photos&id=88');
  });

  it('answers a non-reviewer who opens the screen with the forbidden message', async () => {
    await open(
      '/admin/level-changes',
      {
        'GET /api/v1/admin/level-changes': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session({ role: 'learner' }),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' }, FIRST_LOAD)).toBeTruthy();
  });
});

describe('the menu entry', () => {
  async function menuLinks(signedIn: Session) {
    await open('/home', {}, signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  }

  it('is there for programme administrators', async () => {
    expect(await menuLinks(session())).toContain('Mudanças de nível');
  });

  it('is there for a superuser of any role', async () => {
    expect(await menuLinks(session({ role: 'learner', is_superuser: true }))).toContain('Mudanças de nível');
  });

  it.each(['learner', 'support', 'auditor'] as const)('is not there for %s', async (role) => {
    expect(await menuLinks(session({ role }))).not.toContain('Mudanças de nível');
  });
});
