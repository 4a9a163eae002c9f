import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditProbe, expectStatus } from './audit-trail-support.ts';
import { buildCourse } from './course-fixtures.ts';
import { buildClient } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { signedIn } from './registration.ts';

/** The audit trail of the assessment staff actions. */

let t: TestContext;
let send: ReturnType<typeof auditProbe>['send'];
let eventsDuring: ReturnType<typeof auditProbe>['eventsDuring'];

beforeAll(async () => {
  t = await createTestContext();
  ({ send, eventsDuring } = auditProbe(t));
});
afterAll(() => t.close());

/** A test's rules as written: the fields sent and the defaults of those not sent. */
const SETTINGS_FIELDS = [
  'bank_id',
  'max_attempts',
  'min_score',
  'min_correct',
  'question_count',
  'time_limit_seconds',
  'show_corrections',
  'shuffle_options',
  'one_per_page',
];

describe('assessment', () => {
  it('records a bank, a question, a test’s rules and an extra attempt; a refused question records nothing', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'block_test', content: {} }],
    });
    const testId = course.activityIds[0] as number;
    let bankId = 0;
    const bank = await eventsDuring(async () => {
      const created = await expectStatus(
        send('POST', '/api/v1/admin/assessment/banks', admin.headers, { title: 'B' }),
        201,
      );
      bankId = (created.json() as { id: number }).id;
    });
    const question = { prompt: 'Q', key: { type: 'true_false', correct: true } };
    let questionId = 0;
    const added = await eventsDuring(async () => {
      const created = await expectStatus(
        send('POST', `/api/v1/admin/assessment/banks/${bankId}/questions`, admin.headers, question),
        201,
      );
      questionId = (created.json() as { id: number }).id;
    });
    const refused = await eventsDuring(() =>
      expectStatus(
        send('POST', `/api/v1/admin/assessment/banks/${bankId}/questions`, admin.headers, {
          prompt: 'Q',
          key: { type: 'single', correct: 'x' },
        }),
        422,
      ),
    );
    const rules = { bank_id: bankId, max_attempts: 1, question_count: null, time_limit_seconds: null };
    const set = await eventsDuring(() =>
      expectStatus(send('PUT', `/api/v1/admin/assessment/activities/${testId}`, admin.headers, rules), 200),
    );
    const granted = await eventsDuring(() =>
      expectStatus(
        send(
          'POST',
          `/api/v1/admin/assessment/activities/${testId}/learners/${learner.id}/interventions`,
          admin.headers,
          {
            kind: 'extra_attempt',
            reason: 'Queda de energia',
          },
        ),
        200,
      ),
    );
    const event = { actor_id: admin.id, client_id: client.id };
    expect(bank).toEqual([
      {
        ...event,
        action: 'assessment.bank.created',
        entity_type: 'question_bank',
        entity_id: bankId,
        fields: ['title'],
      },
    ]);
    expect(added).toEqual([
      {
        ...event,
        action: 'assessment.question.created',
        entity_type: 'question',
        entity_id: questionId,
        fields: [
          'prompt',
          'prompt_translations',
          'options',
          'right_options',
          'key',
          'explanation_translations',
        ],
      },
    ]);
    expect(refused).toEqual([]);
    expect(set).toEqual([
      {
        ...event,
        action: 'assessment.test.updated',
        entity_type: 'test',
        entity_id: testId,
        fields: SETTINGS_FIELDS,
      },
    ]);
    expect(granted).toEqual([
      {
        ...event,
        action: 'assessment.learner.extra_attempt',
        entity_type: 'test',
        entity_id: testId,
        fields: ['user_id', 'reason'],
      },
    ]);
  });
});
