import type { AdminPointRule, AdminPointsCampaign, AdminPointsTable, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';

const RUNNING: AdminPointsCampaign = {
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-15',
  is_reward_campaign: true,
  has_begun: true,
  has_ended: false,
  rule_count: 1,
};
const UPCOMING: AdminPointsCampaign = {
  id: 5,
  name: 'Q1 2027',
  begin_date: '2027-01-04',
  end_date: '2027-03-15',
  is_reward_campaign: true,
  has_begun: false,
  has_ended: false,
  rule_count: 1,
};

function rule(overrides: Partial<AdminPointRule> = {}): AdminPointRule {
  return {
    id: 31,
    campaign_id: RUNNING.id,
    code: 'sale.notebook',
    kind: 'sale',
    base_points: 120,
    descriptions: { 'pt-BR': 'Venda de notebook', 'en-US': 'Notebook sale' },
    label_key: null,
    position: 0,
    ...overrides,
  };
}

function session(role: Session['user']['role'] = 'program_admin'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

const PATH = '/api/v1/admin/points-table';

/** A fake points-table API over two campaigns whose tables the handlers can change. */
function fakeApi(extra: Record<string, Handler> = {}) {
  const tables: Record<number, AdminPointsTable> = {
    [RUNNING.id]: {
      campaign: RUNNING,
      rules: [rule()],
      thresholds: { junior: 0, intermediate: 1200, highest: 3000 },
    },
    [UPCOMING.id]: {
      campaign: UPCOMING,
      rules: [rule({ id: 41, campaign_id: UPCOMING.id, code: 'game.play', kind: 'game', base_points: 3 })],
      thresholds: { junior: 0, intermediate: null, highest: null },
    },
  };
  const routes: Record<string, Handler> = {
    [`GET ${PATH}/campaigns`]: () => json({ ...page([RUNNING, UPCOMING]), page_size: 100 }),
    [`GET ${PATH}/campaigns/${RUNNING.id}`]: () => json(tables[RUNNING.id]),
    [`GET ${PATH}/campaigns/${UPCOMING.id}`]: () => json(tables[UPCOMING.id]),
    ...extra,
  };
  return { tables, routes };
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

async function rulesTable(name: RegExp | string) {
  return screen.findByRole('table', { name }, FIRST_LOAD);
}

describe('the points table of a campaign (programme administrators)', () => {
  it('opens on the current campaign with each rule’s points at every level, and switches campaign', async () => {
    const { routes } = fakeApi();
    const app = await open('/admin/points-table', routes);

    const table = await rulesTable('Regras da campanha Q4 2026: 1');
    const row = within(table).getByRole('row', { name: /Venda de notebook/ });
    expect(within(row).getByText('sale.notebook')).toBeTruthy();
    expect(within(row).getByText('Venda')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['120', '180', '240']));
    expect(within(table).getByRole('columnheader', { name: 'Intermediário (×1,5)' })).toBeTruthy();
    expect(screen.getByText('Em andamento de 01/10/2026 a 15/12/2026.')).toBeTruthy();

    const select = screen.getByRole('combobox', { name: 'Campanha' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Q4 2026 (em andamento)',
      'Q1 2027 (não iniciada)',
    ]);
    fireEvent.change(select, { target: { value: String(UPCOMING.id) } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?campaign=5'));
    const next = await rulesTable('Regras da campanha Q1 2027: 1');
    expect(within(next).getByRole('row', { name: /game\.play/ })).toBeTruthy();
    expect(screen.queryByText('Esta campanha já começou')).toBeNull();
  });

  it('adds a rule through the dialog, checking the fields first', async () => {
    const { tables, routes } = fakeApi();
    const app = await open(`/admin/points-table?campaign=${UPCOMING.id}`, {
      ...routes,
      [`POST ${PATH}/campaigns/${UPCOMING.id}/rules`]: async (request) => {
        const body = (await request.json()) as AdminPointRule;
        const saved = rule({ ...body, id: 42, campaign_id: UPCOMING.id, position: 1 });
        tables[UPCOMING.id]?.rules.push(saved);
        return json(saved, 201);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar regra' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar regra' });

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Código/ }), {
      target: { value: 'Sale X' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar regra' }));
    expect(
      await within(dialog).findByText(
        'Use até 64 letras minúsculas, números, pontos, hífens ou sublinhados.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(2);
    expect(app.server.to('POST', `${PATH}/campaigns/${UPCOMING.id}/rules`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Código/ }), {
      target: { value: 'training.course' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo' }), {
      target: { value: 'training' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Pontos base/ }), {
      target: { value: '25' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Descrição em Português/ }), {
      target: { value: ' Curso concluído ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Descrição em English/ }), {
      target: { value: 'Course finished' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar regra' }));

    expect(await screen.findByText('Regra training.course adicionada.')).toBeTruthy();
    expect(await app.server.to('POST', `${PATH}/campaigns/${UPCOMING.id}/rules`)[0]?.json()).toEqual({
      code: 'training.course',
      kind: 'training',
      base_points: 25,
      descriptions: { 'pt-BR': 'Curso concluído', 'en-US': 'Course finished', 'es-ES': '', 'fr-FR': '' },
    });
    const table = await rulesTable('Regras da campanha Q1 2027: 2');
    expect(within(table).getByRole('row', { name: /Curso concluído/ })).toBeTruthy();
  });

  it('shows the server’s refusals in the user’s language: field details on the field, a conflict above the buttons', async () => {
    let attempt = 0;
    const { routes } = fakeApi({
      [`POST ${PATH}/campaigns/${UPCOMING.id}/rules`]: () => {
        attempt += 1;
        return attempt === 1
          ? json(
              {
                error: {
                  code: 'common.validation',
                  message: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
                  details: [
                    { field: 'descriptions.fr-FR', message: 'Seu texto tem mais que 256 caracteres' },
                  ],
                },
              },
              400,
            )
          : apiError(409, 'points.rule_code_taken', 'Já existe uma regra com este código nesta campanha.');
      },
    });
    await open(`/admin/points-table?campaign=${UPCOMING.id}`, routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar regra' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar regra' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Código/ }), {
      target: { value: 'game.play' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Pontos base/ }), {
      target: { value: '5' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Descrição em Português/ }), {
      target: { value: 'Jogo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar regra' }));
    const french = within(dialog).getByRole('textbox', { name: /^Descrição em Français/ });
    await waitFor(() => expect(french.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Seu texto tem mais que 256 caracteres')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar regra' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Já existe uma regra com este código nesta campanha.');
    expect(french.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('once the campaign has begun: values read-only with the reason, delete and thresholds locked', async () => {
    const { routes } = fakeApi({
      [`PATCH ${PATH}/rules/31`]: () => json(rule({ descriptions: { 'pt-BR': 'Venda de laptop' } })),
    });
    const app = await open('/admin/points-table', routes);
    const table = await rulesTable('Regras da campanha Q4 2026: 1');
    expect(screen.getByText('Esta campanha já começou')).toBeTruthy();
    const remove = within(table).getByRole('button', { name: 'Excluir a regra sale.notebook' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /regras não podem ser excluídas/,
    );
    const intermediate = screen.getByRole('textbox', { name: 'Intermediário' }) as HTMLInputElement;
    expect([intermediate.value, intermediate.readOnly]).toEqual(['1200', true]);
    expect((screen.getByRole('button', { name: 'Salvar limites' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Os limites de nível não podem mudar depois que a campanha começou.'),
    ).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Editar a regra sale.notebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar regra sale.notebook' });
    const code = within(dialog).getByRole('textbox', { name: /^Código/ }) as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /^Pontos base/ }) as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect(within(dialog).getAllByText('Fixo: a campanha já começou.')).toHaveLength(3);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Descrição em Português/ }), {
      target: { value: 'Venda de laptop' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar regra' }));
    expect(await screen.findByText('Regra sale.notebook salva.')).toBeTruthy();
    expect(await app.server.to('PATCH', `${PATH}/rules/31`)[0]?.json()).toEqual({
      descriptions: { 'pt-BR': 'Venda de laptop', 'en-US': 'Notebook sale', 'es-ES': '', 'fr-FR': '' },
      position: 0,
    });
  });

  it('deletes a rule only after confirmation', async () => {
    const { tables, routes } = fakeApi();
    const app = await open(`/admin/points-table?campaign=${UPCOMING.id}`, {
      ...routes,
      [`DELETE ${PATH}/rules/41`]: () => {
        const table = tables[UPCOMING.id];
        if (table) table.rules = [];
        return json({ ok: true });
      },
    });
    const table = await rulesTable('Regras da campanha Q1 2027: 1');
    fireEvent.click(within(table).getByRole('button', { name: 'Excluir a regra game.play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir regra?' });
    expect(
      within(dialog).getByText(
        'A regra game.play (Venda de notebook) será removida da tabela de pontos da campanha Q1 2027.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir regra?' })).toBeNull());
    expect(app.server.to('DELETE', `${PATH}/rules/41`)).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Excluir a regra game.play' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir regra?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText('Regra game.play excluída.')).toBeTruthy();
    expect(app.server.to('DELETE', `${PATH}/rules/41`)).toHaveLength(1);
    expect(await screen.findByText('Esta campanha ainda não tem regras.')).toBeTruthy();
  });

  it('sets thresholds before the campaign begins, highest above intermediate', async () => {
    const { routes } = fakeApi({
      [`PUT ${PATH}/campaigns/${UPCOMING.id}/thresholds`]: async (request) =>
        json({ junior: 0, ...((await request.json()) as object) }),
    });
    const app = await open(`/admin/points-table?campaign=${UPCOMING.id}`, routes);
    const intermediate = await screen.findByRole('textbox', { name: 'Intermediário' }, FIRST_LOAD);
    const highest = screen.getByRole('textbox', { name: 'Máximo' });
    fireEvent.change(intermediate, { target: { value: '900' } });
    fireEvent.change(highest, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(
      await screen.findByText('O nível Máximo precisa exigir mais experiência que o Intermediário.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(highest);

    fireEvent.change(highest, { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(await screen.findByText('Limites salvos.')).toBeTruthy();
    expect(await app.server.to('PUT', `${PATH}/campaigns/${UPCOMING.id}/thresholds`)[0]?.json()).toEqual({
      intermediate: 900,
      highest: 2500,
    });
  });

  it('shows one card per rule on mobile', async () => {
    const { routes } = fakeApi();
    await open('/admin/points-table', routes, session(), true);
    const list = await screen.findByRole('region', { name: 'Regras da campanha Q4 2026: 1' }, FIRST_LOAD);
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card as HTMLElement).getByRole('heading', { name: 'Venda de notebook' })).toBeTruthy();
  });

  it('answers a non-administrator with the forbidden message', async () => {
    await open(
      '/admin/points-table',
      {
        [`GET ${PATH}/campaigns`]: () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session('learner'),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' }, FIRST_LOAD)).toBeTruthy();
  });

  it('has a menu entry for programme administrators only', async () => {
    await open('/home', {});
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    expect(within(nav).getByRole('link', { name: 'Gestão da tabela de pontos' }).getAttribute('href')).toBe(
      '/admin/points-table',
    );
  });
});
