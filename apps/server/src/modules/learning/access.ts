import type { CourseKind } from '@elevar/contract';
import type { LanguageCode, ModuleName } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { type Actor, assertModule, loadActor, usesModule } from '../identity/index.ts';
import type { Viewer } from './queries.ts';

/** The module a kind of course belongs to (the client's switch and the module's roles decide who sees it). */
export const MODULE_OF_KIND: Readonly<Record<CourseKind, ModuleName>> = {
  online_course: 'online_courses',
  podcast: 'podcasts',
  trail: 'trails',
};

/** The learner reading the catalogue, in the client they act in; not found without a client. */
export async function viewerOf(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<{ actor: Actor; viewer: Viewer }> {
  const actor = await loadActor(ctx, auth);
  if (actor.clientId === null) throw notFound();
  return { actor, viewer: { clientId: actor.clientId, userId: actor.userId, language } };
}

/** Refuses, as not found, a kind of course whose module the actor may not use. */
export async function assertKind(ctx: ServiceContext, actor: Actor, kind: CourseKind): Promise<void> {
  await assertModule(ctx, actor, MODULE_OF_KIND[kind]);
}

/** The kinds of course whose modules the actor may use. */
export async function usableKinds(ctx: ServiceContext, actor: Actor): Promise<CourseKind[]> {
  const kinds = Object.keys(MODULE_OF_KIND) as CourseKind[];
  const usable = await Promise.all(kinds.map((kind) => usesModule(ctx, actor, MODULE_OF_KIND[kind])));
  return kinds.filter((_, index) => usable[index]);
}
