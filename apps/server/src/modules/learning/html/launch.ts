import type { HtmlLaunch } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { openActivity } from '../course.ts';
import { htmlContentUrl } from './content.ts';

/**
 * GET /api/v1/learning/activities/:id/html (same visibility and lock rules as every activity): the page to frame,
 * the newest package's entry on the content origin, else the authored https page; 409 when there is neither.
 */
export async function htmlLaunch(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<HtmlLaunch> {
  const { activity } = await openActivity(ctx, auth, activityId, language);
  if (activity.kind !== 'html') throw notFound();
  const origin = ctx.config.contentOrigin;
  const latest = await ctx.db
    .selectFrom('html_packages')
    .select(['public_key', 'entry'])
    .where('activity_id', '=', activityId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) {
    if (!origin) throw new AppError('scorm.content_origin_unset', 409);
    return {
      activity_id: activityId,
      url: htmlContentUrl(origin, latest.public_key, latest.entry),
      content_origin: origin,
    };
  }
  const authored = activity.content.url;
  // only a page elsewhere: a stored file is served on the app's origin, where a page's scripts must never run
  if (typeof authored === 'string' && /^https:\/\//.test(authored))
    return { activity_id: activityId, url: authored, content_origin: null };
  throw new AppError('html.no_package', 409);
}
