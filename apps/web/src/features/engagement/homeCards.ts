import type { Session } from '@elevar/contract';
import type { ComponentType } from 'react';

/**
 * Where a card sits on the signed-in home: 'welcome' first, under the greeting, full width (the client's welcome
 * banner and the offer of its tour), 'lead' above the current campaign (the rewards programme's row: its
 * campaign, points and level), 'summary' below it (the user's score and position outside a rewards programme),
 * 'content' below those, full width (what to learn next).
 */
export type HomeRow = 'welcome' | 'lead' | 'summary' | 'content';

export interface HomeCardProps {
  session: Session;
}

/**
 * A card another feature brings to the signed-in home. Its manifest's `homeCards` (app/feature.ts) loads the list
 * with the home's own chunk, so the cards' screens stay out of the app chunk and the home renders with all of them
 * at once. Within a row, cards keep app/features.ts order.
 */
export interface HomeCard {
  id: string;
  /** The row this user sees it in; null: not for this user (a client flag, no reward campaign running…). */
  row(session: Session): HomeRow | null;
  Component: ComponentType<HomeCardProps>;
}
