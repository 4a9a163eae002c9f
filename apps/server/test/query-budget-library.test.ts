import { beforeAll, describe, it } from 'vitest';
import { buildNamed } from './factories.ts';
import type { TestContext } from './harness.ts';
import { buildLibraryCategory, buildLibraryFile, librarySite } from './library-fixtures.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';

// The query budget (query-budget.ts) for the library: the learners' categories, a category's files and the search
// across categories, the editors' categories and files.
const budget = queryBudget('library');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: library', () => {
  it('lists one category or file or 25, grouped or not, with the same statements', async () => {
    const site = await librarySite(t);
    const group = await buildNamed(t.db, 'user_groups', site.client.id);
    await t.db
      .insertInto('user_group_members')
      .values({ group_id: group.id, user_id: site.learner.id })
      .execute();
    const categories = [];
    for (const i of range(N)) categories.push(await buildLibraryCategory(t, site.client.id, `Category ${i}`));
    const first = categories[0];
    if (!first) throw new Error('no category');
    for (const i of range(N))
      await buildLibraryFile(t, {
        clientId: site.client.id,
        categoryId: first.id,
        title: `File ${i}`,
        groupIds: i % 2 === 0 ? [group.id] : [],
      });
    // one file in each category, found by the search across them
    for (const [i, category] of categories.entries())
      await buildLibraryFile(t, { clientId: site.client.id, categoryId: category.id, title: `Found ${i}` });
    const one = await librarySite(t);
    const only = await buildLibraryCategory(t, one.client.id, 'Only');
    await buildLibraryFile(t, { clientId: one.client.id, categoryId: only.id, title: 'Only' });

    await expectSameStatements(
      { url: '/api/v1/library/categories', headers: one.learner.headers },
      { url: '/api/v1/library/categories', headers: site.learner.headers },
      results,
    );
    await expectSameStatements(
      ...paged(`/api/v1/library/categories/${first.slug}/files`, site.learner.headers),
      results,
    );
    await expectSameStatements(...paged('/api/v1/library/files?search=found', site.learner.headers), results);
    await expectSameStatements(...paged('/api/v1/library/files?kind=pdf', site.learner.headers), results);
    await expectSameStatements(
      { url: '/api/v1/admin/library/categories', headers: one.admin.headers },
      { url: '/api/v1/admin/library/categories', headers: site.admin.headers },
      results,
    );
    await expectSameStatements(...paged('/api/v1/admin/library/files', site.admin.headers), results);
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
