// community's public surface: its manifest (the forum with moderation, issue 16; docs/community.md).
import type { ServerModule } from '../manifest.ts';
import { deleteForumDataOf } from './forum/queries.ts';
import { forumRoutes } from './forum/routes.ts';
import { forumDemoSteps } from './seed.ts';

export const communityModule: ServerModule = {
  name: 'community',
  routes: [forumRoutes],
  purgePersonalData: async (trx, account) => {
    await deleteForumDataOf(trx, account.id);
  },
  seed: forumDemoSteps,
};
