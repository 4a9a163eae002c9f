import type { Session } from '@elevar/contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { HomeCard } from '../features/engagement/index.ts';
import type { ProfileSection } from '../features/profile/index.ts';
import type { AppServices } from './services.ts';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
}

/**
 * A web feature's manifest: what it adds to the app's shared lists. The router, the main menu, the profile and the
 * home read the list of manifests (app/features.ts), so a new feature adds one line there instead of an import in
 * each.
 */
export interface WebFeature {
  name: string;
  /**
   * Its screens in the main area (signed in, inside the main layout), lazy. `features` is the list of every
   * manifest, handed in by the router for a feature that hosts what others bring (the profile's sections, the
   * home's cards): app/features.ts imports every manifest, so a feature importing it back would be an import cycle.
   */
  mainRoutes?(services: AppServices, features: readonly WebFeature[]): RouteObject[];
  /** Its full-screen screens in the player layout (signed in, no main menu): the activity player, lazy. */
  playerRoutes?(services: AppServices): RouteObject[];
  /**
   * Its screens in the open area (inside the open layout, under its guard), lazy. Not the login (`/`) nor the
   * maintenance page: the login entry renders or detours to those before the router exists, so their routes and
   * guards stay in app/router.tsx beside it (docs/ARCHITECTURE.md, "The login entry").
   */
  openRoutes?(services: AppServices): RouteObject[];
  /** Its staff screens in the main menu, for a user who may use them (the server checks it again on every call). */
  staffMenu?(session: Session, t: TFunction): MenuEntry[];
  /**
   * Its sections of the profile (SPEC §2): the list is loaded when the profile opens (a dynamic import, so the app
   * chunk carries one import per feature), each section's screen when it opens. The profile lists them between its
   * own sections about the user and those about the account, in app/features.ts order.
   */
  profileSections?(): Promise<readonly ProfileSection[]>;
  /** Its cards on the signed-in home with their texts, loaded with the home's chunk (a dynamic import). */
  homeCards?(services: AppServices): Promise<readonly HomeCard[]>;
  /**
   * Its part of the main layout's dock, rendered after the screens and kept while the learner moves between them
   * (learning's podcast mini player): a dynamic import of a component that renders nothing until it has something
   * to show, so it costs the first screen one small chunk.
   */
  mainDock?(): Promise<ComponentType>;
}
