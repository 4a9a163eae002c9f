import type { StaffReward, StaffRewardCatalogue } from '@elevar/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';
import { storeOperator } from '../test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CAMERA: StaffReward = {
  id: 31,
  name: 'Câmera instantânea',
  names: {
    'pt-BR': 'Câmera instantânea',
    'en-US': 'Instant camera',
    'es-ES': 'Cámara instantánea',
    'fr-FR': 'Appareil photo instantané',
  },
  descriptions: {
    'pt-BR': 'Fotos na hora',
    'en-US': 'Photos at once',
    'es-ES': 'Fotos al momento',
    'fr-FR': 'Photos tout de suite',
  },
  delivery_notes: { 'pt-BR': 'Entrega em 30 dias' },
  price: 900,
  active: true,
  department: { id: 1, name: 'Eletrônicos' },
  category: { id: 5, name: 'Acessórios', max_per_user: null },
  image_url: null,
  redemptions: 3,
  stock: [
    { country_id: 2, country_code: 'AR', stock: 2 },
    { country_id: 1, country_code: 'BR', stock: 4 },
  ],
};
const CATALOGUE: StaffRewardCatalogue = {
  count: 1,
  page: 1,
  page_size: 20,
  results: [CAMERA],
  countries: [
    { id: 2, code: 'AR' },
    { id: 1, code: 'BR' },
  ],
  categories: [
    { id: 5, name: 'Acessórios', max_per_user: null },
    { id: 6, name: 'Vale-presente', max_per_user: 2 },
  ],
};

async function open() {
  installFakeSockets();
  setViewport(false);
  return openApp('/admin/reward-catalogue', {
    session: storeOperator(),
    routes: {
      'GET /api/v1/admin/rewards/catalogue': () => json(CATALOGUE),
      'GET /api/v1/admin/rewards/departments': () => json({ results: [] }),
      'GET /api/v1/admin/rewards/categories': () => json({ results: [] }),
      'GET /api/v1/admin/rewards/required-courses': () => json({ results: [] }),
      'GET /api/v1/admin/rewards/course-options': () => json({ results: [] }),
      'PUT /api/v1/admin/rewards/catalogue/31/stock': () => json(CAMERA),
      'PUT /api/v1/admin/rewards/catalogue/31/active': () => json({ ...CAMERA, active: false }),
      'POST /api/v1/admin/rewards/catalogue/31/image': () =>
        json({ ...CAMERA, image_url: '/api/v1/files/x?sig=y' }),
      'PUT /api/v1/admin/rewards/categories/6/maximum': () =>
        json({ id: 6, name: 'Vale-presente', max_per_user: 3 }),
    },
  });
}

describe('/admin/reward-catalogue', { timeout: 40_000 }, () => {
  it('lists each reward with its stock by country and sets where it is offered', async () => {
    const app = await open();
    const row = (await screen.findByRole('rowheader', { name: 'Câmera instantânea' }, FIRST_LOAD)).closest(
      'tr',
    );
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Argentina: 2 · Brasil: 4')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Editar estoque de Câmera instantânea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estoque de Câmera instantânea' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Oferecido em Argentina' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Unidades em Brasil' }), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Estoque de Câmera instantânea salvo.')).toBeTruthy();
    const [sent] = app.server.to('PUT', '/api/v1/admin/rewards/catalogue/31/stock');
    expect(await sent?.json()).toEqual({ stock: [{ country_id: 1, stock: 9 }] });
  });

  it('switches a reward off, saves a category’s maximum and a new picture', async () => {
    const app = await open();
    fireEvent.click(await screen.findByRole('switch', { name: 'Câmera instantânea ativo' }, FIRST_LOAD));
    expect(await screen.findByText('Câmera instantânea desativado.')).toBeTruthy();
    expect(await app.server.to('PUT', '/api/v1/admin/rewards/catalogue/31/active')[0]?.json()).toEqual({
      active: false,
    });
    const maximum = screen.getByRole('textbox', { name: /Máximo por pessoa em Vale-presente/ });
    fireEvent.change(maximum, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar máximo de Vale-presente' }));
    expect(await screen.findByText('Máximo de Vale-presente salvo.')).toBeTruthy();
    expect(await app.server.to('PUT', '/api/v1/admin/rewards/categories/6/maximum')[0]?.json()).toEqual({
      max_per_user: 3,
    });

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([1, 2, 3])], 'camera.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Imagem de Câmera instantânea salva.')).toBeTruthy();
    const [sent] = app.server.to('POST', '/api/v1/admin/rewards/catalogue/31/image');
    expect(((await sent?.formData())?.get('file') as File | null)?.name).toBe('camera.png');
  });
});
