import type { ImportPreview, ImportQuestionsRequest } from '@elevar/contract';
import { ImportQuestionsRequest as ImportSchema } from '@elevar/contract';
import type { ServiceContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { readQuestionCsv } from './question-csv.ts';
import { insertQuestions } from './questions.ts';
import { audit, findBank, scopeOf } from './scope.ts';

/**
 * POST /api/v1/admin/assessment/banks/:id/import: the CSV's preview (each row's question or errors). Confirmed with
 * every row valid, the questions are appended to the bank in one transaction; with any error nothing is written.
 */
export async function importQuestions(
  ctx: ServiceContext,
  auth: AuthContext,
  bankId: number,
  input: ImportQuestionsRequest,
): Promise<ImportPreview> {
  const body = ImportSchema.parse(input);
  const scope = await scopeOf(ctx, auth);
  const preview = readQuestionCsv(body.csv);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await findBank(trx, scope.clientId, bankId, body.confirm);
    const writable = body.confirm && preview.header_error === null && preview.invalid === 0;
    if (!writable) return { ...preview, imported: 0 };
    const questions = preview.rows.flatMap((row) => (row.question ? [row.question] : []));
    const inserted = await insertQuestions(trx, scope.clientId, bankId, questions, now);
    await audit(trx, scope, now, {
      action: 'assessment.question.imported',
      entity: 'question_bank',
      entityId: bankId,
      fields: ['questions'],
    });
    return { ...preview, imported: inserted.length };
  });
}
