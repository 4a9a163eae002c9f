import type { AvatarResponse } from '@elevar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import {
  deleteStoredFilesOf,
  fileStoreFor,
  recordStoredFile,
  removeFiles,
  signedFileUrl,
} from '../../../platform/storage.ts';
import * as q from '../queries.ts';
import { AVATAR_CONTENT_TYPE, reencodeAvatar } from './image.ts';

/** `stored_files.purpose` of avatars: a user has at most one. */
export const AVATAR_PURPOSE = 'avatar';

/**
 * Replaces the user's avatar: the upload is checked and re-encoded, written under a new key, then in one
 * transaction (the user row locked, so concurrent uploads queue) recorded and set as `image_url` while the old
 * avatar's row goes. The old file is removed after commit; on failure the new file is.
 */
export async function uploadAvatar(
  ctx: ServiceContext,
  auth: AuthContext,
  upload: Buffer,
  log: FastifyBaseLogger,
): Promise<z.infer<typeof AvatarResponse>> {
  const image = await reencodeAvatar(upload);
  const store = fileStoreFor(ctx);
  const key = await store.write(image);
  const url = signedFileUrl(key, ctx.secret);
  let replaced: string[];
  try {
    replaced = await ctx.db.transaction().execute(async (trx) => {
      if (!(await q.lockOpenUser(trx, auth.userId))) throw unauthenticated();
      const previous = await deleteStoredFilesOf(trx, auth.userId, AVATAR_PURPOSE);
      await recordStoredFile(trx, {
        key,
        ownerUserId: auth.userId,
        purpose: AVATAR_PURPOSE,
        contentType: AVATAR_CONTENT_TYPE,
        size: image.length,
      });
      await q.setImageUrl(trx, auth.userId, url, ctx.clock.now());
      return previous;
    });
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
  await removeFiles(store, replaced, log);
  return { image: url };
}

/** Removes the avatar: no image in the profile and session, the file and its row gone. */
export async function removeAvatar(
  ctx: ServiceContext,
  auth: AuthContext,
  log: FastifyBaseLogger,
): Promise<z.infer<typeof AvatarResponse>> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await q.lockOpenUser(trx, auth.userId))) throw unauthenticated();
    const keys = await deleteStoredFilesOf(trx, auth.userId, AVATAR_PURPOSE);
    await q.setImageUrl(trx, auth.userId, null, ctx.clock.now());
    return keys;
  });
  await removeFiles(fileStoreFor(ctx), removed, log);
  return { image: null };
}
