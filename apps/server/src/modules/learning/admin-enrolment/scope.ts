import type { CourseKind } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { type AuthorScope, authorScope, mayEdit } from '../authoring/policy.ts';

/**
 * Who enrols in bulk and reads progress reports: programme administrators (and superusers acting in the client) for
 * every course and trail of the client, instructors for the courses they created (they build them, `assigned`
 * ones included, so they fill them too). Anyone else 403; another client's course, or another instructor's, 404.
 */
export async function enrolmentScope(ctx: ServiceContext, auth: AuthContext): Promise<AuthorScope> {
  return authorScope(await loadActor(ctx, auth));
}

export interface ManagedCourse {
  id: number;
  kind: CourseKind;
  title: Record<string, string>;
  clientLanguage: LanguageCode;
}

/** A course or trail the scope manages, with the client's default language for its title; else 404. */
export async function managedCourse(
  db: Db | Trx,
  scope: AuthorScope,
  courseId: number,
): Promise<ManagedCourse> {
  const row = await db
    .selectFrom('courses as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .innerJoin('languages as l', 'l.id', 'cl.default_language_id')
    .select(['c.id', 'c.kind', 'c.title', 'c.created_by', sql<LanguageCode>`l.code`.as('client_language')])
    .where('c.id', '=', courseId)
    .where('c.client_id', '=', scope.clientId)
    .executeTakeFirst();
  if (!row || !mayEdit(scope, row.created_by)) throw notFound();
  return { id: row.id, kind: row.kind, title: row.title, clientLanguage: row.client_language };
}
