import { describe, expect, it } from 'vitest';
import {
  call,
  client,
  courseWithTest,
  learnerOf,
  other,
  otherAdmin,
  start,
  submit,
  useAssessmentSuite,
  view,
} from '../../../test/assessment-suite.ts';

// Tenant isolation on the learner's side: another client's test, another learner's attempt.
useAssessmentSuite();

describe('tenant isolation', () => {
  it("a learner never reads another client's test nor another learner's attempt", async () => {
    const test = await courseWithTest('conventional_test');
    const owner = await learnerOf(client.id);
    const attempt = await start(owner, test.testId);
    const stranger = await learnerOf(other.id);
    const neighbour = await learnerOf(client.id);
    expect((await view(stranger, test.testId)).status).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/v1/assessment/activities/${test.testId}/attempts`)).status,
    ).toBe(404);
    expect((await call(neighbour, 'GET', `/api/v1/assessment/attempts/${attempt.id}`)).status).toBe(404);
    expect((await submit(neighbour, attempt.id)).status).toBe(404);
    const grant = await call(
      otherAdmin,
      'POST',
      `/api/v1/admin/assessment/activities/${test.testId}/learners/${owner.id}/interventions`,
      { kind: 'extra_attempt', reason: 'x' },
    );
    expect(grant.status).toBe(404);
  });
});
