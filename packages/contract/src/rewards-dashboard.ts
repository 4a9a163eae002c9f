import { z } from 'zod';
import { querySmallId } from './common.ts';

/*
 * The campaign dashboard of programme administrators (issue 13, operator screens; docs/rewards.md "Dashboard"):
 * sales and points by country, store and week, the audit backlog and its age, registrations over time.
 */

export const DashboardQuery = z.object({
  country_id: querySmallId().optional().describe('Only the stores of this country'),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** Figures of a group of stores: sales and photos that are not reproved, with their points and units. */
const Figures = {
  sales: z.number().int(),
  units: z.number().int(),
  sale_points: z.number().int(),
  photos: z.number().int(),
  photo_points: z.number().int(),
};

export const DashboardCountry = z.object({ country_id: z.number().int(), code: z.string(), ...Figures });
export const DashboardStore = z.object({
  store_id: z.number().int(),
  name: z.string(),
  country_code: z.string().nullable(),
  ...Figures,
});
export const DashboardWeek = z.object({
  week_start: z.string().describe('The week’s first day (the campaign’s reset day) in the store’s zone'),
  ...Figures,
});

export const BACKLOG_AGE_BUCKETS = ['day', 'days_3', 'week', 'older'] as const;
export const DashboardBacklog = z.object({
  sales: z.number().int().describe('Sales under audit'),
  photos: z.number().int().describe('Photos under audit'),
  oldest_at: z.string().nullable().describe('When the oldest item under audit arrived'),
  buckets: z
    .array(
      z.object({ bucket: z.enum(BACKLOG_AGE_BUCKETS), sales: z.number().int(), photos: z.number().int() }),
    )
    .describe('Items under audit by age: under a day, 1–3 days, 3–7 days, older'),
});

export const DashboardRegistrationWeek = z.object({
  week_start: z.string(),
  registrations: z.number().int(),
  total: z.number().int().describe('Registrations up to the end of that week'),
});

export const CampaignDashboard = z.object({
  campaign: z.object({
    id: z.number().int(),
    name: z.string(),
    begin_date: z.string(),
    end_date: z.string(),
  }),
  countries: z
    .array(z.object({ id: z.number().int(), code: z.string() }))
    .describe('The campaign’s countries, for the filter'),
  country_id: z.number().int().nullable(),
  totals: z.object({ ...Figures, registrations: z.number().int() }),
  by_country: z.array(DashboardCountry),
  by_store: z.array(DashboardStore).describe('The stores with most points (at most 20)'),
  store_count: z.number().int().describe('Stores with any sale or photo'),
  by_week: z.array(DashboardWeek),
  backlog: DashboardBacklog,
  registrations: z.array(DashboardRegistrationWeek),
});
export type CampaignDashboard = z.infer<typeof CampaignDashboard>;
