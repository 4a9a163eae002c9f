import type { ActivityView, CataloguePage, CourseDetail } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';

let t: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date());
  await seedDemo(t.db);
  headers = { ...bearer(await login(t.app, 'learner', DEMO_PASSWORD)), 'accept-language': 'pt-BR' };
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('demo step "2026-11-29 podcast episodes"', () => {
  it('gives the demo podcast three episodes, the last half a minute of shipped audio', async () => {
    const list = await get<CataloguePage>('/api/v1/learning/courses?kind=podcast');
    const card = list.results.find((c) => c.title === 'Conversas de varejo');
    if (!card) throw new Error('demo podcast missing');
    const podcast = await get<CourseDetail>(`/api/v1/learning/courses/${card.id}`);
    expect(podcast.activities.map((a) => [a.kind, a.title, a.duration_seconds])).toEqual([
      ['audio', 'Episódio 1: a vitrine', 6],
      ['audio', 'Episódio 2: o caixa', 6],
      ['audio', 'Episódio 3: a conversa', 30],
    ]);
    const third = await get<ActivityView>(`/api/v1/learning/courses/${card.id}/activities/3`);
    expect(third.content).toEqual({ url: '/demo/media/podcast-episode.ogg' });
  });
});
