import type { SiteLists } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  latestBody,
  makeProfile,
  openApp,
  profileSession,
  setViewport,
} from './test/profileFixtures.ts';

// The profile's address and programme texts: countries and levels in the user's language, the country area.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('texts in the interface language', () => {
  it("names the programme level, never its code, in the user's language", async () => {
    setViewport(false);
    await openApp('/profile/programme', {
      profile: makeProfile({ level: 'intermediate' }),
      language: 'es-ES',
    });
    const standing = await screen.findByRole('region', { name: 'Tu posición en el programa' }, FIRST_LOAD);
    expect(within(standing).getByText('Nivel').nextElementSibling?.textContent).toBe('Intermedio');
    expect(within(standing).queryByText('intermediate')).toBeNull();
  });

  it("names the address's countries in the user's language, sorted in it", async () => {
    setViewport(false);
    const countries = [
      { id: 1, code: 'BR', name: 'Brazil', group: 1 },
      { id: 2, code: 'MX', name: 'Mexico', group: 2 },
      { id: 3, code: 'CA', name: 'Canada', group: 1 },
    ];
    await openApp('/profile/address', {
      session: profileSession({ countries, country: countries[0] }),
      language: 'fr-FR',
    });
    const select = (await screen.findByLabelText(/^Pays/, {}, FIRST_LOAD)) as HTMLSelectElement;
    expect([...select.options].slice(1).map((option) => option.text)).toEqual([
      'Brésil',
      'Canada',
      'Mexique',
    ]);
  });
});

describe('country area', () => {
  const countries = [
    { id: 1, code: 'BR', name: 'Brazil', group: 1 },
    { id: 2, code: 'MX', name: 'Mexico', group: 2 },
    { id: 3, code: 'CA', name: 'Canada', group: 1 },
  ];
  const siteLists: SiteLists = {
    countries: [],
    country_areas: [
      { id: 10, country_id: 3, name: 'Ontário' },
      { id: 11, country_id: 3, name: 'Colúmbia Britânica' },
      { id: 12, country_id: 1, name: 'Sudeste' },
    ],
    genders: [],
    marital_statuses: [],
    user_groups: [],
    tags: [],
    wildcard_pages: [],
  };
  const options = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);
  const areaSelect = () => screen.queryByRole('combobox', { name: 'Região' }) as HTMLSelectElement | null;

  it("offers only the chosen country's areas, only where it has some, and saves the chosen one", async () => {
    setViewport(false);
    const app = await openApp('/profile/address', {
      session: profileSession({ countries, country: countries[2] }),
      profile: makeProfile({ country_id: 3, country_area_id: null }),
      routes: {
        'GET /api/v1/site-lists': () => json(siteLists),
        'PATCH /api/v1/profile': () => json(makeProfile({ country_id: 3, country_area_id: 11 })),
      },
    });
    const country = (await screen.findByLabelText(/^País/, {}, FIRST_LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(areaSelect()).not.toBeNull());
    expect(options(areaSelect() as HTMLSelectElement)).toEqual([
      'Selecione',
      'Ontário',
      'Colúmbia Britânica',
    ]);

    fireEvent.change(country, { target: { value: '2' } });
    expect(areaSelect()).toBeNull();
    fireEvent.change(country, { target: { value: '1' } });
    expect(options(areaSelect() as HTMLSelectElement)).toEqual(['Selecione', 'Sudeste']);

    fireEvent.change(country, { target: { value: '3' } });
    fireEvent.change(areaSelect() as HTMLSelectElement, { target: { value: '11' } });
    const sessionReads = app.server.to('GET', '/api/v1/session').length;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    expect(await latestBody(app, 'PATCH')).toEqual({ country_area_id: 11 });
    // the menus follow the new country group
    await waitFor(() => expect(app.server.to('GET', '/api/v1/session').length).toBeGreaterThan(sessionReads));
  });

  it('clears the area when the country changes, sending the new country without one', async () => {
    setViewport(false);
    const app = await openApp('/profile/address', {
      session: profileSession({ countries, country: countries[2] }),
      profile: makeProfile({ country_id: 3, country_area_id: 10 }),
      routes: {
        'GET /api/v1/site-lists': () => json(siteLists),
        'PATCH /api/v1/profile': () => json(makeProfile({ country_id: 1, country_area_id: null })),
      },
    });
    const country = (await screen.findByLabelText(/^País/, {}, FIRST_LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(areaSelect()?.value).toBe('10'));

    fireEvent.change(country, { target: { value: '1' } });
    expect(areaSelect()?.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    expect(await latestBody(app, 'PATCH')).toEqual({ country_id: 1, country_area_id: null });
  });
});
