import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { registerCourseSection } from '../../learning/index.ts';
import { assessmentReviewsNamespace } from './namespace.ts';

export const MODERATION_PATH = '/admin/reviews';

/** Who gets the reviews' moderation in the menu (SPEC §6 moderators; the server decides on every call). */
const MODERATOR_ROLES: readonly Role[] = ['moderator', 'program_admin'];

export function isReviewModerator(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && MODERATOR_ROLES.includes(role));
}

const section = lazy(async () => ({ default: (await import('./ReviewsSection.tsx')).ReviewsSection }));

/** The reviews' section under every course and trail page (a lazy chunk with its own texts). */
export function registerReviewsSection(): void {
  registerCourseSection(section);
}

/** The moderators' screen, lazy with its texts. */
export const reviewRoutes = (services: AppServices): RouteObject[] => [
  {
    path: MODERATION_PATH.slice(1),
    lazy: async () => {
      const [{ ModerationPage }] = await Promise.all([
        import('./ModerationPage.tsx'),
        ensureNamespace(services.i18n, assessmentReviewsNamespace),
      ]);
      return { Component: ModerationPage };
    },
  },
];
