import type { ModuleItem, Session } from '@elevar/contract';
import {
  isHeldByMaintenance,
  isModuleName,
  MODULES,
  type ModuleName,
  type ModuleViewer,
  mayUseModule,
} from '@elevar/domain';

/** Where a signed-in user lands when their client names no home route (SPEC §6: "or to courses"). */
export const DEFAULT_HOME_ROUTE = '/online-courses';

/** The selected client's home route (SPEC §6). */
export function homeRouteOf(session: Session): string {
  return session.client?.home_route ?? DEFAULT_HOME_ROUTE;
}

/** A user with several clients and none selected picks one before entering the main area. */
export function needsClientPick(session: Session): boolean {
  return session.id_user_client_selected === null && session.clients.length > 1;
}

/** SPEC §6: ranking shows unless the client turns it off; both flags default to shown. */
export function showsRanking(session: Session): boolean {
  return session.client?.has_ranking !== false;
}

/** SPEC §6: score shows unless group_training_use_score is false. */
export function showsScore(session: Session): boolean {
  return session.client?.group_training_use_score !== false;
}

export const CLIENT_PICKER_PATH = '/select-client';

/** The picker's URL, carrying where to continue once a client is chosen. */
export function clientPickerPath(next: string | null): string {
  return next ? `${CLIENT_PICKER_PATH}?next=${encodeURIComponent(next)}` : CLIENT_PICKER_PATH;
}

/** Only same-site paths are followed after sign-in or client choice. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/** The session as the domain's module predicate sees it: the client's switches, the role, the country group. */
export function moduleViewerOf(session: Session): ModuleViewer {
  const client = session.client;
  return {
    enabledModules: client ? MODULES.filter((module) => client[`has_${module}`]) : [],
    role: session.user.role,
    isSuperuser: session.user.is_superuser,
    countryGroup: session.country_group,
  };
}

/** Whether this user may open a module's screens: the same predicate the server enforces. */
export function mayUse(session: Session, module: ModuleName): boolean {
  return mayUseModule(moduleViewerOf(session), module);
}

/** The client's menu items this user may use, in their configured order (menus, home tiles, bottom tabs). */
export function usableModuleItems(session: Session): ModuleItem[] {
  return session.module_items
    .filter((item) => !isModuleName(item.module) || mayUse(session, item.module))
    .sort((a, b) => a.position - b.position);
}

/** Held on the maintenance page: the selected client is under maintenance and this user is not its staff. */
export function isHeldByMaintenanceNow(session: Session): boolean {
  return isHeldByMaintenance({
    underMaintenance: session.under_maintenance,
    role: session.user.role,
    isSuperuser: session.user.is_superuser,
  });
}
