import { isModuleName, MODULE_ROUTES } from '@elevar/domain';
import type { Db } from '../connection.ts';
import { INSTITUTIONAL_PAGES, LOGOS, MENU_TITLES, pageBody } from './demo-content.ts';
import { countryIds } from './lookups.ts';

const ACADEMY_MODULES = [
  'online_courses',
  'trails',
  'presential_courses',
  'webcasts',
  'live_classes',
  'podcasts',
  'library',
  'news',
  'forum',
  'surveys',
  'games',
  'faq',
  'profile',
  'ranking',
];
const REWARDS_MODULES = [
  'online_courses',
  'webcasts',
  'faq',
  'profile',
  'ranking',
  'reward_store',
  'campaigns',
  'points_table',
  'events',
  'insert_sales',
  'upload_photos',
  'points_transfer',
];

const ACADEMY_MENU = [
  'home',
  'online_courses',
  'trails',
  'presential_courses',
  'webcasts',
  'live_classes',
  'podcasts',
  'library',
  'news',
  'forum',
  'faq',
  'profile',
];
const REWARDS_MENU = [
  'home',
  'campaigns',
  'insert_sales',
  'upload_photos',
  'reward_store',
  'points_table',
  'events',
  'online_courses',
  'faq',
  'profile',
];

/** The two demo clients and their lists: countries, login settings, branches, campaigns, menus, groups, tags, areas, pages. */
export const demoClientsStep = {
  name: '2026-11-21 clients and tenancy',
  async run(db: Db) {
    const countries = await countryIds(db);
    const academy = await db
      .insertInto('clients')
      .values({
        slug: 'franchise-academy',
        name: 'Academia Franquia Elevar',
        home_route: '/home',
        enabled_modules: ACADEMY_MODULES,
        default_language_id: 1,
        is_default_site: true,
        logo_url: LOGOS.academy['pt-BR'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rewards = await db
      .insertInto('clients')
      .values({
        slug: 'chip-rewards',
        name: 'Chip Rewards',
        home_route: '/home',
        enabled_modules: REWARDS_MODULES,
        group_training_use_score: false,
        default_language_id: 3,
        logo_url: LOGOS.rewards['es-ES'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await db
      .insertInto('client_countries')
      .values([
        { client_id: academy.id, country_id: countries.get('BR') ?? 0 },
        ...[...countries.values()].map((id) => ({ client_id: rewards.id, country_id: id })),
      ])
      .execute();

    await db
      .insertInto('login_settings')
      .values([
        {
          client_id: academy.id,
          primary_color: '#0b7285',
          secondary_color: '#f08c00',
          background_color: '#e3fafc',
          text_color: '#212529',
          logos: JSON.stringify(LOGOS.academy),
          background_image_url: null,
          register_fields: JSON.stringify([]),
          profile_fields: JSON.stringify([
            { name: 'nickname', visible: true, required: false },
            { name: 'birthday', visible: true, required: true },
          ]),
        },
        {
          client_id: rewards.id,
          primary_color: '#5f3dc4',
          secondary_color: '#1c7ed6',
          background_color: '#f3f0ff',
          text_color: '#212529',
          logos: JSON.stringify(LOGOS.rewards),
          background_image_url: null,
          cookie_type: 'banner',
          password_strength_level: 'strong',
          register_fields: JSON.stringify([
            { name: 'document', type: 'document', required: true, label: 'Document' },
            { name: 'store_cnpj', type: 'text', required: true, label: 'Store registration number' },
          ]),
          profile_fields: JSON.stringify([
            { name: 'gmin', visible: true, required: false },
            { name: 'cadv', visible: true, required: false },
          ]),
        },
      ])
      .execute();

    await db
      .insertInto('branches')
      .values([
        {
          client_id: academy.id,
          name: 'Franquia Centro — São Paulo',
          country_id: countries.get('BR') ?? null,
        },
        {
          client_id: academy.id,
          name: 'Franquia Savassi — Belo Horizonte',
          country_id: countries.get('BR') ?? null,
        },
        { client_id: rewards.id, name: 'TecnoMundo Palermo', country_id: countries.get('AR') ?? null },
        { client_id: rewards.id, name: 'MegaInfo Paulista', country_id: countries.get('BR') ?? null },
        { client_id: rewards.id, name: 'CompuCentro Polanco', country_id: countries.get('MX') ?? null },
        { client_id: rewards.id, name: 'TechHub Toronto', country_id: countries.get('CA') ?? null },
      ])
      .execute();

    await db
      .insertInto('campaigns')
      .values([
        {
          client_id: rewards.id,
          name: 'Q3 2026',
          begin_date: '2026-07-01',
          end_date: '2026-09-15',
          is_reward_campaign: true,
        },
        {
          client_id: rewards.id,
          name: 'Q4 2026',
          begin_date: '2026-10-01',
          end_date: '2026-12-15',
          is_reward_campaign: true,
        },
        {
          client_id: academy.id,
          name: 'Trilha de integração 2026',
          begin_date: '2026-01-01',
          end_date: '2026-12-31',
        },
      ])
      .execute();

    const menu = (clientId: number, modules: string[]) =>
      modules.map((module, position) => ({
        client_id: clientId,
        module,
        titles: JSON.stringify(MENU_TITLES[module] ?? { 'pt-BR': module }),
        route: isModuleName(module) ? MODULE_ROUTES[module] : '/home',
        icon: module,
        position,
      }));
    await db
      .insertInto('module_items')
      .values([...menu(academy.id, ACADEMY_MENU), ...menu(rewards.id, REWARDS_MENU)])
      .execute();

    await db
      .insertInto('user_groups')
      .values([
        { client_id: academy.id, name: 'Franqueados' },
        { client_id: academy.id, name: 'Gerentes de loja' },
        { client_id: rewards.id, name: 'Vendedores' },
        { client_id: rewards.id, name: 'Promotores' },
      ])
      .execute();
    await db
      .insertInto('tags')
      .values([
        { client_id: academy.id, name: 'Atendimento' },
        { client_id: academy.id, name: 'Gestão' },
        { client_id: rewards.id, name: 'Processadores' },
        { client_id: rewards.id, name: 'Notebooks' },
      ])
      .execute();
    await db
      .insertInto('country_areas')
      .values([
        { country_id: countries.get('CA') ?? 0, name: 'Ontario', group: 1 },
        { country_id: countries.get('CA') ?? 0, name: 'British Columbia', group: 2 },
        { country_id: countries.get('BR') ?? 0, name: 'Sudeste', group: 1 },
      ])
      .execute();

    const pages = INSTITUTIONAL_PAGES.flatMap((page) =>
      (['pt-BR', 'en-US', 'es-ES', 'fr-FR'] as const).map((language) => ({
        slug: page.slug,
        language_code: language,
        title: page.titles[language],
        body: pageBody(page, language),
      })),
    );
    await db.insertInto('institutional_pages').values(pages).execute();
  },
};
