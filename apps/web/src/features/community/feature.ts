import type { WebFeature } from '../../app/feature.ts';
import { isForumModeratorSession } from './permissions.ts';
import { communityRoutes } from './routes.tsx';

/** Community (issue 16): the forum for the client's members and its moderation queue for the moderators. */
export const communityFeature: WebFeature = {
  name: 'community',
  mainRoutes: (services) => communityRoutes(services),
  staffMenu: (session, t) =>
    isForumModeratorSession(session)
      ? [{ key: 'admin-forum', label: t('nav.forumModeration'), to: '/admin/forum' }]
      : [],
};
