import type { SiteLists } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  latestBody,
  makeProfile,
  openApp,
  sectionHeading,
  setViewport,
  validationError,
} from './test/profileFixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function field(label: RegExp | string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('profile sections (desktop)', () => {
  it('opens the first section beside the section navigation, listing only the built sections', async () => {
    setViewport(false);
    const app = await openApp('/profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'Meus dados' }, FIRST_LOAD)).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/profile/my-data');
    const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Meus dados',
      'Contato',
      'Endereço',
      'Programa',
      'Meus pontos',
      'Extrato',
      'Medalhas',
      'Ranking',
      'Certificados',
      'Atividades',
      'Mensagens',
      'Tour de primeiros passos',
      'Foto de perfil',
      'Alterar senha',
      'Alterar celular',
      'Encerrar conta',
    ]);
    expect(within(nav).getByRole('link', { name: 'Meus dados' }).getAttribute('aria-current')).toBe('page');
  });

  it('answers an unknown section with the not-found text inside the profile', async () => {
    setViewport(false);
    await openApp('/profile/no-such-section');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Página não encontrada' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seções do perfil' })).toBeTruthy();
  });

  it('saves only what changed, maps the server field error onto its field and keeps what was typed', async () => {
    setViewport(false);
    const saved = makeProfile({ nickname: 'Lelê', profession: 'Vendedora' });
    let attempt = 0;
    const app = await openApp('/profile/my-data', {
      routes: {
        'PATCH /api/v1/profile': () =>
          ++attempt === 1
            ? validationError([{ field: 'nickname', message: 'Apelido indisponível' }])
            : json(saved),
      },
    });
    await sectionHeading('Meus dados');

    fireEvent.change(field('Apelido'), { target: { value: 'Lelê' } });
    fireEvent.change(field('Profissão'), { target: { value: 'Vendedora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Apelido indisponível')).toBeTruthy();
    expect(field('Apelido').getAttribute('aria-invalid')).toBe('true');
    expect(field('Apelido').value).toBe('Lelê');
    expect(field('Profissão').value).toBe('Vendedora');
    expect(screen.getByRole('alert').textContent).toContain('Certifique-se');
    await waitFor(() => expect(document.activeElement).toBe(field('Apelido')));
    expect(await latestBody(app, 'PATCH')).toEqual({
      nickname: 'Lelê',
      profession: 'Vendedora',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    expect(field('Apelido').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks before leaving a section with unsaved changes; keeping them stays, discarding leaves', async () => {
    setViewport(false);
    const app = await openApp('/profile/my-data');
    await sectionHeading('Meus dados');
    const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });

    fireEvent.change(field('Apelido'), { target: { value: 'Lelê' } });
    fireEvent.click(within(nav).getByRole('link', { name: 'Contato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/profile/my-data');
    expect(field('Apelido').value).toBe('Lelê');

    fireEvent.click(within(nav).getByRole('link', { name: 'Contato' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', {
        name: 'Descartar e sair',
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile/contact'));
    expect(app.server.to('PATCH', '/api/v1/profile')).toHaveLength(0);
  });

  it('leaves a section without asking when nothing changed or the changes were saved', async () => {
    setViewport(false);
    const app = await openApp('/profile/my-data', {
      routes: { 'PATCH /api/v1/profile': () => json(makeProfile({ nickname: 'Lelê' })) },
    });
    await sectionHeading('Meus dados');
    const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });
    fireEvent.change(field('Apelido'), { target: { value: 'Lelê' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Contato' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile/contact'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only the fields the config makes visible and refuses to empty a required one before sending', async () => {
    setViewport(false);
    const profile = makeProfile({
      profession: 'Vendedora',
      config: [
        { name: 'nickname', visible: false, required: false },
        { name: 'profession', visible: true, required: true },
      ],
    });
    const app = await openApp('/profile/my-data', { profile });
    await sectionHeading('Meus dados');

    expect(screen.queryByLabelText('Apelido')).toBeNull();
    const profession = field(/^Profissão/);
    expect(profession.required).toBe(true);

    fireEvent.change(profession, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(profession.getAttribute('aria-invalid')).toBe('true');
    expect(app.server.to('PATCH', '/api/v1/profile')).toHaveLength(0);
  });

  it('saves a nickname while a required birthday is still empty, sending only the nickname', async () => {
    setViewport(false);
    const profile = makeProfile({ config: [{ name: 'birthday', visible: true, required: true }] });
    const app = await openApp('/profile/my-data', {
      profile,
      routes: { 'PATCH /api/v1/profile': () => json({ ...profile, nickname: 'Aninha' }) },
    });
    await sectionHeading('Meus dados');

    fireEvent.change(field('Apelido'), { target: { value: 'Aninha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    expect(await latestBody(app, 'PATCH')).toEqual({ nickname: 'Aninha' });
  });

  it('offers gender and marital status as the site lists label them, and saves the chosen value', async () => {
    setViewport(false);
    const siteLists: SiteLists = {
      countries: [],
      country_areas: [],
      genders: [
        { value: 'female', label: 'Mulher' },
        { value: 'male', label: 'Homem' },
      ],
      marital_statuses: [{ value: 'married', label: 'Casada ou casado' }],
      user_groups: [],
      tags: [],
      wildcard_pages: [],
    };
    const app = await openApp('/profile/my-data', {
      profile: makeProfile({ gender: 'male' }),
      routes: {
        'GET /api/v1/site-lists': () => json(siteLists),
        'PATCH /api/v1/profile': () => json(makeProfile({ gender: 'female' })),
      },
    });
    await sectionHeading('Meus dados');

    const gender = screen.getByRole('combobox', { name: 'Gênero' }) as HTMLSelectElement;
    await waitFor(() => expect(gender.disabled).toBe(false));
    expect(gender.value).toBe('male');
    expect(Array.from(gender.options).map((o) => o.textContent)).toEqual(['Selecione', 'Mulher', 'Homem']);
    const marital = screen.getByRole('combobox', { name: 'Estado civil' }) as HTMLSelectElement;
    expect(Array.from(marital.options).map((o) => o.textContent)).toEqual(['Selecione', 'Casada ou casado']);

    fireEvent.change(gender, { target: { value: 'female' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.server.to('PATCH', '/api/v1/profile')).toHaveLength(1));
    expect(await app.server.to('PATCH', '/api/v1/profile')[0]?.json()).toEqual({ gender: 'female' });
  });

  it('asks for year, month and day of the birthday together', async () => {
    setViewport(false);
    const app = await openApp('/profile/my-data', {
      routes: { 'PATCH /api/v1/profile': () => json(makeProfile({ birthday: '1990-05-17' })) },
    });
    await sectionHeading('Meus dados');
    const birthday = screen.getByRole('group', { name: 'Data de nascimento' });

    fireEvent.change(within(birthday).getByLabelText('Ano'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Informe o ano, o mês e o dia do nascimento')).toBeTruthy();
    expect(app.server.to('PATCH', '/api/v1/profile')).toHaveLength(0);

    fireEvent.change(within(birthday).getByLabelText('Mês'), { target: { value: '5' } });
    fireEvent.change(within(birthday).getByLabelText('Dia'), { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    expect(await latestBody(app, 'PATCH')).toEqual({ birthday: { year: 1990, month: 5, day: 17 } });
  });

  it('asks for the e-mail confirmation when the e-mail changes and shows the conflict on the e-mail', async () => {
    setViewport(false);
    const app = await openApp('/profile/contact', {
      routes: {
        'PATCH /api/v1/profile': () =>
          json({ error: { code: 'account.email_in_use', message: 'E-mail já está em uso.' } }, 409),
      },
    });
    await sectionHeading('Contato');
    expect(screen.getByText('Verificado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alterar número' }).getAttribute('href')).toBe('/profile/phone');
    expect(screen.queryByLabelText(/Confirme o e-mail/)).toBeNull();

    fireEvent.change(field(/^E-mail/), { target: { value: 'new@example.com' } });
    fireEvent.change(field(/Confirme o e-mail/), { target: { value: 'other@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Os e-mails não coincidem')).toBeTruthy();
    expect(app.server.to('PATCH', '/api/v1/profile')).toHaveLength(0);

    fireEvent.change(field(/Confirme o e-mail/), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const emailError = await screen.findAllByText('E-mail já está em uso.');
    expect(emailError.length).toBeGreaterThan(0);
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(await latestBody(app, 'PATCH')).toEqual({
      email: 'new@example.com',
      email_confirmation: 'new@example.com',
    });
  });

  it('shows level and points read-only, "—" until the points engine has them', async () => {
    setViewport(false);
    await openApp('/profile/programme', { profile: makeProfile({ available_points: 1250 }) });
    await sectionHeading('Programa');
    const standing = await screen.findByRole('region', { name: 'Sua posição no programa' });
    expect(within(standing).getByText('Nível').nextElementSibling?.textContent).toBe('—');
    expect(within(standing).getByText('Pontos disponíveis').nextElementSibling?.textContent).toBe('1.250');
  });
});

describe('user menu', () => {
  it('leads to the profile', async () => {
    setViewport(false);
    const app = await openApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: /Menu do usuário/ }, FIRST_LOAD));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Meu perfil' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile/my-data'));
  });
});

describe('profile sections (mobile)', () => {
  it('lists the sections, each opening as its own screen with a way back', async () => {
    setViewport(true);
    const app = await openApp('/profile');
    const list = await screen.findByRole('navigation', { name: 'Seções do perfil' }, FIRST_LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeTruthy();

    fireEvent.click(await within(list).findByRole('link', { name: 'Endereço' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Endereço' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/profile/address');
    expect(screen.queryByRole('navigation', { name: 'Seções do perfil' })).toBeNull();
    expect(screen.getByRole('link', { name: /Voltar para o perfil/ }).getAttribute('href')).toBe('/profile');
  });
});

describe('avatar', () => {
  it('previews the chosen image and sends it as multipart in the "file" field', async () => {
    setViewport(false);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const app = await openApp('/profile/avatar', {
      routes: { 'POST /api/v1/profile/avatar': () => json({ image: 'https://files.test/a.webp' }) },
    });
    await sectionHeading('Foto de perfil');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('A imagem é grande demais. O tamanho máximo é 5 MB.')).toBeTruthy();

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect((await screen.findByAltText('Prévia da nova foto de perfil')).getAttribute('src')).toBe(
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar foto' }));

    expect(await screen.findByText('Foto de perfil atualizada.')).toBeTruthy();
    const [request] = app.server.to('POST', '/api/v1/profile/avatar');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(request?.headers.get('Authorization')).toBe('Bearer acc');
    const sent = (await request?.formData())?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
    expect(screen.getByAltText('Sua foto de perfil atual').getAttribute('src')).toBe(
      'https://files.test/a.webp',
    );
  });

  it('removes the picture only after confirmation', async () => {
    setViewport(false);
    const app = await openApp('/profile/avatar', {
      profile: makeProfile({ image: 'https://files.test/a.webp' }),
      routes: { 'DELETE /api/v1/profile/avatar': () => json({ image: null }) },
    });
    await sectionHeading('Foto de perfil');

    fireEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover a foto de perfil?' });
    expect(app.server.to('DELETE', '/api/v1/profile/avatar')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover foto' }));

    expect(await screen.findByText('Foto de perfil removida.')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/profile/avatar')).toHaveLength(1);
  });
});
