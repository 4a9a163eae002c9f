import type { BadgeList } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the demo trail badge', () => {
  it("is the academy's last badge, for one trail finished, named in the four languages", async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const names = {
      'pt-BR': 'Trilheiro',
      'en-US': 'Trail blazer',
      'es-ES': 'Explorador de rutas',
      'fr-FR': 'Explorateur de parcours',
    };
    for (const [language, name] of Object.entries(names)) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/badges',
        headers: { ...headers, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      const badges = (response.json() as z.infer<typeof BadgeList>).results;
      expect(badges.at(-1)).toMatchObject({
        code: 'trail-blazer',
        name,
        rule: 'trails_finished',
        threshold: 1,
        point_kind: null,
        icon: 'trophy',
      });
    }
  });
});
