import { beforeAll, describe, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import type { TestContext } from './harness.ts';
import { lengths, N, queryBudget, range } from './query-budget.ts';

// The query budget (query-budget.ts) for the onboarding tour: the learner's steps (each module asked of the actor's
// facts, read once) and the editors' steps and banners.
const budget = queryBudget('onboarding');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

const MODULES = ['library', 'news', 'faq', 'forum', null] as const;

async function tourOf(steps: number) {
  const client = await buildClient(t.db, { modules: ['library', 'news', 'faq', 'forum', 'profile'] });
  const headers = async (role: 'learner' | 'program_admin') => {
    const user = await buildUser(t.db, { clients: [{ id: client.id, role }] });
    return bearer(await login(t.app, user.username, user.password));
  };
  await t.db
    .insertInto('onboarding_steps')
    .values(
      range(steps).map((position) => ({
        client_id: client.id,
        language_code: 'en-US',
        module: MODULES[position % MODULES.length] ?? null,
        position,
        title: `Step ${position}`,
        body: '<p>step</p>',
        published: true,
      })),
    )
    .execute();
  return { learner: await headers('learner'), admin: await headers('program_admin') };
}

describe('the query budget: onboarding', () => {
  it('reads a tour of one step or 25 with the same statements', async () => {
    const one = await tourOf(1);
    const many = await tourOf(N);
    await expectSameStatements(
      { url: '/api/v1/onboarding', headers: one.learner },
      { url: '/api/v1/onboarding', headers: many.learner },
      lengths('steps'),
    );
    await expectSameStatements(
      { url: '/api/v1/admin/onboarding', headers: one.admin },
      { url: '/api/v1/admin/onboarding', headers: many.admin },
      lengths('steps.en-US'),
    );
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
