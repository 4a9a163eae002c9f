import type {
  AdminFaqEntry,
  AdminFaqPage,
  AdminFaqQuery,
  AuditAction,
  CreateFaqCategoryRequest,
  CreateFaqEntryRequest,
  FaqCategory,
  FaqPage,
  FaqQuery,
  ReorderFaqRequest,
  UpdateFaqEntryRequest,
} from '@elevar/contract';
import { errorMessage, FAQ_EDITOR_ROLES, type LanguageCode, localized, searchKey } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import { assertModule, loadActor, requireRole } from '../../identity/index.ts';
import { clientLanguage } from '../news/queries.ts';
import * as q from './queries.ts';

const fieldError = (field: string, message: string) =>
  new AppError('common.validation', 400, [{ field, message }]);

/** The client's categories in the reader's language (else the client's, else pt-BR). */
async function categoriesIn(
  ctx: ServiceContext,
  clientId: number,
  language: LanguageCode,
  clientDefault: LanguageCode | undefined,
): Promise<FaqCategory[]> {
  const rows = await q.categoriesOf(ctx.db, clientId);
  return rows.map((row) => ({ id: row.id, name: localized(row.names, language, '', clientDefault) }));
}

/** What the search looks for: the domain's `searchKey` (accents, case and punctuation ignored). */
const searchKeyOf = (search: string | undefined) => (search ? searchKey(search) : undefined);

/** The text a question is found by: its question and its answer's words without markup. */
const entrySearchText = (question: string, answer: string) =>
  searchKey(`${question} ${answer.replace(/<[^>]*>/g, ' ')}`);

/**
 * SPEC §2 faq: the client's published questions in the reader's language (else the client's default, else pt-BR:
 * the first with a FAQ), by category and position; by category and words of the question or answer.
 */
export async function listFaq(
  ctx: ServiceContext,
  auth: AuthContext,
  query: FaqQuery,
  language: LanguageCode,
): Promise<FaqPage> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'faq');
  const clientDefault = await clientLanguage(ctx.db, clientId);
  const candidates = [...new Set([language, clientDefault ?? 'pt-BR', 'pt-BR'])] as LanguageCode[];
  const shown = (await q.firstLanguageWithFaq(ctx.db, clientId, candidates)) ?? language;
  const filter = {
    language: shown,
    categoryId: query.category,
    searchKey: searchKeyOf(query.search),
    publishedOnly: true,
  };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count, categories] = await Promise.all([
    q.entryPage(ctx.db, clientId, filter, page),
    q.countEntries(ctx.db, clientId, filter),
    categoriesIn(ctx, clientId, language, clientDefault),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    language: shown,
    categories,
    results: rows.map((row) => ({
      id: row.id,
      category_id: row.category_id,
      question: row.question,
      answer: row.answer,
    })),
  };
}

// Editors

interface EditorScope {
  clientId: number;
  actorId: number;
  now: Date;
}

async function editorOf(ctx: ServiceContext, auth: AuthContext): Promise<EditorScope> {
  const actor = await loadActor(ctx, auth);
  return { clientId: requireRole(actor, FAQ_EDITOR_ROLES), actorId: actor.userId, now: ctx.clock.now() };
}

function toAdminEntry(row: q.EntryRow): AdminFaqEntry {
  return {
    id: row.id,
    category_id: row.category_id,
    language: row.language as LanguageCode,
    question: row.question,
    answer: row.answer,
    position: row.position,
    published: row.published,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function audited(
  trx: Trx,
  scope: EditorScope,
  action: AuditAction,
  entity: { kind: 'faq_entry' | 'faq_category'; id: number },
  fields?: string[],
) {
  await recordAudit(trx, {
    actor: scope.actorId,
    clientId: scope.clientId,
    action,
    entity: entity.kind,
    entityId: entity.id,
    ...(fields ? { fields } : {}),
    at: scope.now,
  });
}

async function checkCategory(trx: Trx, scope: EditorScope, categoryId: number, language: LanguageCode) {
  if (!(await q.categoryOfClient(trx, scope.clientId, categoryId)))
    throw fieldError('category_id', errorMessage('faq.category_unknown', language));
}

/** Every question of the client in one language, published or not, for its editors. */
export async function listEditorFaq(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AdminFaqQuery,
  language: LanguageCode,
): Promise<AdminFaqPage> {
  const scope = await editorOf(ctx, auth);
  const filter = { language: query.language, categoryId: query.category, publishedOnly: false };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const clientDefault = await clientLanguage(ctx.db, scope.clientId);
  const [rows, count, categories] = await Promise.all([
    q.entryPage(ctx.db, scope.clientId, filter, page),
    q.countEntries(ctx.db, scope.clientId, filter),
    categoriesIn(ctx, scope.clientId, language, clientDefault),
  ]);
  return { count, page: query.page, page_size: query.page_size, categories, results: rows.map(toAdminEntry) };
}

async function answerEntry(trx: Trx, scope: EditorScope, entryId: number): Promise<AdminFaqEntry> {
  const row = await q.entryOfClient(trx, scope.clientId, entryId);
  if (!row) throw notFound();
  return toAdminEntry(row);
}

/** Adds a question at the end of its category in its language; the answer kept to the rich-text allow-list. */
export async function createFaqEntry(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateFaqEntryRequest,
  language: LanguageCode,
): Promise<AdminFaqEntry> {
  const scope = await editorOf(ctx, auth);
  return inTransaction(ctx.db, async (trx) => {
    await checkCategory(trx, scope, body.category_id, language);
    const answer = sanitizeRichText(body.answer);
    const row = await trx
      .insertInto('faq_entries')
      .values({
        client_id: scope.clientId,
        category_id: body.category_id,
        language: body.language,
        question: body.question,
        answer,
        position: await q.nextPosition(trx, scope.clientId, body.category_id, body.language),
        published: body.published ?? false,
        search_text: entrySearchText(body.question, answer),
        created_by: scope.actorId,
        updated_by: scope.actorId,
        created_at: scope.now,
        updated_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'content.faq.created', { kind: 'faq_entry', id: row.id });
    return answerEntry(trx, scope, row.id);
  });
}

/** Edits a question: the fields sent replace the stored ones; a new category puts it at that category's end. */
export async function updateFaqEntry(
  ctx: ServiceContext,
  auth: AuthContext,
  entryId: number,
  body: UpdateFaqEntryRequest,
  language: LanguageCode,
): Promise<AdminFaqEntry> {
  const scope = await editorOf(ctx, auth);
  return inTransaction(ctx.db, async (trx) => {
    const stored = await q.entryOfClient(trx, scope.clientId, entryId, true);
    if (!stored) throw notFound();
    const question = body.question ?? stored.question;
    const answer = body.answer === undefined ? stored.answer : sanitizeRichText(body.answer);
    const moved = body.category_id !== undefined && body.category_id !== stored.category_id;
    if (moved) await checkCategory(trx, scope, body.category_id as number, language);
    await trx
      .updateTable('faq_entries')
      .set({
        question,
        answer,
        search_text: entrySearchText(question, answer),
        ...(body.published === undefined ? {} : { published: body.published }),
        ...(moved
          ? {
              category_id: body.category_id as number,
              position: await q.nextPosition(
                trx,
                scope.clientId,
                body.category_id as number,
                stored.language,
              ),
            }
          : {}),
        updated_by: scope.actorId,
        updated_at: scope.now,
      })
      .where('id', '=', entryId)
      .execute();
    const fields = Object.keys(body).filter((key) => body[key as keyof UpdateFaqEntryRequest] !== undefined);
    await audited(trx, scope, 'content.faq.updated', { kind: 'faq_entry', id: entryId }, fields);
    return answerEntry(trx, scope, entryId);
  });
}

export async function deleteFaqEntry(ctx: ServiceContext, auth: AuthContext, entryId: number) {
  const scope = await editorOf(ctx, auth);
  return inTransaction(ctx.db, async (trx) => {
    const deleted = await trx
      .deleteFrom('faq_entries')
      .where('id', '=', entryId)
      .where('client_id', '=', scope.clientId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound();
    await audited(trx, scope, 'content.faq.deleted', { kind: 'faq_entry', id: entryId });
    return { ok: true as const };
  });
}

/** Puts the questions of one category and language in the order given (1, 2, …); all must be of that one list. */
export async function reorderFaq(
  ctx: ServiceContext,
  auth: AuthContext,
  body: ReorderFaqRequest,
  language: LanguageCode,
) {
  const scope = await editorOf(ctx, auth);
  const ids = [...new Set(body.ids)];
  return inTransaction(ctx.db, async (trx) => {
    const rows = await q.entriesByIds(trx, scope.clientId, ids);
    const lists = new Set(rows.map((row) => `${row.category_id}:${row.language}`));
    if (rows.length !== ids.length) throw notFound();
    if (lists.size !== 1) throw fieldError('ids', errorMessage('common.validation', language));
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('faq_entries')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute();
    await audited(trx, scope, 'content.faq.reordered', { kind: 'faq_entry', id: ids[0] as number }, [
      'position',
    ]);
    return { ok: true as const };
  });
}

/** Adds a FAQ category (a site list of SPEC §3) at the end, named in the four languages. */
export async function createFaqCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateFaqCategoryRequest,
  language: LanguageCode,
): Promise<FaqCategory> {
  const scope = await editorOf(ctx, auth);
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .insertInto('faq_categories')
      .values({
        client_id: scope.clientId,
        names: JSON.stringify(body.names),
        position: await q.nextCategoryPosition(trx, scope.clientId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'content.faq_category.created', { kind: 'faq_category', id: row.id });
    return { id: row.id, name: localized(body.names, language) };
  });
}
