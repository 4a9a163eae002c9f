import { beforeAll, describe, it } from 'vitest';
import { issueMissing } from '../src/modules/certificates/service.ts';
import { buildCourse, writeFinished } from './course-fixtures.ts';
import { buildClient } from './factories.ts';
import type { TestContext } from './harness.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';
import { signedIn } from './registration.ts';

// The query budget (query-budget.ts) for certificates: the learner's list (the profile's certificates section) and
// the administrators' list of the client's certificates.
const budget = queryBudget('certificates');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

/** A learner who finished `count` courses granting certificates (written as before, issued by the sweep). */
async function holderOf(count: number) {
  const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
  for (const i of range(count)) {
    const course = await buildCourse(t.db, { clientId: client.id, title: { 'pt-BR': `Curso ${i}` } });
    await t.db.updateTable('courses').set({ grants_certificate: true }).where('id', '=', course.id).execute();
    await writeFinished(t.db, {
      userId: learner.id,
      courseId: course.id,
      clientId: client.id,
      at: new Date(Date.UTC(2026, 10, 1, 12, i)),
    });
  }
  await issueMissing(t.db, new Date());
  const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  return { ...learner, admin };
}

describe('the query budget: certificates', () => {
  it('lists one certificate or 25 with the same statements', async () => {
    const one = await holderOf(1);
    const many = await holderOf(N);
    await expectSameStatements(
      { url: '/api/v1/certificates', headers: one.headers },
      { url: '/api/v1/certificates', headers: many.headers },
      results,
    );
    // some revoked (their revoker's name is read too), searched
    await t.db
      .updateTable('certificates')
      .set({ revoked_at: new Date(), revoked_by: many.admin.id, revoke_reason: 'x' })
      .where('user_id', '=', many.id)
      .execute();
    await expectSameStatements(...paged('/api/v1/admin/certificates', many.admin.headers), results);
    await expectSameStatements(
      ...paged('/api/v1/admin/certificates?search=curso', many.admin.headers),
      results,
    );
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
