import { type RegisterFieldDefinition, TranslatedText } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  bearer,
  buildBranch,
  buildClient,
  buildInstitutionalPage,
  buildNamed,
  buildUser,
  login,
  type Tokens,
} from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let main: { id: number; slug: string };
let rewards: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestContext({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '7', LOGIN_FAILURE_WINDOW_SECONDS: '600' });
  rewards = await buildClient(t.db, { slug: 'chip-club', name: 'Chip Club', defaultLanguageId: 3 });
  main = await buildClient(t.db, { slug: 'main-site', name: 'Academia Principal', isDefaultSite: true });
  await t.db
    .updateTable('login_settings')
    .set({
      primary_color: '#5f3dc4',
      logos: JSON.stringify({ 'es-ES': '/chip-es.svg', 'pt-BR': '/chip-pt.svg' }),
      background_image_url: '/bg/chip.jpg',
      use_bot_check: true,
      oauth2_enabled: true,
      direct_login_button: true,
      cookie_type: 'banner',
      under_maintenance: true,
      has_support: false,
      portfolio_enabled: true,
      layout_variant: 'split',
      password_strength_level: 'strong',
      register_fields: JSON.stringify([
        { name: 'document', type: 'document', required: true, label: 'Documento' },
        {
          name: 'gender',
          type: 'select',
          required: false,
          label: 'Género',
          options: [{ value: 'female', label: 'Femenino' }],
        },
      ]),
      profile_fields: JSON.stringify([{ name: 'gmin', visible: true, required: false }]),
    })
    .where('client_id', '=', rewards.id)
    .execute();
});
afterAll(() => t.close());

const LANGUAGES = [
  { id: 1, code: 'pt-BR', name: 'Português (Brasil)' },
  { id: 2, code: 'en-US', name: 'English (US)' },
  { id: 3, code: 'es-ES', name: 'Español' },
  { id: 4, code: 'fr-FR', name: 'Français' },
];

function loginParams(query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/login-params${query}` });
}

describe('GET /api/v1/login-params', () => {
  it('without ?client= answers for the default site', async () => {
    const response = await loginParams();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      client: { id: main.id, name: 'Academia Principal', slug: 'main-site', logo_url: null },
      login_settings: {
        primary_color: '#123456',
        secondary_color: '#654321',
        background_color: '#ffffff',
        text_color: '#000000',
        logos: { 'pt-BR': '/logo-main-site-pt.svg', 'en-US': '/logo-main-site-en.svg' },
        background_image_url: null,
        default_language: { id: 1, code: 'pt-BR' },
        use_bot_check: false,
        oauth2_enabled: false,
        direct_login_button: false,
        cookie_type: 'dialog',
        under_maintenance: false,
        has_support: true,
        portfolio_enabled: false,
      },
      clients: [
        { id: main.id, name: 'Academia Principal', slug: 'main-site', logo_url: null },
        { id: rewards.id, name: 'Chip Club', slug: 'chip-club', logo_url: null },
      ],
      register_config: { password_strength_level: 'medium', dynamic_fields: [], countries: [], branches: [] },
      user_profile_config: { fields: [] },
      languages: LANGUAGES,
      attempts: { max_per_account: 7, window_seconds: 600 },
      layout: { variant: 'centered' },
    });
  });

  it('with ?client=<slug> answers for that site', async () => {
    const response = await loginParams('?client=chip-club');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.login_settings).toEqual({
      primary_color: '#5f3dc4',
      secondary_color: '#654321',
      background_color: '#ffffff',
      text_color: '#000000',
      logos: { 'es-ES': '/chip-es.svg', 'pt-BR': '/chip-pt.svg' },
      background_image_url: '/bg/chip.jpg',
      default_language: { id: 3, code: 'es-ES' },
      use_bot_check: true,
      oauth2_enabled: true,
      direct_login_button: true,
      cookie_type: 'banner',
      under_maintenance: true,
      has_support: false,
      portfolio_enabled: true,
    });
    expect(body.register_config).toMatchObject({
      password_strength_level: 'strong',
      dynamic_fields: [
        { name: 'document', type: 'document', required: true, label: 'Documento' },
        {
          name: 'gender',
          type: 'select',
          required: false,
          label: 'Género',
          options: [{ value: 'female', label: 'Femenino' }],
        },
      ],
    });
    expect(body.user_profile_config).toEqual({ fields: [{ name: 'gmin', visible: true, required: false }] });
    expect(body.client).toEqual({ id: rewards.id, name: 'Chip Club', slug: 'chip-club', logo_url: null });
    expect(body.layout).toEqual({ variant: 'split' });
    expect(body.languages).toEqual(LANGUAGES);
    expect(body.attempts).toEqual({ max_per_account: 7, window_seconds: 600 });
  });

  it("lists the site's own countries and branches for registration, and no other site's", async () => {
    const site = await buildClient(t.db, { slug: 'peru-site' });
    const [peru] = await addClientCountries(t.db, site.id, ['PE']);
    const branch = await buildBranch(t.db, site.id, { name: 'Lima Centro', countryId: peru });
    await buildBranch(t.db, main.id, { name: 'Filial Principal' });
    const body = (await loginParams('?client=peru-site')).json();
    expect(body.register_config.countries).toEqual([{ id: peru, code: 'PE', name: 'Peru', group: 2 }]);
    expect(body.register_config.branches).toEqual([{ id: branch.id, name: 'Lima Centro', country_id: peru }]);
  });

  it("labels the site's own register fields and their options in the request's language", async () => {
    const site = await buildClient(t.db, { slug: 'translated-site' });
    const text = (ptBR: string, enUS: string, esES: string, frFR: string) =>
      TranslatedText.parse({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'fr-FR': frFR });
    const fields: RegisterFieldDefinition[] = [
      {
        name: 'document',
        type: 'document',
        required: true,
        label: text('Documento', 'Document', 'Documento', 'Pièce'),
      },
      {
        name: 'heard',
        type: 'select',
        required: false,
        label: text('Como soube?', 'How did you hear?', '¿Cómo supo?', 'Comment ?'),
        options: [{ value: 'store', label: text('Na loja', 'In a store', 'En la tienda', 'En magasin') }],
      },
    ];
    await t.db
      .updateTable('login_settings')
      .set({ register_fields: JSON.stringify(fields) })
      .where('client_id', '=', site.id)
      .execute();
    const labels = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/login-params?client=translated-site',
        headers: { 'accept-language': language },
      });
      return response.json().register_config.dynamic_fields;
    };
    expect(await labels('pt-BR')).toEqual([
      { name: 'document', type: 'document', required: true, label: 'Documento' },
      {
        name: 'heard',
        type: 'select',
        required: false,
        label: 'Como soube?',
        options: [{ value: 'store', label: 'Na loja' }],
      },
    ]);
    const english = await labels('en-US');
    expect(english.map((field: { label: string }) => field.label)).toEqual(['Document', 'How did you hear?']);
    expect(english[1].options).toEqual([{ value: 'store', label: 'In a store' }]);
    expect((await labels('fr-FR'))[1].options).toEqual([{ value: 'store', label: 'En magasin' }]);
  });

  it('falls back to the default site for an unknown slug', async () => {
    const unknown = await loginParams('?client=no-such-site');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual((await loginParams()).json());
    expect(unknown.json().login_settings.logos['pt-BR']).toBe('/logo-main-site-pt.svg');
  });

  it('needs no token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/login-params?client=chip-club',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/v1/institutional/:slug', () => {
  beforeAll(async () => {
    for (const [language, title] of [
      ['pt-BR', 'Sobre o programa'],
      ['en-US', 'About the programme'],
      ['es-ES', 'Acerca del programa'],
    ] as const) {
      await buildInstitutionalPage(t.db, {
        slug: 'about',
        language,
        title,
        body: `${title}: texto`,
        version: 4,
      });
    }
  });

  function page(slug: string, language?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/institutional/${slug}`,
      headers: language ? { 'accept-language': language } : {},
    });
  }

  it('answers in the Accept-Language language', async () => {
    const english = await page('about', 'en-US,en;q=0.9');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      slug: 'about',
      title: 'About the programme',
      body: 'About the programme: texto',
      version: 4,
    });
    expect((await page('about', 'es-AR,es;q=0.9')).json().title).toBe('Acerca del programa');
  });

  it('falls back to pt-BR when the page has no text in the language asked for', async () => {
    expect((await page('about', 'fr-FR')).json().title).toBe('Sobre o programa');
    expect((await page('about')).json().title).toBe('Sobre o programa');
  });

  it('answers 404 with the envelope for a known page that has no text', async () => {
    const response = await page('privacy-policy', 'en-US');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'common.not_found', message: 'Not found or you do not have permission to access it.' },
    });
  });

  it('answers 400 for a slug that is not an institutional page', async () => {
    const response = await page('secret-admin-page');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.validation');
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'slug' })]);
  });
});

describe('GET /api/v1/site-lists', () => {
  let tokens: Tokens;
  let brazil: number;
  let mexico: number;

  beforeAll(async () => {
    [mexico = 0, brazil = 0] = await addClientCountries(t.db, main.id, ['MX', 'BR']);
    await addClientCountries(t.db, rewards.id, ['PE']);
    const areas = await t.db
      .selectFrom('countries')
      .select('id')
      .where('code', 'in', ['BR', 'PE'])
      .orderBy('code')
      .execute();
    await t.db
      .insertInto('country_areas')
      .values([
        { country_id: areas[0]?.id ?? 0, name: 'Sudeste', group: 1 },
        { country_id: areas[1]?.id ?? 0, name: 'Lima Metropolitana', group: 2 },
      ])
      .execute();
    await buildNamed(t.db, 'user_groups', main.id, 'Vendedores');
    await buildNamed(t.db, 'user_groups', main.id, 'Gerentes');
    await buildNamed(t.db, 'tags', main.id, 'Atendimento');
    await t.db
      .insertInto('wildcard_pages')
      .values({
        client_id: main.id,
        slug: 'black-friday',
        titles: JSON.stringify({ 'pt-BR': 'Black Friday (pt)', 'en-US': 'Black Friday (en)' }),
      })
      .execute();
    const user = await buildUser(t.db, { clients: [{ id: main.id }] });
    tokens = await login(t.app, user.username, user.password);
  });

  function lists(language: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/v1/site-lists',
      headers: { ...bearer(tokens), 'accept-language': language },
    });
  }

  it('labels genders and marital statuses in the request language', async () => {
    const english = (await lists('en-US')).json();
    expect(english.genders).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'prefer_not_to_say', label: 'Prefer not to say' },
    ]);
    expect(english.marital_statuses).toEqual([
      { value: 'single', label: 'Single' },
      { value: 'married', label: 'Married' },
      { value: 'stable_union', label: 'Civil union' },
      { value: 'divorced', label: 'Divorced' },
      { value: 'widowed', label: 'Widowed' },
    ]);
    expect(english.wildcard_pages).toEqual([
      expect.objectContaining({ slug: 'black-friday', title: 'Black Friday (en)' }),
    ]);

    const portuguese = (await lists('pt-BR')).json();
    expect(portuguese.genders.map((g: { label: string }) => g.label)).toEqual([
      'Masculino',
      'Feminino',
      'Prefiro não dizer',
    ]);
    expect(portuguese.marital_statuses[2]).toEqual({ value: 'stable_union', label: 'União estável' });
    expect(portuguese.wildcard_pages[0].title).toBe('Black Friday (pt)');

    const french = (await lists('fr-FR')).json();
    expect(french.genders[1]).toEqual({ value: 'female', label: 'Femme' });
  });

  it("lists the selected client's countries, their areas, groups and tags", async () => {
    const response = await lists('pt-BR');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.countries).toEqual([
      { id: brazil, code: 'BR', name: 'Brazil', group: 1 },
      { id: mexico, code: 'MX', name: 'Mexico', group: 2 },
    ]);
    expect(body.country_areas).toEqual([expect.objectContaining({ country_id: brazil, name: 'Sudeste' })]);
    expect(body.user_groups.map((g: { name: string }) => g.name)).toEqual(['Gerentes', 'Vendedores']);
    expect(body.tags.map((g: { name: string }) => g.name)).toEqual(['Atendimento']);
  });

  it("names the groups, tags and country areas the client wrote in the request's language, sorted in it", async () => {
    const names = (ptBR: string, enUS: string, esES: string, frFR: string) =>
      JSON.stringify({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'fr-FR': frFR });
    await t.db
      .updateTable('user_groups')
      .set({ names: names('Vendedores', 'Salespeople', 'Vendedores', 'Vendeurs') })
      .where('client_id', '=', main.id)
      .where('name', '=', 'Vendedores')
      .execute();
    await t.db
      .updateTable('tags')
      .set({ names: names('Atendimento', 'Customer service', 'Atención', 'Service client') })
      .where('client_id', '=', main.id)
      .execute();
    await t.db
      .updateTable('country_areas')
      .set({ names: names('Sudeste', 'Southeast', 'Sudeste', 'Sud-Est') })
      .where('country_id', '=', brazil)
      .execute();
    const french = (await lists('fr-FR')).json();
    // "Gerentes" was written before translations: its one name stands for every language
    expect(french.user_groups.map((g: { name: string }) => g.name)).toEqual(['Gerentes', 'Vendeurs']);
    expect(french.tags.map((g: { name: string }) => g.name)).toEqual(['Service client']);
    expect(french.country_areas).toEqual([{ id: expect.any(Number), country_id: brazil, name: 'Sud-Est' }]);
    const english = (await lists('en-US')).json();
    expect(english.user_groups.map((g: { name: string }) => g.name)).toEqual(['Gerentes', 'Salespeople']);
    expect(english.country_areas[0].name).toBe('Southeast');
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/site-lists',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'auth.unauthenticated',
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
  });
});
