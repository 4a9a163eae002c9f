import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { communityNamespace } from './namespace.ts';

const lazyScreen =
  (services: AppServices, load: () => Promise<{ Component: React.ComponentType }>) => async () => {
    const [screen] = await Promise.all([load(), ensureNamespace(services.i18n, communityNamespace)]);
    return screen;
  };

/** The forum (SPEC §2 forum; docs/community.md) and its moderation queue, lazy with their texts. */
export const communityRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'forum',
    loader: moduleGuard(services, 'forum'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/ForumPage.tsx')).ForumPage,
    })),
  },
  {
    path: 'forum/:id',
    loader: moduleGuard(services, 'forum'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/TopicPage.tsx')).TopicPage,
    })),
  },
  {
    path: 'admin/forum',
    loader: moduleGuard(services, 'forum'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/ModerationPage.tsx')).ModerationPage,
    })),
  },
  {
    path: 'admin/forum/blocks',
    loader: moduleGuard(services, 'forum'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/BlockedMembersPage.tsx')).BlockedMembersPage,
    })),
  },
];
