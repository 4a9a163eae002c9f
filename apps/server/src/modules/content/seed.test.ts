import type { AdminNewsPage, NewsArticle, NewsPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the client pages demo', () => {
  it('gives the academy learner the academy’s own About in the main area, in their language', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    for (const [language, title] of [
      ['pt-BR', 'Sobre a Academia Franquia Elevar'],
      ['fr-FR', 'À propos de l’Académie Franchise Elevar'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/pages/about',
        headers: { ...headers, 'accept-language': language },
      });
      expect(res.json()).toMatchObject({ slug: 'about', language, title });
    }
  });

  it('gives the academy’s support screen its own introduction, and leaves contact-us to the platform’s text', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const read = (slug: string, language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/pages/${slug}`,
        headers: { ...headers, 'accept-language': language },
      });
    for (const [language, title] of [
      ['pt-BR', 'Suporte da Academia'],
      ['en-US', 'Academy support'],
      ['es-ES', 'Soporte de la Academia'],
      ['fr-FR', 'Support de l’Académie'],
    ] as const) {
      expect((await read('support', language)).json()).toMatchObject({ slug: 'support', language, title });
      expect((await read('contact-us', language)).statusCode).toBe(404);
    }
  });
});

describe('the news demo', () => {
  it('shows the academy learner three articles in their language, the pinned one with a cover first', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const get = async <T>(url: string, language: string) =>
      (
        await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } })
      ).json() as T;
    for (const language of ['pt-BR', 'en-US', 'es-ES', 'fr-FR']) {
      const page = await get<NewsPage>('/api/v1/news', language);
      expect(page.count).toBe(3);
      expect(page.results.every((r) => r.language === language && r.is_new)).toBe(true);
    }
    const page = await get<NewsPage>('/api/v1/news', 'en-US');
    expect(page.results.map((r) => [r.title, r.pinned, r.cover_url !== null])).toEqual([
      ['Welcome to the new news portal', true, true],
      ['Annual franchisee convention', false, false],
      ['New customer service course available', false, false],
    ]);
    const first = await get<NewsArticle>(`/api/v1/news/${page.results[0]?.id}`, 'en-US');
    // the guide's long address shows cut at 50 characters (SPEC §9)
    expect(first.body).toContain('>https://www.elevar.exampl…de-treinamentos?ref=news</a>');
  });

  it('lets the academy’s administrator edit them', async () => {
    const headers = bearer(await login(t.app, 'admin', DEMO_PASSWORD));
    const academy = await t.db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', 'franchise-academy')
      .executeTakeFirstOrThrow();
    const picked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers,
      payload: { client_id: academy.id },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/news',
        headers: { ...headers, 'accept-language': 'en-US' },
      })
    ).json() as AdminNewsPage;
    expect(page.count).toBe(3);
    expect(page.results.every((r) => r.state === 'published' && r.languages.length === 4)).toBe(true);
  });
});

describe('the onboarding demo', () => {
  it('gives the academy learner and the Chip Rewards seller their client’s tour and banner in every language', async () => {
    const signedIn = {
      learner: bearer(await login(t.app, 'learner', DEMO_PASSWORD)),
      'seller.br': bearer(await login(t.app, 'seller.br', DEMO_PASSWORD)),
    };
    const read = async (username: keyof typeof signedIn, url: string, language: string) => {
      const headers = signedIn[username];
      return (
        await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } })
      ).json();
    };
    for (const language of ['pt-BR', 'en-US', 'es-ES', 'fr-FR']) {
      const learner = await read('learner', '/api/v1/onboarding', language);
      expect(learner.language).toBe(language);
      expect(learner.seen).toBe(false);
      expect(learner.steps.map((step: { module: string | null }) => step.module)).toEqual([
        null,
        'online_courses',
        'library',
        'forum',
      ]);
      const seller = await read('seller.br', '/api/v1/onboarding', language);
      expect(seller.steps.map((step: { module: string | null }) => step.module)).toEqual([
        null,
        'campaigns',
        'insert_sales',
        'reward_store',
      ]);
      for (const username of ['learner', 'seller.br'] as const) {
        const { banner } = await read(username, '/api/v1/welcome-banner', language);
        expect(banner?.language).toBe(language);
      }
    }
  });
});
