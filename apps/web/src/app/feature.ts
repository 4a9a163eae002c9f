import type { Session } from '@elevar/contract';
import type { TFunction } from 'i18next';
import type { RouteObject } from 'react-router';
import type { AppServices } from './services.ts';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
}

/**
 * A web feature's manifest: what it adds to the app's shared lists. The router and the main menu read the list of
 * manifests (app/features.ts), so a new feature adds one line there instead of an import in each.
 */
export interface WebFeature {
  name: string;
  /** Its screens in the main area (signed in, inside the main layout), lazy. */
  mainRoutes?(services: AppServices): RouteObject[];
  /** Its staff screens in the main menu, for a user who may use them (the server checks it again on every call). */
  staffMenu?(session: Session, t: TFunction): MenuEntry[];
}
