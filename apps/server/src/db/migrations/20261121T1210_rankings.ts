import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface RankingTables {
  /**
   * How many ranked users (experience > 0) each score holds, per client, campaign and country scope, kept by
   * triggers on point_balances. A radix histogram of three levels: level 0 counts users per exact score, level 1
   * per block of 1,024 scores (score >> 10), level 2 per block of 1,048,576 (score >> 20). "Users above score s"
   * is then a sum over at most 1,023 + 1,023 + 2,047 rows, whatever the number of users.
   */
  ranking_counts: {
    client_id: number;
    /** The campaign's id; 0 for points outside any campaign (point_balances.campaign_id null). */
    campaign_key: number;
    /** The country's id; 0 for the row that counts every country (users without a country are only there). */
    country_key: number;
    level: number;
    key: number;
    users: number;
  };
}

/**
 * Rankings (SPEC §6; ARCHITECTURE §8: no full scan per request). Top N reads the ranking indexes of
 * point_balances; "my rank" is 1 + the users with more experience, which this histogram answers in bounded time.
 *
 * Maintenance happens in two steps so that no posting can deadlock on the histogram and its hot rows are locked
 * only briefly:
 * - a row trigger writes each score move into a temporary table of the session (ON COMMIT DELETE ROWS);
 * - a deferred constraint trigger applies them at commit, summed per histogram row and in one fixed order
 *   (client, campaign, country, level, key). Every transaction locks histogram rows only after all its other
 *   writes, and all in the same order, so two transactions moving scores in opposite directions wait, never
 *   deadlock; and a hot row is held only while its transaction commits.
 * Updates that leave experience, country, client and campaign alone (debits of available points) fire nothing.
 * Score 0 is not ranked and has no rows, so the many users without points make no hot row. Store (branch)
 * rankings count through point_balances_branch_ranking_idx instead: a store has few users.
 *
 * Rows are derived data: no foreign keys (they would lock the parents on every posting); rows whose count fell to
 * 0 stay until the next rebuild. `ranking_counts_rebuild(client, campaign)` recomputes one (client, campaign)
 * from point_balances: after a bulk load made with triggers off (session_replication_role = replica; row triggers
 * cost a call per row), or as an operator's repair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table ranking_counts (
      client_id bigint not null,
      campaign_key bigint not null,
      country_key integer not null,
      level smallint not null check (level between 0 and 2),
      key integer not null,
      users integer not null,
      primary key (client_id, campaign_key, country_key, level, key)
    ) with (fillfactor = 70);

    -- collects a row's score move: -1 for its old score, +1 for its new one
    create function ranking_counts_collect() returns trigger language plpgsql as $$
    begin
      if to_regclass('pg_temp.ranking_pending') is null then
        create temporary table ranking_pending (
          client_id bigint not null,
          campaign_key bigint not null,
          country_id integer,
          score integer not null,
          delta integer not null
        ) on commit delete rows;
      end if;
      if tg_op <> 'INSERT' and old.experience > 0 then
        insert into pg_temp.ranking_pending
          values (old.client_id, coalesce(old.campaign_id, 0), old.country_id, old.experience, -1);
      end if;
      if tg_op <> 'DELETE' and new.experience > 0 then
        insert into pg_temp.ranking_pending
          values (new.client_id, coalesce(new.campaign_id, 0), new.country_id, new.experience, 1);
      end if;
      perform set_config('elevar.ranking_pending', 'on', true);
      return null;
    end;
    $$;

    -- applies what the transaction collected, summed and in key order (the first deferred event does it all)
    create function ranking_counts_flush() returns trigger language plpgsql as $$
    begin
      if current_setting('elevar.ranking_pending', true) is distinct from 'on' then
        return null;
      end if;
      perform set_config('elevar.ranking_pending', 'off', true);
      with pending as (delete from pg_temp.ranking_pending returning *)
      insert into ranking_counts as c (client_id, campaign_key, country_key, level, key, users)
        select p.client_id, p.campaign_key, s.country_key, l.level, l.key, sum(p.delta)
        from pending p
        cross join lateral (values (0), (p.country_id)) as s (country_key)
        cross join lateral (values (0::smallint, p.score), (1::smallint, p.score >> 10), (2::smallint, p.score >> 20))
          as l (level, key)
        where s.country_key is not null
        group by 1, 2, 3, 4, 5
        having sum(p.delta) <> 0
        order by 1, 2, 3, 4, 5
      on conflict (client_id, campaign_key, country_key, level, key)
        do update set users = c.users + excluded.users;
      return null;
    end;
    $$;

    -- Each changed row queues its move (collect) and a deferred flush, under the same WHEN condition. Triggers
    -- of one event fire in name order, so under SET CONSTRAINTS ALL IMMEDIATE a row's collect_* still runs
    -- before its flush_* (the histogram is then locked per statement, but stays exact).
    create trigger ranking_counts_collect_insert after insert on point_balances
      for each row when (new.experience > 0) execute function ranking_counts_collect();
    create trigger ranking_counts_collect_update after update on point_balances
      for each row
      when ((old.experience > 0 or new.experience > 0)
        and (old.experience, old.country_id, old.client_id, old.campaign_id)
          is distinct from (new.experience, new.country_id, new.client_id, new.campaign_id))
      execute function ranking_counts_collect();
    create trigger ranking_counts_collect_delete after delete on point_balances
      for each row when (old.experience > 0) execute function ranking_counts_collect();
    create constraint trigger ranking_counts_flush_insert after insert on point_balances
      deferrable initially deferred for each row when (new.experience > 0)
      execute function ranking_counts_flush();
    create constraint trigger ranking_counts_flush_update after update on point_balances
      deferrable initially deferred for each row
      when ((old.experience > 0 or new.experience > 0)
        and (old.experience, old.country_id, old.client_id, old.campaign_id)
          is distinct from (new.experience, new.country_id, new.client_id, new.campaign_id))
      execute function ranking_counts_flush();
    create constraint trigger ranking_counts_flush_delete after delete on point_balances
      deferrable initially deferred for each row when (old.experience > 0)
      execute function ranking_counts_flush();

    -- Users of a histogram scope with more experience than p_score: per level, the blocks above the score's own
    -- block inside its parent block (level 2 has none). PL/pgSQL so its plans are cached per connection (the
    -- driver sends unnamed statements, planned on every call).
    create function ranking_count_above(p_client bigint, p_campaign_key bigint, p_country_key integer, p_score integer)
    returns bigint language plpgsql stable as $$
    begin
      return (select coalesce(sum(users), 0) from ranking_counts
          where client_id = p_client and campaign_key = p_campaign_key and country_key = p_country_key
            and level = 2 and key > p_score >> 20)
        + (select coalesce(sum(users), 0) from ranking_counts
          where client_id = p_client and campaign_key = p_campaign_key and country_key = p_country_key
            and level = 1 and key > p_score >> 10 and key <= (((p_score::bigint >> 20) + 1) << 10) - 1)
        + (select coalesce(sum(users), 0) from ranking_counts
          where client_id = p_client and campaign_key = p_campaign_key and country_key = p_country_key
            and level = 0 and key > p_score and key <= (((p_score::bigint >> 10) + 1) << 10) - 1);
    end;
    $$;

    -- Recomputes the histogram of one client and campaign (null: outside campaigns) from point_balances. The
    -- SHARE lock waits for the transactions writing balances and holds new ones back until the rebuild commits,
    -- so no move is lost or counted twice.
    create function ranking_counts_rebuild(p_client bigint, p_campaign bigint) returns void
    language plpgsql as $$
    begin
      lock table point_balances in share mode;
      delete from ranking_counts where client_id = p_client and campaign_key = coalesce(p_campaign, 0);
      insert into ranking_counts (client_id, campaign_key, country_key, level, key, users)
        select b.client_id, coalesce(b.campaign_id, 0), s.country_key, l.level, l.key, count(*)
        from point_balances b
        cross join lateral (values (0), (b.country_id)) as s (country_key)
        cross join lateral (values (0::smallint, b.experience), (1::smallint, b.experience >> 10),
          (2::smallint, b.experience >> 20)) as l (level, key)
        where b.client_id = p_client and b.campaign_id is not distinct from p_campaign
          and b.experience > 0 and s.country_key is not null
        group by 1, 2, 3, 4, 5;
    end;
    $$;
  `,
  );
}
