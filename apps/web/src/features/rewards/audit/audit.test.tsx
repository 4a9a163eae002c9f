import type { AuditPhoto, AuditSale, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';

function session(role: Session['user']['role'] = 'auditor'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

function sale(overrides: Partial<AuditSale> = {}): AuditSale {
  return {
    id: 41,
    campaign: { id: 4, name: 'Q4 2026' },
    invoice_number: '000.871.220',
    sale_date: '2026-11-08',
    chain: { id: 2, name: 'MegaInfo' },
    store: { id: 7, name: 'MegaInfo Campinas' },
    observation: null,
    status: 'under_audit',
    reason: null,
    points: 120,
    invoice_url: '/api/v1/files/abc?signature=x',
    created_at: '2026-11-21T12:00:00Z',
    lines: [
      {
        product: {
          id: 1,
          product_type: 'Notebook',
          brand: 'Dell',
          processor: 'Intel Core i5',
          generation: '13ª geração',
          form_factor: 'Tradicional',
          sku: 'DELL-INSP-I5-13',
          base_points: 120,
        },
        quantity: 1,
        points: 120,
      },
    ],
    user: { id: 30, name: 'Paulo Rocha', username: 'paulo.br' },
    country_code: 'BR',
    invoice_content_type: 'image/png',
    signals: ['duplicate_image', 'window_edge'],
    reviewed: null,
    ...overrides,
  };
}

const photo: AuditPhoto = {
  id: 9,
  campaign: { id: 4, name: 'Q4 2026' },
  store: { id: 8, name: 'Casa Digital Recife' },
  photo_type: { id: 1, name: 'Vitrine' },
  week_start: '2026-11-15',
  status: 'under_audit',
  reason: null,
  points: 20,
  image_url: '/api/v1/files/photo?signature=y',
  created_at: '2026-11-21T12:00:00Z',
  user: { id: 31, name: 'Renata Dias', username: 'renata.br' },
  country_code: 'BR',
  signals: [],
  reviewed: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, signedIn = session(), mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes });
}

const query = (request: Request | undefined) => new URL(request?.url ?? 'http://invalid').searchParams;

describe('the audit queue (auditors)', () => {
  it('shows each sale with its signals beside the invoice image, and filters by signal in the URL', async () => {
    const app = await open('/admin/rewards-audit', {
      'GET /api/v1/admin/rewards/audit/sales': () => json(page([sale()])),
    });
    const table = await screen.findByRole('table', { name: '1 vendas' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Nota 000\.871\.220/ });
    expect(within(row).getByText('Imagem repetida')).toBeTruthy();
    expect(within(row).getByText('Data no limite do prazo')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Nota fiscal 000.871.220' })).toBeTruthy();
    expect(within(row).getByText('Em auditoria')).toBeTruthy();
    expect(query(app.server.to('GET', '/api/v1/admin/rewards/audit/sales')[0]).get('status')).toBe(
      'under_audit',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Sinal de fraude' }), {
      target: { value: 'duplicate_invoice' },
    });
    await waitFor(() => expect(app.router.state.location.search).toBe('?signal=duplicate_invoice'));
    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/admin/rewards/audit/sales').at(-1)).get('signal')).toBe(
        'duplicate_invoice',
      ),
    );
  });

  it('opens on one item from the level-change evidence, whatever its state, until asked for the whole queue', async () => {
    const app = await open('/admin/rewards-audit?kind=photos&id=9', {
      'GET /api/v1/admin/rewards/audit/photos': () =>
        json(page([{ ...photo, status: 'reproved', reason: 'Borrada' }])),
    });
    expect(
      await screen.findByText('Mostrando só a foto nº 9, qualquer que seja a situação.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(query(app.server.to('GET', '/api/v1/admin/rewards/audit/photos')[0]).get('id')).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: 'Ver a fila inteira' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?kind=photos'));
    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/admin/rewards/audit/photos').at(-1)).get('id')).toBeNull(),
    );
    expect(screen.queryByText('Mostrando só a foto nº 9, qualquer que seja a situação.')).toBeNull();
  });

  it('asks for the reason before reproving, and sends it with the selected sales', async () => {
    let decided = false;
    const app = await open('/admin/rewards-audit', {
      'GET /api/v1/admin/rewards/audit/sales': () =>
        json(page(decided ? [] : [sale(), sale({ id: 42, invoice_number: '000.870.995', signals: [] })])),
      'POST /api/v1/admin/rewards/audit/sales/decisions': () => {
        decided = true;
        return json({
          results: [41, 42].map((id) => ({
            id,
            outcome: 'changed',
            status: 'reproved',
            code: null,
            message: null,
          })),
        });
      },
    });
    await screen.findByRole('table', { name: '2 vendas' }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    const bar = screen.getByRole('region', { name: 'Itens selecionados' });
    expect(within(bar).getByText('2 selecionados')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Reprovar selecionados' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reprovar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprovar e estornar os pontos' }));
    expect(await within(dialog).findByText('Escreva o motivo da reprovação.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/rewards/audit/sales/decisions')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Nota de outra loja' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprovar e estornar os pontos' }));
    expect(await screen.findByText('2 decididos.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/rewards/audit/sales/decisions')[0]?.json()).toEqual({
      decision: 'reprove',
      ids: [41, 42],
      reason: 'Nota de outra loja',
    });
    expect(await screen.findByText('Nada a auditar com estes filtros.')).toBeTruthy();
  });

  it('shows photos as cards on a phone, and says when approving a reproved one was refused', async () => {
    await open(
      '/admin/rewards-audit?kind=photos',
      {
        'GET /api/v1/admin/rewards/audit/photos': () => json(page([photo])),
        'POST /api/v1/admin/rewards/audit/photos/decisions': () =>
          json({
            results: [
              {
                id: 9,
                outcome: 'refused',
                status: 'reproved',
                code: 'rewards.audit_reproved_final',
                message: 'Este item já foi reprovado.',
              },
            ],
          }),
      },
      session(),
      true,
    );
    const card = await screen.findByRole('article', { name: /Vitrine/ }, FIRST_LOAD);
    expect(within(card).getByText('Sem sinais')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Foto Vitrine de Casa Digital Recife' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /^Aprovar Vitrine/ }));
    expect(await screen.findByText(/1 recusados: Este item já foi reprovado\./)).toBeTruthy();
  });

  it('shows a seller the forbidden message', async () => {
    await open(
      '/admin/rewards-audit',
      {
        'GET /api/v1/admin/rewards/audit/sales': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session('salesperson'),
    );
    expect(
      await screen.findByText('Não encontrado ou não possui permissão para acessar.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});
