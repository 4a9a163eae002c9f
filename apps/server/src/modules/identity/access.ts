import { countryGroupOf, type ModuleName, type ModuleViewer, mayUseModule } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import { findAccessFacts } from '../tenancy/index.ts';
import { type Actor, accessOf } from './actor.ts';

/** The module viewer of the domain's predicate, from an actor and their access facts. */
export function moduleViewerOf(
  actor: Pick<Actor, 'role' | 'isSuperuser'>,
  facts: Pick<Awaited<ReturnType<typeof findAccessFacts>>, 'enabledModules' | 'country' | 'area'>,
): ModuleViewer {
  return {
    enabledModules: facts.enabledModules,
    role: actor.role,
    isSuperuser: actor.isSuperuser,
    countryGroup: countryGroupOf(facts.country, facts.area),
  };
}

/**
 * Refuses, as not found, a module the actor may not use in the client they act in (`mayUseModule`: the client's
 * switch, the module's roles and country group): the same answer the web gives for its screens. Returns the
 * client acted in.
 */
export async function assertModule(
  ctx: ServiceContext,
  actor: Pick<Actor, 'userId' | 'clientId' | 'role' | 'isSuperuser'>,
  module: ModuleName,
): Promise<number> {
  if (actor.clientId === null || !(await usesModule(ctx, actor, module))) throw notFound();
  return actor.clientId;
}

/** Whether the actor may use a module in the client they act in (`mayUseModule`); false without a client. */
export async function usesModule(
  ctx: ServiceContext,
  actor: Pick<Actor, 'userId' | 'clientId' | 'role' | 'isSuperuser'>,
  module: ModuleName,
): Promise<boolean> {
  if (actor.clientId === null) return false;
  // the facts read with the actor (cached with it) when it came from loadActor
  const facts = accessOf(actor) ?? (await findAccessFacts(ctx.db, actor.userId, actor.clientId));
  return mayUseModule(moduleViewerOf(actor, facts), module);
}
