import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TranslatedText } from '@elevar/contract';
import { LANGUAGES } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import {
  createTestContext,
  createTestDatabase,
  TEST_SECRET,
  type TestContext,
} from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { demoBrandingStep } from './branding.ts';
import { SEED_STEPS, seedDemo } from './index.ts';

/** The demo's texts and images: its lists in the four languages and both clients' branding (seed.test.ts: the rest). */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('demo lists in the four languages', () => {
  it("name every branch, group, tag, country area, retail chain, agency and brand in all four languages (the contract's TranslatedText)", async () => {
    for (const table of [
      'branches',
      'user_groups',
      'tags',
      'country_areas',
      'retail_chains',
      'agencies',
      'brands',
    ] as const) {
      const rows = await t.db.selectFrom(table).select(['name', 'names']).execute();
      expect(rows.length, table).toBeGreaterThan(0);
      const untranslated = rows.filter((row) => !TranslatedText.safeParse(row.names).success);
      expect(untranslated, table).toEqual([]);
    }
  });

  it("label the rewards client's register fields in the registering user's language", async () => {
    const labels = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/login-params?client=chip-rewards',
        headers: { 'accept-language': language },
      });
      return response.json().register_config.dynamic_fields.map((field: { label: string }) => field.label);
    };
    expect(await labels('pt-BR')).toEqual(['Documento', 'Número de registro da loja']);
    expect(await labels('en-US')).toEqual(['Document', 'Store registration number']);
    expect(await labels('fr-FR')).toEqual(["Pièce d'identité", "Numéro d'immatriculation du magasin"]);
  });

  it("give the academy's groups and the branches of the session in the user's language", async () => {
    const tokens = await login(t.app, 'learner', 'Elevar@2026');
    const inLanguage = (language: string) => ({ ...bearer(tokens), 'accept-language': language });
    const lists = (
      await t.app.inject({ method: 'GET', url: '/api/v1/site-lists', headers: inLanguage('en-US') })
    ).json();
    expect(lists.user_groups.map((group: { name: string }) => group.name)).toEqual([
      'Franchisees',
      'Store managers',
    ]);
    expect(lists.tags.map((tag: { name: string }) => tag.name)).toEqual(['Customer service', 'Management']);
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/language',
        headers: inLanguage('es-ES'),
        payload: { language_id: 3 },
      })
    ).json();
    expect(session.branches.map((branch: { name: string }) => branch.name)).toEqual([
      'Franquicia Centro — São Paulo',
      'Franquicia Savassi — Belo Horizonte',
    ]);
  });
});

describe('demo branding', () => {
  const loginSettings = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/login-params?client=${slug}` })).json();

  it('gives both demo clients an SVG logo in every language, a mark and a login background', async () => {
    for (const slug of ['franchise-academy', 'chip-rewards']) {
      const params = await loginSettings(slug);
      const logos = params.login_settings.logos as Record<string, string>;
      expect(Object.keys(logos).sort(), slug).toEqual(LANGUAGES.map((l) => l.code).sort());
      expect(
        Object.values(logos).filter((url) => !/^\/demo\/.+\.svg$/.test(url)),
        slug,
      ).toEqual([]);
      expect(params.login_settings.background_image_url, slug).toMatch(/^\/demo\/.+\.svg$/);
      expect(params.client.logo_url, slug).toMatch(/^\/demo\/.+\.svg$/);
    }
  });

  it('serves every logo and background as an image, each logo titled with the name in its language', async () => {
    // what `vite build` makes of apps/web/public: its files copied beside the shell
    const dist = mkdtempSync(path.join(tmpdir(), 'elevar-demo-web-'));
    cpSync(path.resolve(import.meta.dirname, '../../../../web/public'), dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Elevar</title>');
    const web = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST: dist }),
      db: t.db,
      secret: TEST_SECRET,
      logger: false,
      housekeeping: false,
    });
    try {
      const served = async (url: string) => {
        const response = await web.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
        return response.body;
      };
      const titles: Record<string, string> = {};
      for (const slug of ['franchise-academy', 'chip-rewards']) {
        const params = await loginSettings(slug);
        await served(params.login_settings.background_image_url);
        await served(params.client.logo_url);
        for (const [language, url] of Object.entries(params.login_settings.logos as Record<string, string>)) {
          titles[`${slug} ${language}`] = /<title[^>]*>([^<]+)<\/title>/.exec(await served(url))?.[1] ?? '';
        }
      }
      expect(titles).toEqual({
        'franchise-academy pt-BR': 'Academia Elevar',
        'franchise-academy en-US': 'Elevar Academy',
        'franchise-academy es-ES': 'Academia Elevar',
        'franchise-academy fr-FR': 'Académie Elevar',
        'chip-rewards pt-BR': 'Chip Rewards',
        'chip-rewards en-US': 'Chip Rewards',
        'chip-rewards es-ES': 'Chip Rewards',
        'chip-rewards fr-FR': 'Chip Rewards',
      });
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('brings a database seeded before the branding step up to the same branding', async () => {
    const earlier = await createTestDatabase();
    try {
      // the clients as the first step left them before this one: rectangles with text, as data URLs, no background
      await seedDemo(earlier.db, SEED_STEPS.slice(0, 1));
      const rectangle = 'data:image/svg+xml;base64,PHN2Zy8+';
      await earlier.db.updateTable('clients').set({ logo_url: rectangle }).execute();
      await earlier.db
        .updateTable('login_settings')
        .set({ logos: JSON.stringify({ 'pt-BR': rectangle }) })
        .execute();
      const branding = (db: typeof t.db) =>
        db
          .selectFrom('clients')
          .innerJoin('login_settings', 'login_settings.client_id', 'clients.id')
          .select([
            'clients.slug',
            'clients.logo_url',
            'login_settings.logos',
            'login_settings.background_image_url',
          ])
          .orderBy('clients.slug')
          .execute();
      expect((await branding(earlier.db)).map((row) => row.background_image_url)).toEqual([null, null]);
      expect(await seedDemo(earlier.db, [demoBrandingStep])).toEqual([demoBrandingStep.name]);
      expect(await branding(earlier.db)).toEqual(await branding(t.db));
    } finally {
      await earlier.close();
    }
  });
});
