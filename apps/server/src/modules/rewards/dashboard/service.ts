import type { CampaignDashboard, DashboardQuery } from '@elevar/contract';
import { BACKLOG_AGE_BUCKETS } from '@elevar/contract';
import { type LanguageCode, validationMessage } from '@elevar/domain';
import { readReplica, type ServiceContext } from '../../../context.ts';
import { csvField } from '../../../platform/csv.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { setupScope } from '../setup/service.ts';
import * as q from './queries.ts';

/** The stores the dashboard lists (the CSV lists every one). */
export const DASHBOARD_TOP_STORES = 20;

/**
 * The campaign of the programme administrator's client (superusers too, as the set-up; 403 for anyone else, 404 for
 * another client's campaign) and the country filter, which must be one of the campaign's countries (400 otherwise).
 */
async function dashboardScope(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  query: DashboardQuery,
  language: LanguageCode,
) {
  const { clientId } = await setupScope(ctx, auth);
  const campaign = await q.dashboardCampaign(ctx.db, clientId, campaignId);
  if (!campaign) throw notFound();
  const countryId = query.country_id ?? null;
  if (countryId !== null && !campaign.countries.some((country) => country.id === countryId))
    throw new AppError('common.validation', 400, [
      { field: 'country_id', message: validationMessage('field.invalid', language) },
    ]);
  return { campaign, scope: { clientId, campaignId, countryId } };
}

/** Every figure set, one query each, from the read replica when there is one (figures may lag by its delay). */
async function figures(ctx: ServiceContext, scope: q.Scope, storeLimit: number | null) {
  const db = readReplica(ctx);
  const [byCountry, byStore, byWeek, backlog, registrations] = await Promise.all([
    q.figuresByCountry(db, scope),
    q.figuresByStore(db, scope, storeLimit),
    q.figuresByWeek(db, scope),
    q.auditBacklog(db, scope),
    q.registrationsByWeek(db, scope),
  ]);
  return { byCountry, byStore, byWeek, backlog, registrations };
}

const sum = (rows: q.FigureRow[], key: keyof q.FigureRow) => rows.reduce((total, row) => total + row[key], 0);

/** GET /api/v1/admin/rewards/campaigns/:id/dashboard: the campaign's figures, each set in one query. */
export async function getDashboard(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  query: DashboardQuery,
  language: LanguageCode,
): Promise<CampaignDashboard> {
  const { campaign, scope } = await dashboardScope(ctx, auth, campaignId, query, language);
  const { byCountry, byStore, byWeek, backlog, registrations } = await figures(
    ctx,
    scope,
    DASHBOARD_TOP_STORES,
  );
  const oldest = backlog.reduce<Date | null>(
    (min, row) => (row.oldest_at && (!min || new Date(row.oldest_at) < min) ? new Date(row.oldest_at) : min),
    null,
  );
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      begin_date: campaign.begin_date,
      end_date: campaign.end_date,
    },
    countries: campaign.countries,
    country_id: scope.countryId,
    totals: {
      sales: sum(byWeek, 'sales'),
      units: sum(byWeek, 'units'),
      sale_points: sum(byWeek, 'sale_points'),
      photos: sum(byWeek, 'photos'),
      photo_points: sum(byWeek, 'photo_points'),
      registrations: registrations.at(-1)?.total ?? 0,
    },
    by_country: byCountry,
    by_store: byStore.map(({ store_count: _, ...store }) => store),
    store_count: byStore[0]?.store_count ?? 0,
    by_week: byWeek,
    backlog: {
      sales: backlog.reduce((total, row) => total + row.sales, 0),
      photos: backlog.reduce((total, row) => total + row.photos, 0),
      oldest_at: oldest?.toISOString() ?? null,
      buckets: BACKLOG_AGE_BUCKETS.map((bucket) => {
        const row = backlog.find((b) => b.bucket === bucket);
        return { bucket, sales: row?.sales ?? 0, photos: row?.photos ?? 0 };
      }),
    },
    registrations,
  };
}

const CSV_TITLES: Record<LanguageCode, readonly string[]> = {
  'pt-BR': [
    'secao',
    'item',
    'pais',
    'vendas',
    'unidades',
    'pontos_vendas',
    'fotos',
    'pontos_fotos',
    'cadastros',
  ],
  'en-US': [
    'section',
    'item',
    'country',
    'sales',
    'units',
    'sale_points',
    'photos',
    'photo_points',
    'registrations',
  ],
  'es-ES': [
    'seccion',
    'item',
    'pais',
    'ventas',
    'unidades',
    'puntos_ventas',
    'fotos',
    'puntos_fotos',
    'registros',
  ],
  'fr-FR': [
    'section',
    'element',
    'pays',
    'ventes',
    'unites',
    'points_ventes',
    'photos',
    'points_photos',
    'inscriptions',
  ],
};

const figureFields = (row: q.FigureRow) =>
  [row.sales, row.units, row.sale_points, row.photos, row.photo_points, null].map((value) => csvField(value));

/**
 * GET …/campaigns/:id/dashboard.csv: the dashboard's figures as CSV (UTF-8 with BOM, headers in the request's
 * language), one row per country, every store (not only the top), week, backlog age and registration week, the
 * `section` column naming which (`country`, `store`, `week`, `backlog`, `registrations`).
 */
export async function dashboardCsv(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  query: DashboardQuery,
  language: LanguageCode,
): Promise<{ filename: string; body: string }> {
  const { scope } = await dashboardScope(ctx, auth, campaignId, query, language);
  const { byCountry, byStore, byWeek, backlog, registrations } = await figures(ctx, scope, null);
  const line = (section: string, label: string, country: string | null, rest: string[]) =>
    [csvField(section), csvField(label, true), csvField(country), ...rest].join(',');
  const lines = [
    CSV_TITLES[language].map((title) => csvField(title)).join(','),
    ...byCountry.map((row) => line('country', row.code, row.code, figureFields(row))),
    ...byStore.map((row) => line('store', row.name, row.country_code, figureFields(row))),
    ...byWeek.map((row) => line('week', row.week_start, null, figureFields(row))),
    ...BACKLOG_AGE_BUCKETS.map((bucket) => {
      const row = backlog.find((b) => b.bucket === bucket);
      return line('backlog', bucket, null, [
        csvField(row?.sales ?? 0),
        '',
        '',
        csvField(row?.photos ?? 0),
        '',
        '',
      ]);
    }),
    ...registrations.map((row) =>
      line('registrations', row.week_start, null, ['', '', '', '', '', csvField(row.registrations)]),
    ),
  ];
  return {
    filename: `campaign-${campaignId}-dashboard.csv`,
    body: `\uFEFF${lines.map((text) => `${text}\r\n`).join('')}`,
  };
}
