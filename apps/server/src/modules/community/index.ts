// community's public surface: its manifest (the forum with moderation, issue 16; docs/community.md).
import { deleteStoredFilesOf, fileStoreFor, removeFiles } from '../../platform/storage.ts';
import type { ServerModule } from '../manifest.ts';
import { deleteForumDataOf } from './forum/queries.ts';
import { forumRoutes } from './forum/routes.ts';
import { FORUM_IMAGE_PURPOSE } from './forum/service.ts';
import { forumDemoSteps } from './seed.ts';

export const communityModule: ServerModule = {
  name: 'community',
  routes: [forumRoutes],
  purgePersonalData: async (trx, account, closure) => {
    const keys = [
      ...(await deleteForumDataOf(trx, account.id)),
      ...(await deleteStoredFilesOf(trx, account.id, FORUM_IMAGE_PURPOSE)),
    ];
    closure.afterCommit(() => removeFiles(fileStoreFor(closure.ctx), keys, closure.log));
  },
  seed: forumDemoSteps,
};
