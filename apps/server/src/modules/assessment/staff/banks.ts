import type { AuthoringQuestion, BankListQuery, BankPage, QuestionBank } from '@elevar/contract';
import { BankListQuery as BankListQuerySchema } from '@elevar/contract';
import { QUESTION_TRANSLATION_LANGUAGES } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { QUESTION_COLUMNS } from '../queries.ts';
import { audit, containing, findBank, scopeOf } from './scope.ts';

/** A client's question banks: listed, created, read with their questions and keys, renamed, deleted. */

type Translations = AuthoringQuestion['prompt_translations'];

interface StoredOption {
  id: string;
  text: string;
  image_url?: string | null;
  translations?: Partial<Record<string, string>>;
}

/** Only the three other languages, as stored (an option written before translations has none). */
function translationsOf(stored: Partial<Record<string, string>> | undefined): Translations {
  const out: Translations = {};
  for (const code of QUESTION_TRANSLATION_LANGUAGES) {
    const text = stored?.[code];
    if (text) out[code] = text;
  }
  return out;
}

const authoringOption = (o: StoredOption) => ({
  id: o.id,
  text: o.text,
  image_url: o.image_url ?? null,
  translations: translationsOf(o.translations),
});

export function toAuthoringQuestion(row: {
  id: number;
  type: string;
  prompt: string;
  prompt_translations: Partial<Record<string, string>>;
  image_url: string | null;
  options: StoredOption[];
  right_options: StoredOption[];
  answer_key: Record<string, unknown>;
  explanation: string | null;
  explanation_translations: Partial<Record<string, string>>;
}): AuthoringQuestion {
  return {
    id: row.id,
    type: row.type as AuthoringQuestion['type'],
    prompt: row.prompt,
    prompt_translations: translationsOf(row.prompt_translations),
    image_url: row.image_url,
    options: row.options.map(authoringOption),
    right_options: row.right_options.map(authoringOption),
    key: row.answer_key as AuthoringQuestion['key'],
    explanation: row.explanation,
    explanation_translations: translationsOf(row.explanation_translations),
  };
}

async function bankOf(trx: Trx, clientId: number, bankId: number): Promise<QuestionBank> {
  const bank = await findBank(trx, clientId, bankId);
  const rows = await trx
    .selectFrom('assessment_questions')
    .select(QUESTION_COLUMNS)
    .where('bank_id', '=', bankId)
    .where('client_id', '=', clientId)
    .where('archived', '=', false)
    .orderBy('position')
    .execute();
  return { id: bank.id, title: bank.title, questions: rows.map(toAuthoringQuestion) };
}

/** GET /api/v1/admin/assessment/banks: the client's banks, newest first, a page at a time. */
export async function listBanks(
  ctx: ServiceContext,
  auth: AuthContext,
  input: BankListQuery,
): Promise<BankPage> {
  const query = BankListQuerySchema.parse(input);
  const scope = await scopeOf(ctx, auth);
  let base = ctx.db.selectFrom('assessment_banks as b').where('b.client_id', '=', scope.clientId);
  if (query.search) {
    base = base.where(sql<boolean>`b.title ilike ${containing(query.search)}`);
  }
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'b.id',
        'b.title',
        'b.created_at',
        sql<string>`(select count(*) from assessment_questions q
          where q.bank_id = b.id and q.client_id = b.client_id and not q.archived)`.as('question_count'),
        sql<string>`(select count(*) from assessment_tests t
          where t.bank_id = b.id and t.client_id = b.client_id)`.as('test_count'),
      ])
      .orderBy('b.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      question_count: Number(row.question_count),
      test_count: Number(row.test_count),
      created_at: row.created_at.toISOString(),
    })),
  };
}

/** POST /api/v1/admin/assessment/banks */
export async function createBank(
  ctx: ServiceContext,
  auth: AuthContext,
  title: string,
): Promise<QuestionBank> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const bank = await trx
      .insertInto('assessment_banks')
      .values({ client_id: scope.clientId, title, created_by: scope.actorId, created_at: now })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    await audit(trx, scope, now, {
      action: 'assessment.bank.created',
      entity: 'question_bank',
      entityId: bank.id,
      fields: ['title'],
    });
    return { ...bank, questions: [] };
  });
}

/** GET /api/v1/admin/assessment/banks/:id (answer keys included: staff only) */
export async function getBank(ctx: ServiceContext, auth: AuthContext, bankId: number): Promise<QuestionBank> {
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute((trx) => bankOf(trx, scope.clientId, bankId));
}

/** PATCH /api/v1/admin/assessment/banks/:id */
export async function renameBank(
  ctx: ServiceContext,
  auth: AuthContext,
  bankId: number,
  title: string,
): Promise<QuestionBank> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await findBank(trx, scope.clientId, bankId, true);
    await trx
      .updateTable('assessment_banks')
      .set({ title })
      .where('id', '=', bankId)
      .where('client_id', '=', scope.clientId)
      .execute();
    await audit(trx, scope, now, {
      action: 'assessment.bank.renamed',
      entity: 'question_bank',
      entityId: bankId,
      fields: ['title'],
    });
    return bankOf(trx, scope.clientId, bankId);
  });
}

/**
 * DELETE /api/v1/admin/assessment/banks/:id: refused (409 `assessment.bank_in_use`) while a test draws from it or an
 * attempt asked one of its questions (its result names them); otherwise the bank goes with its questions (the screen
 * asks first).
 */
export async function deleteBank(ctx: ServiceContext, auth: AuthContext, bankId: number) {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await findBank(trx, scope.clientId, bankId, true);
    const used = await trx
      .selectFrom('assessment_tests')
      .select('activity_id')
      .where('bank_id', '=', bankId)
      .where('client_id', '=', scope.clientId)
      .limit(1)
      .executeTakeFirst();
    // a bank a test no longer draws from may still hold the questions of its past attempts, whose results name them
    const asked = used
      ? undefined
      : await trx
          .selectFrom('assessment_attempts as at')
          .select('at.id')
          .where('at.client_id', '=', scope.clientId)
          .where(
            sql<boolean>`exists (select 1 from jsonb_array_elements(at.questions) as drawn(item)
              join assessment_questions q on q.id = (drawn.item->>'id')::bigint
              where q.bank_id = ${bankId})`,
          )
          .limit(1)
          .executeTakeFirst();
    if (used || asked) throw new AppError('assessment.bank_in_use', 409);
    await trx
      .deleteFrom('assessment_banks')
      .where('id', '=', bankId)
      .where('client_id', '=', scope.clientId)
      .execute();
    await audit(trx, scope, now, {
      action: 'assessment.bank.deleted',
      entity: 'question_bank',
      entityId: bankId,
      fields: [],
    });
    return { ok: true as const };
  });
}
