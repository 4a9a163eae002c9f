import {
  type ItemAnalysis,
  type ItemAnalysisQuery,
  ItemAnalysisQuery as ItemAnalysisQuerySchema,
  type ItemStatistic,
} from '@elevar/contract';
import { type Answer, isCorrect, itemStatistics, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { csvField } from '../../../platform/csv.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { answerKeys, textIn } from '../queries.ts';
import { editableTestActivity, scopeOf } from './scope.ts';

/**
 * A test's item analysis (docs/assessment.md "Item analysis"): every submitted attempt is a sitting; each question
 * it asked is right or wrong by the question's key (scored again, as the corrections are), the sitting's score the
 * share right; the domain's `itemStatistics` gives each question's difficulty and point-biserial discrimination.
 * Two statements read every sitting and the questions asked, whatever their number.
 */
async function questionStatistics(
  trx: Trx,
  clientId: number,
  activityId: number,
  language: LanguageCode,
): Promise<{ sittings: number; questions: ItemStatistic[] }> {
  const attempts = await trx
    .selectFrom('assessment_attempts')
    .select(['questions', 'answers'])
    .where('activity_id', '=', activityId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'submitted')
    .execute();
  const ids = [...new Set(attempts.flatMap((a) => a.questions.map((q) => q.id)))];
  const questions = await answerKeys(trx, clientId, ids);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const sittings = attempts.map((attempt) => {
    const answers = attempt.answers as Record<string, Answer | undefined>;
    const items = attempt.questions.flatMap((asked) => {
      const question = byId.get(asked.id);
      return question
        ? [{ questionId: asked.id, correct: isCorrect(question.key, answers[String(asked.id)]) }]
        : [];
    });
    const right = items.filter((item) => item.correct).length;
    return { score: items.length === 0 ? 0 : right / items.length, items };
  });
  const statistics = new Map(itemStatistics(sittings).map((s) => [s.questionId, s]));
  return {
    sittings: attempts.length,
    questions: questions
      .filter((q) => statistics.has(q.id))
      .sort((a, b) => a.id - b.id)
      .map((q) => {
        const s = statistics.get(q.id) as NonNullable<ReturnType<typeof statistics.get>>;
        return {
          question_id: q.id,
          type: q.type,
          prompt: textIn(q.prompt, q.prompt_translations, language, q.client_language),
          asked: s.asked,
          correct: s.correct,
          difficulty: s.difficulty,
          discrimination: s.discrimination,
        };
      }),
  };
}

/**
 * GET /api/v1/admin/assessment/activities/:id/item-analysis: the test's questions with their statistics, and its
 * learners a page at a time (submitted attempts, best score, the last submission; the latest first).
 */
export async function itemAnalysis(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  input: ItemAnalysisQuery,
  language: LanguageCode,
): Promise<ItemAnalysis> {
  const query = ItemAnalysisQuerySchema.parse(input);
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    await editableTestActivity(trx, scope, activityId);
    const submitted = trx
      .selectFrom('assessment_attempts as at')
      .where('at.activity_id', '=', activityId)
      .where('at.client_id', '=', scope.clientId)
      .where('at.status', '=', 'submitted');
    const statistics = await questionStatistics(trx, scope.clientId, activityId, language);
    const learners = await submitted
      .select((eb) => eb.fn.count<string>('at.user_id').distinct().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await submitted
      .innerJoin('users as u', 'u.id', 'at.user_id')
      .groupBy(['at.user_id', 'u.username'])
      .select((eb) => [
        'at.user_id',
        'u.username',
        eb.fn.countAll<string>().as('attempts'),
        eb.fn.max('at.score').as('best_score'),
        eb.fn.max('at.submitted_at').as('last_submitted_at'),
      ])
      .orderBy('last_submitted_at', 'desc')
      .orderBy('at.user_id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return {
      ...statistics,
      count: Number(learners.count),
      page: query.page,
      page_size: query.page_size,
      results: rows.map((row) => ({
        user_id: row.user_id,
        username: row.username,
        attempts: Number(row.attempts),
        best_score: row.best_score === null ? null : Number(row.best_score),
        last_submitted_at: new Date(row.last_submitted_at as Date).toISOString(),
      })),
    };
  });
}

const CSV_TITLES: Record<LanguageCode, readonly string[]> = {
  'pt-BR': ['pergunta', 'tipo', 'enunciado', 'respondida', 'acertos', 'dificuldade', 'discriminacao'],
  'en-US': ['question', 'type', 'prompt', 'asked', 'correct', 'difficulty', 'discrimination'],
  'es-ES': ['pregunta', 'tipo', 'enunciado', 'respondida', 'aciertos', 'dificultad', 'discriminacion'],
  'fr-FR': ['question', 'type', 'enonce', 'posee', 'reussites', 'difficulte', 'discrimination'],
};

/**
 * GET /api/v1/admin/assessment/activities/:id/item-analysis.csv: the questions' statistics as CSV (UTF-8 with BOM,
 * headers in the request's language, numbers with a full stop), checked like the page before anything is sent.
 */
export async function itemAnalysisCsv(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<{ filename: string; body: string }> {
  const scope = await scopeOf(ctx, auth);
  const { questions } = await ctx.db.transaction().execute(async (trx) => {
    await editableTestActivity(trx, scope, activityId);
    return questionStatistics(trx, scope.clientId, activityId, language);
  });
  const lines = [
    CSV_TITLES[language].map((title) => csvField(title)).join(','),
    ...questions.map((q) =>
      [
        csvField(q.question_id),
        csvField(q.type),
        csvField(q.prompt, true),
        csvField(q.asked),
        csvField(q.correct),
        csvField(q.difficulty),
        csvField(q.discrimination),
      ].join(','),
    ),
  ];
  return {
    filename: `test-${activityId}-item-analysis.csv`,
    body: `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`,
  };
}
