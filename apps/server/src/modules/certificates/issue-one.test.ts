import { describe, expect, it } from 'vitest';
import { client, learnerOf, t, useAssessmentSuite } from '../../../test/assessment-suite.ts';
import { grant } from '../../../test/certificate-fixtures.ts';
import { buildCourse, writeFinished } from '../../../test/course-fixtures.ts';
import { sha256 } from '../../platform/crypto.ts';
import { issueAtCompletion } from './service.ts';

// A completion's certificate is found due and inserted in one statement (queries.ts `issueOne`): the facts it derives
// in SQL must be the ones `newCertificate` derives in JavaScript, and an e-mail SQL would not lower-case as
// JavaScript does is issued the long way, with the same facts.

useAssessmentSuite();

describe('a completion issuing its certificate in one statement', () => {
  /** A learner with `email` who finished a granting course with a test's best score per entry of `scores`. */
  async function finished(email: string, scores: number[]) {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: scores.map(() => ({ kind: 'conventional_test', content: {} })),
    });
    await grant(course.id);
    await t.db.updateTable('users').set({ email }).where('id', '=', learner.id).execute();
    const at = t.clock.now();
    await writeFinished(t.db, { userId: learner.id, courseId: course.id, clientId: client.id, at });
    for (const [i, score] of scores.entries())
      await t.db
        .insertInto('assessment_standings')
        .values({
          user_id: learner.id,
          activity_id: course.activityIds[i] as number,
          client_id: client.id,
          course_id: course.id,
          state: 'approved',
          best_score: score,
          passed: true,
          updated_at: at,
        })
        .execute();
    const completion = {
      userId: learner.id,
      clientId: client.id,
      courseId: course.id,
      kind: 'course' as const,
      at,
    };
    await t.db.transaction().execute((trx) => issueAtCompletion(trx, completion));
    const certificate = await t.db
      .selectFrom('certificates')
      .select(['score', 'recipient_hash', 'recipient_salt', 'completed_at'])
      .where('user_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    return { certificate, at, completion };
  }

  it.each([
    // the mean 1.005 is 100.49999999999999 hundredths as a double: JavaScript's rounding keeps 1
    ['Ana.Souza@Example.TEST', [1.01, 1], 1],
    ['ana@example.test', [66.66, 66.67], 66.67],
    // not plain ASCII: issued the long way
    ['Élise@Example.test', [90], 90],
  ])(
    'e-mail %s, best scores %j: score %d and the recipient hash JavaScript makes',
    async (email, scores, score) => {
      const { certificate, at } = await finished(email, scores);
      expect(Number(certificate.score)).toBe(score);
      expect(certificate.recipient_hash).toBe(
        `sha256$${sha256(email.trim().toLowerCase() + certificate.recipient_salt)}`,
      );
      expect(certificate.completed_at.getTime()).toBe(at.getTime());
    },
  );

  it('issues none a second time', async () => {
    const { completion } = await finished('bia@example.test', [80]);
    await t.db.transaction().execute((trx) => issueAtCompletion(trx, completion));
    const rows = await t.db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', completion.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
