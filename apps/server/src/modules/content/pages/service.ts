import {
  type AdminClientPage,
  type AdminClientPageList,
  CLIENT_PAGE_SLUGS,
  type ClientPage,
  type ClientPageSlug,
  type SaveClientPageRequest,
} from '@elevar/contract';
import {
  errorMessage,
  LANGUAGE_CODES,
  type LanguageCode,
  newsLanguageOf,
  writtenLanguages,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import { loadActor, requireClient } from '../../identity/index.ts';
import { editorScope } from '../news/policy.ts';
import { clientLanguage } from '../news/queries.ts';
import { type PageVersionRow, pageVersions, replacePage, unpublishedSlugs } from './queries.ts';

/**
 * The clients' own pages (docs/content.md "Pages"): any member of the client reads them; the client's editors (the
 * news editors: programme administrators, superusers acting in it) write them, every save recorded in the audit
 * trail.
 */

/** The version a reader gets, as for news (`newsLanguageOf`): their language, else the client's, else pt-BR, … */
function versionFor(
  rows: readonly PageVersionRow[],
  language: LanguageCode,
  clientDefault: LanguageCode | undefined,
): PageVersionRow | undefined {
  const written = rows.map((row) => row.language_code as LanguageCode);
  const picked = newsLanguageOf(written, language, clientDefault);
  return rows.find((row) => row.language_code === picked);
}

const latest = (rows: readonly PageVersionRow[]) =>
  rows.reduce<Date | null>((at, row) => (at === null || row.updated_at > at ? row.updated_at : at), null);

/** GET /api/v1/pages/:slug: the page of the client the member acts in, in their language; 404 when never written. */
export async function readPage(
  ctx: ServiceContext,
  auth: AuthContext,
  slug: ClientPageSlug,
  language: LanguageCode,
): Promise<ClientPage> {
  const clientId = requireClient(await loadActor(ctx, auth));
  const [rows, clientDefault, down] = await Promise.all([
    pageVersions(ctx.db, clientId, slug),
    clientLanguage(ctx.db, clientId),
    unpublishedSlugs(ctx.db, clientId, slug),
  ]);
  const row = down.has(slug) ? undefined : versionFor(rows, language, clientDefault);
  if (!row) throw notFound();
  return {
    slug,
    language: row.language_code as LanguageCode,
    title: row.title,
    body: row.body,
    updated_at: row.updated_at.toISOString(),
  };
}

function toAdminPage(
  slug: ClientPageSlug,
  rows: readonly PageVersionRow[],
  down: ReadonlySet<string>,
): AdminClientPage {
  const versions: AdminClientPage['versions'] = {};
  for (const row of rows) versions[row.language_code as LanguageCode] = { title: row.title, body: row.body };
  return { slug, versions, updated_at: latest(rows)?.toISOString() ?? null, published: !down.has(slug) };
}

/** GET /api/v1/admin/pages: every page the client may write, written or not. */
export async function listPages(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<AdminClientPageList> {
  const { clientId } = editorScope(await loadActor(ctx, auth));
  const [rows, clientDefault, down] = await Promise.all([
    pageVersions(ctx.db, clientId),
    clientLanguage(ctx.db, clientId),
    unpublishedSlugs(ctx.db, clientId),
  ]);
  return {
    results: CLIENT_PAGE_SLUGS.map((slug) => {
      const own = rows.filter((row) => row.slug === slug);
      return {
        slug,
        title: versionFor(own, language, clientDefault)?.title ?? null,
        languages: LANGUAGE_CODES.filter((code) => own.some((row) => row.language_code === code)),
        updated_at: latest(own)?.toISOString() ?? null,
        published: !down.has(slug),
      };
    }),
  };
}

/** GET /api/v1/admin/pages/:slug: every version as stored. */
export async function getPage(
  ctx: ServiceContext,
  auth: AuthContext,
  slug: ClientPageSlug,
): Promise<AdminClientPage> {
  const { clientId } = editorScope(await loadActor(ctx, auth));
  const [rows, down] = await Promise.all([
    pageVersions(ctx.db, clientId, slug),
    unpublishedSlugs(ctx.db, clientId, slug),
  ]);
  return toAdminPage(slug, rows, down);
}

/** PUT /api/v1/admin/pages/:slug: the versions with a title, each body sanitized, replacing the stored ones. */
export async function savePage(
  ctx: ServiceContext,
  auth: AuthContext,
  slug: ClientPageSlug,
  body: SaveClientPageRequest,
  language: LanguageCode,
): Promise<AdminClientPage> {
  const scope = editorScope(await loadActor(ctx, auth));
  const written = writtenLanguages(body.versions);
  if (written.length === 0)
    throw new AppError('common.validation', 400, [
      { field: 'versions', message: errorMessage('content.version_required', language) },
    ]);
  const versions = written.map((code) => ({
    language: code,
    title: body.versions[code]?.title ?? '',
    body: sanitizeRichText(body.versions[code]?.body ?? ''),
  }));
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await replacePage(trx, { clientId: scope.clientId, slug, actorId: scope.actorId, at }, versions);
    // a page has no numeric id: the slug and the languages written are the fields recorded
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'content.page.updated',
      entity: 'client_page',
      entityId: null,
      fields: [slug, ...written],
      at,
    });
    return toAdminPage(
      slug,
      await pageVersions(trx, scope.clientId, slug),
      await unpublishedSlugs(trx, scope.clientId, slug),
    );
  });
}

/**
 * POST /api/v1/admin/pages/:slug/publish and /unpublish: shows a written page to the members again, or takes it down
 * (its versions kept for the editors; an institutional copy gives way to the platform's text). A page never written
 * is 404; doing what is already done changes nothing and records nothing.
 */
export async function setPagePublished(
  ctx: ServiceContext,
  auth: AuthContext,
  slug: ClientPageSlug,
  published: boolean,
): Promise<AdminClientPage> {
  const scope = editorScope(await loadActor(ctx, auth));
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const rows = await pageVersions(trx, scope.clientId, slug);
    if (rows.length === 0) throw notFound();
    const changed = published
      ? await trx
          .deleteFrom('client_page_states')
          .where('client_id', '=', scope.clientId)
          .where('slug', '=', slug)
          .executeTakeFirst()
          .then((result) => result.numDeletedRows > 0n)
      : await trx
          .insertInto('client_page_states')
          .values({ client_id: scope.clientId, slug, unpublished_by: scope.actorId, unpublished_at: at })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
          .then((result) => (result.numInsertedOrUpdatedRows ?? 0n) > 0n);
    if (changed)
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: published ? 'content.page.published' : 'content.page.unpublished',
        entity: 'client_page',
        entityId: null,
        fields: [slug],
        at,
      });
    return toAdminPage(slug, rows, await unpublishedSlugs(trx, scope.clientId, slug));
  });
}
