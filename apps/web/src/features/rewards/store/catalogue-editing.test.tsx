import type { StaffReward, StaffRewardCatalogue } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';
import { storeOperator } from '../test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const four = (pt: string, en: string, es: string, fr: string) => ({
  'pt-BR': pt,
  'en-US': en,
  'es-ES': es,
  'fr-FR': fr,
});

const MOUSE: StaffReward = {
  id: 31,
  name: 'Mouse sem fio',
  names: four('Mouse sem fio', 'Wireless mouse', 'Ratón inalámbrico', 'Souris sans fil'),
  descriptions: four('Leve', 'Light', 'Ligero', 'Léger'),
  delivery_notes: { 'pt-BR': 'Em 30 dias' },
  price: 120,
  active: true,
  department: { id: 1, name: 'Eletrônicos' },
  category: { id: 5, name: 'Acessórios', max_per_user: null },
  image_url: null,
  redemptions: 0,
  stock: [{ country_id: 1, country_code: 'BR', stock: 4 }],
};
const CATALOGUE: StaffRewardCatalogue = {
  count: 1,
  page: 1,
  page_size: 20,
  results: [MOUSE],
  countries: [{ id: 1, code: 'BR' }],
  categories: [{ id: 5, name: 'Acessórios', max_per_user: null }],
};
const group = (id: number, name: string, position: number, rewards: number) => ({
  id,
  name,
  names: four(name, name, name, name),
  position,
  reward_count: rewards,
});
const DEPARTMENTS = { results: [group(1, 'Eletrônicos', 1, 1), group(2, 'Casa', 2, 0)] };
const CATEGORIES = { results: [{ ...group(5, 'Acessórios', 1, 1), max_per_user: null, order_count: 3 }] };

async function open(routes: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  installFakeSockets();
  setViewport(false);
  return openApp('/admin/reward-catalogue', {
    session: storeOperator(),
    routes: {
      'GET /api/v1/admin/rewards/catalogue': () => json(CATALOGUE),
      'GET /api/v1/admin/rewards/departments': () => json(DEPARTMENTS),
      'GET /api/v1/admin/rewards/categories': () => json(CATEGORIES),
      'GET /api/v1/admin/rewards/required-courses': () => json({ results: [] }),
      'GET /api/v1/admin/rewards/course-options': () =>
        json({ results: [{ id: 70, title: 'Segurança no varejo', kind: 'online_course' }] }),
      ...routes,
    },
  });
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('/admin/reward-catalogue: creating and editing rewards', { timeout: 60_000 }, () => {
  it('creates a reward: every language asked for, then sent with its price, department and category', async () => {
    const app = await open({
      'POST /api/v1/admin/rewards/catalogue': () =>
        json({ ...MOUSE, id: 40, name: 'Luminária', stock: [] }, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Novo prêmio' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Novo prêmio' });
    type(within(dialog).getByRole('textbox', { name: 'Nome em Português' }), 'Luminária');
    type(within(dialog).getByRole('textbox', { name: 'Descrição em Português' }), 'Luz de mesa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // the English tab opens on its first missing text, which takes the focus
    const english = await within(dialog).findByRole('textbox', { name: 'Nome em Inglês' });
    await waitFor(() => expect(document.activeElement).toBe(english));
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(app.server.to('POST', '/api/v1/admin/rewards/catalogue')).toHaveLength(0);

    for (const [tab, name, description] of [
      ['Inglês', 'Lamp', 'Desk light'],
      ['Espanhol', 'Lámpara', 'Luz de escritorio'],
      ['Francês', 'Lampe', 'Lampe de bureau'],
    ] as const) {
      fireEvent.click(within(dialog).getByRole('tab', { name: tab }));
      type(within(dialog).getByRole('textbox', { name: `Nome em ${tab}` }), name);
      type(within(dialog).getByRole('textbox', { name: `Descrição em ${tab}` }), description);
    }
    type(within(dialog).getByRole('textbox', { name: /Preço em pontos/ }), '350');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: 'Casa' }).length).toBeGreaterThan(0),
    );
    type(within(dialog).getByRole('combobox', { name: /Departamento/ }), '2');
    type(within(dialog).getByRole('combobox', { name: /Categoria/ }), '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Luminária criado. Defina o estoque por país para oferecê-lo na loja.'),
    ).toBeTruthy();
    const [sent] = app.server.to('POST', '/api/v1/admin/rewards/catalogue');
    expect(await sent?.json()).toEqual({
      names: four('Luminária', 'Lamp', 'Lámpara', 'Lampe'),
      descriptions: four('Luz de mesa', 'Desk light', 'Luz de escritorio', 'Lampe de bureau'),
      delivery_notes: four('', '', '', ''),
      price: 350,
      department_id: 2,
      category_id: 5,
    });
  });

  it('edits a reward from its row, showing the server’s refusal on its field', async () => {
    let refuse = true;
    const app = await open({
      'PUT /api/v1/admin/rewards/catalogue/31': () => {
        if (!refuse) return json({ ...MOUSE, price: 150 });
        refuse = false;
        const message = 'Escolha um departamento da loja.';
        return json(
          {
            error: {
              code: 'store.department_unknown',
              message,
              details: [{ field: 'department_id', message }],
            },
          },
          422,
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Mouse sem fio' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Mouse sem fio' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Nome em Português' }) as HTMLInputElement).value,
    ).toBe('Mouse sem fio');
    type(within(dialog).getByRole('textbox', { name: /Preço em pontos/ }), '150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const department = within(dialog).getByRole('combobox', { name: /Departamento/ });
    await waitFor(() => expect(department.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Escolha um departamento da loja.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Mouse sem fio salvo.')).toBeTruthy();
    const sent = app.server.to('PUT', '/api/v1/admin/rewards/catalogue/31');
    expect(await sent[1]?.json()).toMatchObject({ price: 150, department_id: 1, category_id: 5 });
  });
});

describe('/admin/reward-catalogue: departments, categories and required training', {
  timeout: 30_000,
}, () => {
  it('removes a department after a confirmation and shows why a used category cannot go', async () => {
    const app = await open({
      'DELETE /api/v1/admin/rewards/departments/2': () => json({ ok: true }),
      'DELETE /api/v1/admin/rewards/categories/5': () =>
        apiError(409, 'store.category_in_use', 'Esta categoria tem prêmios ou pedidos.'),
    });
    const departments = await screen.findByRole('region', { name: 'Departamentos' }, FIRST_LOAD);
    fireEvent.click(await within(departments).findByRole('button', { name: 'Excluir Casa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir departamento' });
    expect(within(confirm).getByText(/Só um departamento sem prêmios pode ser excluído/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Departamento excluído.')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/admin/rewards/departments/2')).toHaveLength(1);

    const categories = screen.getByRole('region', { name: 'Categorias' });
    expect(within(categories).getByRole('cell', { name: '4' })).toBeTruthy();
    fireEvent.click(within(categories).getByRole('button', { name: 'Excluir Acessórios' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir categoria' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await within(categories).findByText('Esta categoria tem prêmios ou pedidos.')).toBeTruthy();
  });

  it('adds a course found by the picker to the required training and saves the list', async () => {
    const app = await open({
      'PUT /api/v1/admin/rewards/required-courses': () =>
        json({ results: [{ id: 70, title: 'Segurança no varejo', kind: 'online_course', published: true }] }),
    });
    const section = await screen.findByRole('region', { name: 'Treinamentos obrigatórios' }, FIRST_LOAD);
    expect(await within(section).findByText('Nenhum treinamento obrigatório.')).toBeTruthy();
    type(within(section).getByRole('searchbox', { name: /Buscar cursos publicados/ }), 'seguranca');
    await waitFor(() =>
      expect(
        app.server.requests.some((request) => request.url.includes('course-options?search=seguranca')),
      ).toBe(true),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Adicionar Segurança no varejo' }));
    expect(within(section).getByRole('button', { name: 'Remover Segurança no varejo' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Salvar treinamentos' }));
    expect(await screen.findByText('Treinamentos obrigatórios salvos.')).toBeTruthy();
    expect(await app.server.to('PUT', '/api/v1/admin/rewards/required-courses')[0]?.json()).toEqual({
      course_ids: [70],
    });
  });
});
