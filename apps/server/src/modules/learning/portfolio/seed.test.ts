import type { LoginParams, PortfolioCourse, PortfolioPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { seedDemo } from '../../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const get = <T>(url: string, language = 'en-US') =>
  t.app
    .inject({ method: 'GET', url, headers: { 'accept-language': language } })
    .then((response) => ({ status: response.statusCode, body: response.json() as T }));

describe('the portfolio demo', () => {
  it('shows the rewards client’s portfolio: its processors course and two of its own, in every language', async () => {
    const params = await get<LoginParams>('/api/v1/login-params?client=chip-rewards');
    expect(params.body.login_settings.portfolio_enabled).toBe(true);
    const page = await get<PortfolioPage>('/api/v1/learning/portfolio?client=chip-rewards');
    expect(page.body.results.map((c) => c.title)).toEqual([
      'Build a gaming PC',
      'Serving at the counter',
      'Get to know the processors',
    ]);
    const french = await get<PortfolioPage>('/api/v1/learning/portfolio?client=chip-rewards', 'fr-FR');
    expect(french.body.results.map((c) => c.title)).toContain('Montez un PC de jeu');
    const pc = page.body.results[0];
    const course = await get<PortfolioCourse>(
      `/api/v1/learning/portfolio/courses/${pc?.id}?client=chip-rewards`,
    );
    expect(course.body).toMatchObject({
      slug: `build-a-gaming-pc-id-${pc?.id}`,
      workload_hours: 1.5,
      activities: [
        { title: 'The parts', kind: 'youtube' },
        { title: 'Selling tips', kind: 'audio' },
      ],
    });
  });

  it('keeps the academy, the default site, on its login: no portfolio', async () => {
    const params = await get<LoginParams>('/api/v1/login-params');
    expect(params.body.login_settings.portfolio_enabled).toBe(false);
    expect((await get('/api/v1/learning/portfolio')).status).toBe(404);
  });
});
