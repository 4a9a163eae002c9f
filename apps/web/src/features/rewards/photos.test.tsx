import type { Photo, PhotoForm } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../test/signedInApp.ts';
import { campaign, seller } from './test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const Q4 = campaign({ registered: true, is_session_campaign: true });
const FORM: PhotoForm = {
  campaign: { id: 4, name: 'Q4 2026', begin_date: '2026-10-01', end_date: '2026-12-15' },
  reset_day: 0,
  level: 'junior',
  multiplier: 1,
  photo_types: [
    { id: 7, name: 'Gôndola', base_points: 30, points: 30 },
    { id: 8, name: 'Ponta de gôndola', base_points: 50, points: 50 },
  ],
  stores: [
    {
      id: 11,
      name: 'MegaInfo Paulista',
      chain: { id: 1, name: 'MegaInfo' },
      time_zone: 'America/Sao_Paulo',
      week_start: '2026-11-22',
      resets_at: '2026-11-29T03:00:00.000Z',
      sent_type_ids: [7],
    },
  ],
};
const PHOTO: Photo = {
  id: 70,
  campaign: { id: 4, name: 'Q4 2026' },
  store: { id: 11, name: 'MegaInfo Paulista' },
  photo_type: { id: 7, name: 'Gôndola' },
  week_start: '2026-11-15',
  status: 'reproved',
  reason: 'A foto não mostra a loja.',
  points: 30,
  image_url: '/api/v1/files/abc?sig=x',
  created_at: '2026-11-18T15:00:00.000Z',
};

const baseRoutes = (photos: Photo[] = []): Record<string, Handler> => ({
  'GET /api/v1/rewards/campaigns': () => json({ active: [Q4], previous: [] }),
  'GET /api/v1/rewards/campaigns/4/photo-form': () => json(FORM),
  'GET /api/v1/rewards/photos': () => json({ count: photos.length, page: 1, page_size: 10, results: photos }),
});

async function open(routes: Record<string, Handler>) {
  installFakeSockets();
  return openApp('/upload-photos', { session: seller(), routes });
}

describe('/upload-photos', { timeout: 20_000 }, () => {
  it('lists the user’s photos with their status, the reason of a reproval and their points', async () => {
    setViewport(true);
    await open(baseRoutes([PHOTO]));
    const mine = await screen.findByRole('region', { name: 'Minhas fotos' }, FIRST_LOAD);
    const photo = await within(mine).findByRole('article', { name: 'Gôndola' }, FIRST_LOAD);
    expect(within(photo).getByText('Reprovada')).toBeTruthy();
    expect(within(photo).getByText('Motivo: A foto não mostra a loja.')).toBeTruthy();
    expect(within(photo).getByText('30 pontos')).toBeTruthy();
    expect(within(photo).getByRole('img', { name: 'Foto Gôndola' }).getAttribute('src')).toBe(
      PHOTO.image_url,
    );
  });

  it('sends an unregistered user to the campaigns', async () => {
    setViewport(false);
    await open({
      ...baseRoutes(),
      'GET /api/v1/rewards/campaigns': () => json({ active: [{ ...Q4, registered: false }], previous: [] }),
    });
    expect(await screen.findByText('Você ainda não enviou fotos.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Inscreva-se em uma campanha ativa para enviar fotos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Campanhas' }).getAttribute('href')).toBe('/campaigns');
  });

  it('shows what was sent this week and when it resets in the store’s zone, sends the photo and shows the refusal', async () => {
    setViewport(false);
    let sent: FormData | null = null;
    let key: string | null = null;
    await open({
      ...baseRoutes(),
      'POST /api/v1/rewards/campaigns/4/photos': async (request) => {
        sent = await request.formData();
        key = request.headers.get('Idempotency-Key');
        return json(
          {
            error: {
              code: 'rewards.photo_invalid',
              message: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
              details: [{ field: 'file', message: 'A foto deve ser uma imagem JPEG, PNG ou WebP.' }],
            },
          },
          422,
        );
      },
    });
    const form = await screen.findByRole('form', { name: 'Nova foto em Q4 2026' }, FIRST_LOAD);
    // the only store is chosen; Sunday 29 November at midnight in São Paulo
    expect(
      within(form).getByText(/O limite desta semana renova em 29\/11\/2026 00:00 \(America\/Sao_Paulo\)/),
    ).toBeTruthy();
    const type = within(form).getByLabelText(/Tipo de foto/) as HTMLSelectElement;
    const sentOption = within(type).getByRole('option', {
      name: 'Gôndola · já enviada nesta semana',
    }) as HTMLOptionElement;
    expect(sentOption.disabled).toBe(true);
    fireEvent.change(type, { target: { value: '8' } });

    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar foto' }));
    expect(await within(form).findByText('Campo obrigatório')).toBeTruthy();

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'loja.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar foto' }));
    expect(
      await within(form).findByText('A foto deve ser uma imagem JPEG, PNG ou WebP.', {}, FIRST_LOAD),
    ).toBeTruthy();
    await waitFor(() => expect(sent).not.toBeNull());
    const body = sent as unknown as FormData;
    expect(body.get('store_id')).toBe('11');
    expect(body.get('photo_type_id')).toBe('8');
    expect(body.get('file')).toBeTruthy();
    expect(key).toMatch(/^photo-/);
  });
});
