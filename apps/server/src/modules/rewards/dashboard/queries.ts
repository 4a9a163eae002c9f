import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';

/*
 * The campaign dashboard's figures, each set in one aggregate query over the campaign's sales and photos (the
 * `(client_id, campaign_id, status, created_at)` indexes of both tables and the registrations' unique
 * `(campaign_id, user_id)` bound every scan to the campaign). Reproved items are left out of the figures (their
 * points were reversed); the backlog is what is still under audit.
 */

export interface Scope {
  clientId: number;
  campaignId: number;
  /** Only the stores of this country. */
  countryId: number | null;
}

/**
 * The campaign's sales and photos as one set: store, status, arrival, kind, points, units and the week (the
 * campaign's reset day) of the sale's day or the photo's week, both calendar days of the store's zone.
 */
function items(scope: Scope) {
  const country = scope.countryId === null ? sql`true` : sql`b.country_id = ${scope.countryId}`;
  return sql`
    select s.branch_id, s.status, s.created_at, 'sale' as kind, s.points,
      (select coalesce(sum(l.quantity), 0)::int from sale_lines l where l.sale_id = s.id) as units,
      s.sale_date - ((extract(dow from s.sale_date)::int - c.photo_reset_day + 7) % 7) as week_start
    from sales s
    join campaigns c on c.id = s.campaign_id
    join branches b on b.id = s.branch_id
    where s.client_id = ${scope.clientId} and s.campaign_id = ${scope.campaignId} and ${country}
    union all
    select p.branch_id, p.status, p.created_at, 'photo' as kind, p.points, 0 as units, p.week_start
    from photo_uploads p
    join branches b on b.id = p.branch_id
    where p.client_id = ${scope.clientId} and p.campaign_id = ${scope.campaignId} and ${country}`;
}

const FIGURES = sql`
  count(*) filter (where i.kind = 'sale' and i.status <> 'reproved')::int as sales,
  coalesce(sum(i.units) filter (where i.kind = 'sale' and i.status <> 'reproved'), 0)::int as units,
  coalesce(sum(i.points) filter (where i.kind = 'sale' and i.status <> 'reproved'), 0)::int as sale_points,
  count(*) filter (where i.kind = 'photo' and i.status <> 'reproved')::int as photos,
  coalesce(sum(i.points) filter (where i.kind = 'photo' and i.status <> 'reproved'), 0)::int as photo_points`;

export interface FigureRow {
  sales: number;
  units: number;
  sale_points: number;
  photos: number;
  photo_points: number;
}

/** A reward campaign of the client with its countries (the client's when it names none); undefined for another. */
export async function dashboardCampaign(db: Db, clientId: number, campaignId: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    begin_date: string;
    end_date: string;
    countries: { id: number; code: string }[];
  }>`
    select c.id::int as id, c.name, to_char(c.begin_date, 'YYYY-MM-DD') as begin_date,
      to_char(c.end_date, 'YYYY-MM-DD') as end_date,
      coalesce((select json_agg(json_build_object('id', k.id, 'code', trim(k.code)) order by k.code)
          from campaign_countries cc join countries k on k.id = cc.country_id where cc.campaign_id = c.id),
        (select json_agg(json_build_object('id', k.id, 'code', trim(k.code)) order by k.code)
          from client_countries cc join countries k on k.id = cc.country_id where cc.client_id = c.client_id),
        '[]') as countries
    from campaigns c
    where c.id = ${campaignId} and c.client_id = ${clientId} and c.is_reward_campaign`.execute(db);
  return rows[0];
}

/** Figures per country of the stores, by points. */
export async function figuresByCountry(db: Db, scope: Scope) {
  const { rows } = await sql<FigureRow & { country_id: number; code: string }>`
    select k.id as country_id, trim(k.code) as code, ${FIGURES}
    from (${items(scope)}) i
    join branches b on b.id = i.branch_id
    join countries k on k.id = b.country_id
    group by k.id, k.code
    order by sum(i.points) filter (where i.status <> 'reproved') desc nulls last, k.code`.execute(db);
  return rows;
}

/** The stores with most points (`limit` of them) and how many stores have any item. */
export async function figuresByStore(db: Db, scope: Scope, limit: number | null) {
  const { rows } = await sql<
    FigureRow & { store_id: number; name: string; country_code: string | null; store_count: number }
  >`
    select b.id::int as store_id, b.name, trim(k.code) as country_code, ${FIGURES},
      (count(*) over ())::int as store_count
    from (${items(scope)}) i
    join branches b on b.id = i.branch_id
    left join countries k on k.id = b.country_id
    group by b.id, b.name, k.code
    order by coalesce(sum(i.points) filter (where i.status <> 'reproved'), 0) desc, b.name, b.id
    ${limit === null ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows;
}

/** Figures per week (the week's first day in the stores' zones), oldest first. */
export async function figuresByWeek(db: Db, scope: Scope) {
  const { rows } = await sql<FigureRow & { week_start: string }>`
    select to_char(i.week_start, 'YYYY-MM-DD') as week_start, ${FIGURES}
    from (${items(scope)}) i
    group by i.week_start
    order by i.week_start`.execute(db);
  return rows;
}

/** The items under audit: counts, the oldest's arrival and counts by age (under a day, 1–3, 3–7 days, older). */
export async function auditBacklog(db: Db, scope: Scope) {
  const { rows } = await sql<{
    bucket: string | null;
    sales: number;
    photos: number;
    oldest_at: Date | null;
  }>`
    select case when now() - i.created_at < interval '1 day' then 'day'
        when now() - i.created_at < interval '3 days' then 'days_3'
        when now() - i.created_at < interval '7 days' then 'week' else 'older' end as bucket,
      count(*) filter (where i.kind = 'sale')::int as sales,
      count(*) filter (where i.kind = 'photo')::int as photos,
      min(i.created_at) as oldest_at
    from (${items(scope)}) i
    where i.status = 'under_audit'
    group by 1`.execute(db);
  return rows;
}

/**
 * Registrations per week (the campaign's reset day) of their day in the zone of the registration's first store,
 * with the running total; a country filter keeps registrations with a store there.
 */
export async function registrationsByWeek(db: Db, scope: Scope) {
  const country =
    scope.countryId === null
      ? sql`true`
      : sql`exists (select 1 from campaign_registration_stores rs join branches b on b.id = rs.branch_id
          where rs.registration_id = r.id and b.country_id = ${scope.countryId})`;
  const { rows } = await sql<{ week_start: string; registrations: number; total: number }>`
    with days as (
      select (r.created_at at time zone coalesce((select b.time_zone from campaign_registration_stores rs
          join branches b on b.id = rs.branch_id where rs.registration_id = r.id order by b.id limit 1), 'UTC'))::date
          as day, c.photo_reset_day as reset
      from campaign_registrations r
      join campaigns c on c.id = r.campaign_id
      where r.campaign_id = ${scope.campaignId} and r.client_id = ${scope.clientId} and ${country}
    ), weeks as (
      select day - ((extract(dow from day)::int - reset + 7) % 7) as week_start, count(*)::int as registrations
      from days group by 1
    )
    select to_char(week_start, 'YYYY-MM-DD') as week_start, registrations,
      (sum(registrations) over (order by week_start))::int as total
    from weeks order by week_start`.execute(db);
  return rows;
}
