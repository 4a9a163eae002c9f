import type {
  AdminOnboarding,
  OnboardingSeen,
  OnboardingTour,
  SaveOnboardingStepsRequest,
  SaveWelcomeBannerRequest,
  WelcomeBanner,
} from '@elevar/contract';
import { isModuleName, type LanguageCode, type ModuleName, newsLanguageOf } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import { loadActor, requireClient, usesModule } from '../../identity/index.ts';
import { editorScope } from '../news/policy.ts';
import { clientLanguage } from '../news/queries.ts';
import {
  type BannerRow,
  clientBanners,
  clientSteps,
  hasSeen,
  markSeen,
  replaceSteps,
  type StepRow,
  saveBanner,
} from './queries.ts';

/**
 * The onboarding tour and the welcome banner (docs/content.md "Onboarding"): any member of the client reads them in
 * their language (else the client's, else pt-BR, else the first written); a step about a module shows only to those
 * who may use it (`mayUseModule`). The client's editors (the news editors) write both, every save audited.
 */

const moduleOf = (row: StepRow): ModuleName | null =>
  row.module !== null && isModuleName(row.module) ? row.module : null;

/** GET /api/v1/onboarding: the tour's published steps the user may see, and whether they saw it already. */
export async function readTour(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<OnboardingTour> {
  const actor = await loadActor(ctx, auth);
  const clientId = requireClient(actor);
  const [rows, clientDefault, seen] = await Promise.all([
    clientSteps(ctx.db, clientId, true),
    clientLanguage(ctx.db, clientId),
    hasSeen(ctx.db, actor.userId, clientId),
  ]);
  const written = [...new Set(rows.map((row) => row.language_code as LanguageCode))];
  const picked = newsLanguageOf(written, language, clientDefault);
  const steps: OnboardingTour['steps'] = [];
  for (const row of rows) {
    if (row.language_code !== picked) continue;
    const module = moduleOf(row);
    // the module facts were read with the actor: asking reads nothing more
    if (row.module !== null && (module === null || !(await usesModule(ctx, actor, module)))) continue;
    steps.push({ id: row.id, module, title: row.title, body: row.body });
  }
  return { language: picked, seen, steps };
}

/** POST /api/v1/onboarding/seen: the tour is not offered again to this user in this client (replayable at will). */
export async function recordSeen(ctx: ServiceContext, auth: AuthContext): Promise<OnboardingSeen> {
  const actor = await loadActor(ctx, auth);
  await markSeen(ctx.db, actor.userId, requireClient(actor), ctx.clock.now());
  return { seen: true };
}

/** GET /api/v1/welcome-banner: the client's published banner in the member's language, else null. */
export async function readBanner(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<WelcomeBanner> {
  const clientId = requireClient(await loadActor(ctx, auth));
  const [rows, clientDefault] = await Promise.all([
    clientBanners(ctx.db, clientId, true),
    clientLanguage(ctx.db, clientId),
  ]);
  const picked = newsLanguageOf(
    rows.map((row) => row.language_code as LanguageCode),
    language,
    clientDefault,
  );
  const row = rows.find((banner) => banner.language_code === picked);
  if (!row) return { banner: null };
  return {
    banner: {
      language: row.language_code as LanguageCode,
      title: row.title,
      body: row.body,
      updated_at: row.updated_at.toISOString(),
    },
  };
}

function toAdmin(steps: readonly StepRow[], banners: readonly BannerRow[]): AdminOnboarding {
  const answer: AdminOnboarding = { steps: {}, banners: {} };
  for (const row of steps) {
    const code = row.language_code as LanguageCode;
    const list = answer.steps[code] ?? [];
    list.push({
      id: row.id,
      module: moduleOf(row),
      title: row.title,
      body: row.body,
      published: row.published,
    });
    answer.steps[code] = list;
  }
  for (const row of banners)
    answer.banners[row.language_code as LanguageCode] = {
      title: row.title,
      body: row.body,
      published: row.published,
      updated_at: row.updated_at.toISOString(),
    };
  return answer;
}

async function adminAnswer(trx: Trx, clientId: number): Promise<AdminOnboarding> {
  return toAdmin(await clientSteps(trx, clientId, false), await clientBanners(trx, clientId, false));
}

/** GET /api/v1/admin/onboarding: every language's steps and banner, as stored. */
export async function getOnboarding(ctx: ServiceContext, auth: AuthContext): Promise<AdminOnboarding> {
  const { clientId } = editorScope(await loadActor(ctx, auth));
  const [steps, banners] = await Promise.all([
    clientSteps(ctx.db, clientId, false),
    clientBanners(ctx.db, clientId, false),
  ]);
  return toAdmin(steps, banners);
}

/** PUT /api/v1/admin/onboarding/steps/:language: the language's steps, in order, bodies sanitized. */
export async function saveSteps(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
  body: SaveOnboardingStepsRequest,
): Promise<AdminOnboarding> {
  const scope = editorScope(await loadActor(ctx, auth));
  const at = ctx.clock.now();
  const steps = body.steps.map((step) => ({ ...step, body: sanitizeRichText(step.body) }));
  return inTransaction(ctx.db, async (trx) => {
    await replaceSteps(trx, { clientId: scope.clientId, language, actorId: scope.actorId, at }, steps);
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'content.onboarding.steps_saved',
      entity: 'onboarding_step',
      entityId: null,
      fields: [language],
      at,
    });
    return adminAnswer(trx, scope.clientId);
  });
}

/** PUT /api/v1/admin/onboarding/banner/:language: the language's welcome banner, body sanitized. */
export async function saveWelcomeBanner(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
  body: SaveWelcomeBannerRequest,
): Promise<AdminOnboarding> {
  const scope = editorScope(await loadActor(ctx, auth));
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await saveBanner(
      trx,
      { clientId: scope.clientId, language, actorId: scope.actorId, at },
      { title: body.title, body: sanitizeRichText(body.body), published: body.published },
    );
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'content.welcome_banner.saved',
      entity: 'welcome_banner',
      entityId: null,
      fields: [language],
      at,
    });
    return adminAnswer(trx, scope.clientId);
  });
}
