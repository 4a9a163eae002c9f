import { type Answer, type AnswerKey, scoreAttempt } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { insertDemoCourse, demoText as t } from '../learning/index.ts';
import type { SeedStep } from '../manifest.ts';

/**
 * Five academy colleagues who took the new course's test and reviewed it: which of the bank's six questions (by
 * position) each got right in each attempt, their rating and comment. They sign in with the demo password too.
 */
const COLLEAGUES = [
  {
    username: 'bruno.balcao',
    fullName: 'Bruno Balcão',
    attempts: [[1, 1, 1, 1, 1, 1]],
    rating: 5,
    comment: 'Direto ao ponto: usei as dicas no mesmo dia.',
  },
  {
    username: 'carla.caixa',
    fullName: 'Carla Caixa',
    attempts: [[1, 1, 1, 1, 0, 1]],
    rating: 4,
    comment: 'Bom teste, a pergunta de ordenar os passos é difícil.',
  },
  {
    username: 'diego.deposito',
    fullName: 'Diego Depósito',
    attempts: [
      [1, 1, 0, 1, 0, 0],
      [1, 1, 1, 1, 0, 1],
    ],
    rating: 5,
    comment: 'Passei na segunda tentativa, as correções ajudaram.',
  },
  {
    username: 'elisa.estoque',
    fullName: 'Elisa Estoque',
    attempts: [
      [1, 0, 1, 0, 0, 0],
      [1, 1, 0, 1, 0, 1],
    ],
    rating: 3,
    comment: 'Poderia ter mais exemplos antes do teste.',
  },
  {
    username: 'fabio.frente',
    fullName: 'Fábio Frente',
    attempts: [[0, 1, 0, 0, 1, 0]],
    rating: 4,
    comment: 'Compre já em www.exemplo-promocao.test!!!',
  },
] as const;

/** An answer to a question that its key marks right, or one it marks wrong. */
function answerFor(key: AnswerKey, options: readonly { id: string }[], right: boolean): Answer {
  switch (key.type) {
    case 'single':
      return {
        type: 'single',
        choice: right ? key.correct : (options.find((o) => o.id !== key.correct)?.id ?? ''),
      };
    case 'multiple':
      return { type: 'multiple', choices: right ? [...key.correct] : key.correct.slice(0, 1) };
    case 'true_false':
      return { type: 'true_false', value: right ? key.correct : !key.correct };
    case 'matching': {
      if (right) return { type: 'matching', pairs: { ...key.pairs } };
      const lefts = Object.keys(key.pairs);
      const rights = Object.values(key.pairs);
      return {
        type: 'matching',
        pairs: Object.fromEntries(lefts.map((left, i) => [left, rights[(i + 1) % rights.length] ?? ''])),
      };
    }
    case 'ordering':
      return { type: 'ordering', order: right ? [...key.order] : [...key.order].reverse() };
    case 'short_answer':
      return { type: 'short_answer', text: right ? (key.accepted[0] ?? '') : 'não sei' };
  }
}

/**
 * Reviews and item analysis (issue 14): the academy's course "Atendimento na prática / Service in practice", the demo
 * instructor's own, with a conventional test over the demo bank (all six questions, three attempts, 70 %); five
 * colleagues took it (seven submitted attempts: the instructor's item analysis has numbers) and reviewed the course
 * (average 4.2), one review reported to the moderators (spam) for the demo moderator's queue.
 */
export const assessmentReviewsStep: SeedStep = {
  name: '2026-12-03 assessment reviews',
  async run(db: Db) {
    const clientId = (await clientIds(db)).academy;
    const [instructor, learner, bank] = await Promise.all([
      db.selectFrom('users').select('id').where('username', '=', 'instructor').executeTakeFirstOrThrow(),
      db
        .selectFrom('users')
        .select(['password_hash', 'accepted_terms_version'])
        .where('username', '=', 'learner')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('assessment_banks')
        .select('id')
        .where('client_id', '=', clientId)
        .where('title', '=', 'Atendimento')
        .executeTakeFirstOrThrow(),
    ]);
    const questions = await db
      .selectFrom('assessment_questions')
      .select(['id', 'options', 'right_options', 'answer_key'])
      .where('bank_id', '=', bank.id)
      .where('archived', '=', false)
      .orderBy('position')
      .execute();
    const publishedAt = new Date(Date.now() - 20 * 86_400_000);
    const course = await insertDemoCourse(db, {
      clientId,
      title: t(
        'Atendimento na prática',
        'Service in practice',
        'Atención en la práctica',
        'L’accueil en pratique',
      ),
      description: t(
        'Um teste sobre o atendimento do dia a dia, avaliado pelos colegas.',
        'A test on everyday customer service, reviewed by colleagues.',
        'Una prueba sobre la atención del día a día, valorada por los compañeros.',
        'Un test sur l’accueil au quotidien, évalué par les collègues.',
      ),
      workloadMinutes: 15,
      points: 10,
      publishedAt,
      activities: [
        {
          kind: 'conventional_test',
          title: t('Teste na prática', 'Practice test', 'Prueba práctica', 'Test pratique'),
          content: {},
        },
      ],
    });
    const testId = course.activityIds[0] as number;
    // the instructor's own course: their item analysis opens from its test
    await db.updateTable('courses').set({ created_by: instructor.id }).where('id', '=', course.id).execute();
    await db
      .insertInto('assessment_tests')
      .values({
        activity_id: testId,
        client_id: clientId,
        bank_id: bank.id,
        max_attempts: 3,
        min_score: 70,
        question_count: null,
        time_limit_seconds: null,
        show_corrections: true,
      })
      .execute();

    const keys = questions.map((q) => ({ id: q.id, key: q.answer_key as unknown as AnswerKey }));
    const reviews: number[] = [];
    for (const [index, colleague] of COLLEAGUES.entries()) {
      const [name = colleague.fullName, ...rest] = colleague.fullName.split(' ');
      const user = await db
        .insertInto('users')
        .values({
          username: colleague.username,
          email: `${colleague.username}@demo.elevar.app`,
          full_name: colleague.fullName,
          name,
          last_name: rest.join(' ') || null,
          password_hash: learner.password_hash,
          status: 'approved',
          language_id: 1,
          accepted_terms_version: learner.accepted_terms_version,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_clients')
        .values({ user_id: user.id, client_id: clientId, role: 'learner' })
        .execute();
      let best = 0;
      for (const [number, rights] of colleague.attempts.entries()) {
        const answers = Object.fromEntries(
          questions.map((q, i) => [
            String(q.id),
            answerFor(q.answer_key as unknown as AnswerKey, q.options, rights[i] === 1),
          ]),
        );
        const scored = scoreAttempt(keys, answers);
        best = Math.max(best, scored.score);
        const at = new Date(publishedAt.getTime() + (index * 2 + number + 1) * 86_400_000);
        await db
          .insertInto('assessment_attempts')
          .values({
            client_id: clientId,
            user_id: user.id,
            activity_id: testId,
            course_id: course.id,
            cycle: 0,
            number: number + 1,
            status: 'submitted',
            questions: JSON.stringify(
              questions.map((q) => ({
                id: q.id,
                options: q.options.map((o) => o.id),
                right: q.right_options.map((o) => o.id),
              })),
            ),
            answers: JSON.stringify(answers),
            started_at: new Date(at.getTime() - 10 * 60_000),
            submitted_at: at,
            closed_by: 'learner',
            score: scored.score,
            correct: scored.correct,
            total: scored.total,
            passed: scored.score >= 70,
            outcome: scored.score >= 70 ? 'approved' : 'reproved',
          })
          .execute();
      }
      await db
        .insertInto('assessment_standings')
        .values({
          user_id: user.id,
          activity_id: testId,
          client_id: clientId,
          course_id: course.id,
          state: best >= 70 ? 'approved' : 'reproved',
          attempts_used: colleague.attempts.length,
          best_score: best,
          best_correct: Math.round((best * questions.length) / 100),
          passed: best >= 70,
        })
        .execute();
      const review = await db
        .insertInto('course_reviews')
        .values({
          client_id: clientId,
          course_id: course.id,
          user_id: user.id,
          rating: colleague.rating,
          comment: colleague.comment,
          created_at: new Date(publishedAt.getTime() + (index * 2 + 3) * 86_400_000),
          updated_at: new Date(publishedAt.getTime() + (index * 2 + 3) * 86_400_000),
        })
        .returning(['id', 'user_id'])
        .executeTakeFirstOrThrow();
      reviews.push(review.id);
    }
    // the spam review, reported by the first colleague: the demo moderator's queue has it
    const [reporter] = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', COLLEAGUES[0].username)
      .execute();
    const spam = reviews.at(-1);
    if (reporter && spam !== undefined) {
      await db
        .insertInto('course_review_reports')
        .values({ review_id: spam, user_id: reporter.id, reason: 'Propaganda de outro site' })
        .execute();
      await db.updateTable('course_reviews').set({ open_reports: 1 }).where('id', '=', spam).execute();
    }
  },
};
