import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { AREA, CATEGORY, courseTexts, GROUP, LANGUAGES, namesOf, TAG } from './learning-texts.ts';
import { startSessions } from './support.ts';

export interface LearningCounts {
  courses: number;
  users: number;
  enrolments: number;
  signedIn: number;
}

/** A signed-in learner: their access token and the language their requests ask for. */
export interface Learner {
  userId: number;
  token: string;
  language: LanguageCode;
}

/** What the learning bench sends: sessions, filter ids, and per learner the courses and activities they use. */
export interface LearningSite {
  clientId: number;
  learners: Learner[];
  categories: number[];
  tags: number[];
  areas: number[];
  /** A visible course each learner is enrolled in or has progress in (index into `learners`). */
  coursePages: { learner: number; courseId: number }[];
  /** Unfinished activities of courses in progress the learner may open now, with the stored seq. */
  saves: { learner: number; activityId: number; seq: number; completes: boolean }[];
}

const TAGS = 40;
const CATEGORIES = 12;
const GROUPS = 8;
const AREAS_PER_COUNTRY = 4;
const COUNTRIES = ['AR', 'BR', 'CA', 'CL', 'CO', 'MX', 'PE'];
const MEDIA_SECONDS = 300;
/** A deterministic pseudo-random number in [0, m) from an integer expression and a salt (PostgreSQL's hashint4). */
const hashed = (expression: string, salt: number, m: number) =>
  sql.raw(`(abs(hashint4((${expression})::int * 7 + ${salt})) % ${m})`);

/** The language a bench user reads in (by id, so SQL and the load agree). */
export const languageOf = (userId: number) => LANGUAGES[userId % LANGUAGES.length] as LanguageCode;
const LANGUAGE_SQL = sql.raw(
  `(array[${LANGUAGES.map((code) => `'${code}'`).join(', ')}])[1 + u.id % ${LANGUAGES.length}]`,
);

/**
 * One academy client (online courses) seeded set-based, triggers and foreign-key checks off for the load
 * (session_replication_role = replica): `courses` published courses with texts in the four languages (a seventh
 * offered in two of them, a tenth shown to one of eight groups, a tenth with a blocked menu; 60 % open, 30 % self,
 * 10 % assigned; a fifth not wholly online), 2 to 5 video activities each, categories (12; one or two per course),
 * tags (40; three per course) and areas (28; three per course for 60 % of them); `users` learners in one or two
 * groups, `enrolments` enrolments spread evenly over them (5 % left), progress for 70 % of the enrolments (50 % in
 * progress with their activities' rows up to the current one, 20 % finished), two favourites each, and a live
 * session for the first `signedIn` learners. Then VACUUM ANALYZE and a checkpoint.
 */
export async function seedLearning(
  db: Db,
  counts: LearningCounts,
  log: (message: string) => void,
): Promise<LearningSite> {
  const perUser = Math.max(1, Math.round(counts.enrolments / counts.users));
  const site = await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    const client = await benchClient(conn, 'bench-learning');
    const countries = await conn.selectFrom('countries').select(['id', 'code']).execute();
    const ours = countries.filter((c) => COUNTRIES.includes(c.code));
    await conn
      .insertInto('client_countries')
      .values(ours.map((c) => ({ client_id: client.id, country_id: c.id })))
      .execute();
    const names = (stem: typeof TAG, count: number) =>
      Array.from({ length: count }, (_, i) => JSON.stringify(namesOf(stem, i + 1)));
    const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));
    const tags = ids(
      await conn
        .insertInto('tags')
        .values(names(TAG, TAGS).map((n, i) => ({ client_id: client.id, name: `Tema ${i + 1}`, names: n })))
        .returning('id')
        .execute(),
    );
    const categories = ids(
      await conn
        .insertInto('course_categories')
        .values(names(CATEGORY, CATEGORIES).map((n, i) => ({ client_id: client.id, names: n, position: i })))
        .returning('id')
        .execute(),
    );
    const groups = ids(
      await conn
        .insertInto('user_groups')
        .values(
          names(GROUP, GROUPS).map((n, i) => ({ client_id: client.id, name: `Grupo ${i + 1}`, names: n })),
        )
        .returning('id')
        .execute(),
    );
    const areaNames = names(AREA, ours.length * AREAS_PER_COUNTRY);
    const areas = ids(
      await conn
        .insertInto('country_areas')
        .values(
          areaNames.map((n, i) => ({
            country_id: (ours[i % ours.length] as { id: number }).id,
            name: `Região ${i + 1}`,
            group: 1,
            names: n,
          })),
        )
        .returning('id')
        .execute(),
    );

    const courseIds = await insertCourses(conn, client.id, counts.courses);
    const base = courseIds.first;
    const N = counts.courses;
    const idx = `c.id - ${base}`;
    log(`courses ${N.toLocaleString('en')} written (ids ${base}…${courseIds.last})`);
    await sql`insert into activities (course_id, client_id, hierarchy_order, kind, title, content, duration_seconds)
      select c.id, c.client_id, k, 'video',
        jsonb_build_object('pt-BR', 'Aula ' || k, 'en-US', 'Lesson ' || k, 'es-ES', 'Lección ' || k,
          'fr-FR', 'Leçon ' || k),
        jsonb_build_object('url', '/demo/media/lesson-' || k || '.mp4'), ${MEDIA_SECONDS}::int
      from courses c cross join lateral generate_series(1, 2 + (c.id - ${base}) % 4) k
      where c.client_id = ${client.id}`.execute(conn);
    await sql`insert into course_category_links (course_id, category_id)
      select c.id, (${categories}::bigint[])[1 + ${hashed(idx, 1, CATEGORIES)}] from courses c
        where c.client_id = ${client.id}
      union select c.id, (${categories}::bigint[])[1 + ${hashed(idx, 2, CATEGORIES)}] from courses c
        where c.client_id = ${client.id} and ${hashed(idx, 3, 3)} = 0`.execute(conn);
    await sql`insert into course_tags (course_id, tag_id)
      select c.id, (${tags}::bigint[])[1 + ${hashed(idx, 10, TAGS)}] from courses c
        where c.client_id = ${client.id}
      union select c.id, (${tags}::bigint[])[1 + ${hashed(idx, 11, TAGS)}] from courses c
        where c.client_id = ${client.id}
      union select c.id, (${tags}::bigint[])[1 + ${hashed(idx, 12, TAGS)}] from courses c
        where c.client_id = ${client.id}`.execute(conn);
    await sql`insert into course_areas (course_id, area_id)
      select c.id, (${areas}::bigint[])[1 + ${hashed(idx, 20, areas.length)}] from courses c
        where c.client_id = ${client.id} and ${hashed(idx, 23, 5)} < 3
      union select c.id, (${areas}::bigint[])[1 + ${hashed(idx, 21, areas.length)}] from courses c
        where c.client_id = ${client.id} and ${hashed(idx, 23, 5)} < 3
      union select c.id, (${areas}::bigint[])[1 + ${hashed(idx, 22, areas.length)}] from courses c
        where c.client_id = ${client.id} and ${hashed(idx, 23, 5)} < 3`.execute(conn);
    await sql`insert into course_groups (course_id, group_id)
      select c.id, (${groups}::bigint[])[1 + ((c.id - ${base}) / 10) % ${GROUPS}]
      from courses c where c.client_id = ${client.id} and (c.id - ${base}) % 10 = 5`.execute(conn);
    // the triggers that keep a course's link arrays are off for the load: fill them as they would
    await sql`select refresh_course_links(array(select id from courses where client_id = ${client.id}))`.execute(
      conn,
    );
    log('activities, categories, tags, areas and groups linked');

    await sql`with made as (
        insert into users (username, full_name, password_hash, status, selected_client_id, country_id)
        select 'learner.' || g, 'Bench Learner ' || g, 'x', 'approved', ${client.id},
          (${ours.map((c) => c.id)}::int[])[1 + g % ${ours.length}]
        from generate_series(1, ${counts.users}::int) g returning id)
      insert into user_clients (user_id, client_id, role) select id, ${client.id}, 'learner' from made`.execute(
      conn,
    );
    await sql`insert into user_group_members (group_id, user_id)
      select distinct (${groups}::bigint[])[1 + x.g], x.id from (
        select u.id, u.id % ${GROUPS} as g from users u where u.selected_client_id = ${client.id}
        union all select u.id, (u.id / ${GROUPS}) % ${GROUPS} from users u
          where u.selected_client_id = ${client.id} and u.id % 3 = 0) x`.execute(conn);
    log(`learners ${counts.users.toLocaleString('en')} written with their groups`);

    // who is enrolled where, and how far they got: distinct courses per user (a step coprime with N), 30 % not
    // started, 50 % in progress (done = 0…n-1 of n activities), 20 % finished
    await sql`create temp table bench_plan as
      select u.id as user_id, ${base}::bigint + ((u.id::bigint * 7919 + k * 613) % ${N}) as course_id, k,
        (u.id * 31 + k * 17) % 20 as h
      from users u cross join generate_series(1, ${perUser}::int) k
      where u.selected_client_id = ${client.id}`.execute(conn);
    await sql`alter table bench_plan add column n int, add column state text, add column done int,
      add column at timestamptz`.execute(conn);
    await sql`update bench_plan set n = 2 + (course_id - ${base}) % 4,
      state = case when h < 6 then null when h < 16 then 'in_progress' else 'finished' end,
      at = now() - make_interval(mins => ((user_id * 37 + k * 1013) % 86400)::int)`.execute(conn);
    await sql`update bench_plan set done = case when state = 'finished' then n else (h * 7 + k) % n end`.execute(
      conn,
    );
    await sql`insert into enrolments (user_id, course_id, client_id, state, enrolled_at, unenrolled_at)
      select user_id, course_id, ${client.id}, case when (user_id + k) % 20 = 0 then 'unenrolled' else 'enrolled' end,
        at - interval '30 days', case when (user_id + k) % 20 = 0 then at end
      from bench_plan`.execute(conn);
    log(`enrolments ${(counts.users * perUser).toLocaleString('en')} written`);
    await sql`insert into course_progress (user_id, course_id, client_id, state, completed_activities,
        total_activities, percent, started_at, finished_at, updated_at)
      select user_id, course_id, ${client.id}, state, done, n, (done * 100) / n, at - interval '2 days',
        case when state = 'finished' then at end, at
      from bench_plan where state is not null`.execute(conn);
    await sql`insert into activity_progress (user_id, activity_id, course_id, client_id, position, pages_seen,
        completed, seq, first_opened_at, completed_at, updated_at)
      select p.user_id, a.id, p.course_id, ${client.id},
        case when a.hierarchy_order <= p.done then ${MEDIA_SECONDS} else 60 end, 0, a.hierarchy_order <= p.done,
        3 + a.hierarchy_order, p.at - interval '1 day', case when a.hierarchy_order <= p.done then p.at end, p.at
      from bench_plan p join activities a on a.course_id = p.course_id
        and a.hierarchy_order <= least(p.n, p.done + 1)
      where p.state is not null`.execute(conn);
    await sql`insert into course_favourites (user_id, course_id)
      select distinct u.id, ${base}::bigint + ((u.id::bigint * 104729 + k * 37) % ${N})
      from users u cross join generate_series(1, 2) k where u.selected_client_id = ${client.id}`.execute(
      conn,
    );
    const rows = await sql<{ n: string }>`select count(*) as n from activity_progress`.execute(conn);
    log(`progress written (${Number(rows.rows[0]?.n).toLocaleString('en')} activity rows) and favourites`);
    await sql`drop table if exists bench_plan`.execute(conn);
    await sql`set session_replication_role = default`.execute(conn);
    return { clientId: client.id, categories, tags, areas };
  });

  const learners = await signIn(db, site.clientId, counts.signedIn);
  await sql`vacuum (analyze)`.execute(db);
  // the seed's writes flushed now, not by a checkpoint in the middle of a measurement
  await sql`checkpoint`.execute(db);
  log(`${learners.length} learners signed in; vacuumed and analysed`);
  const targets = await pickTargets(db, site.clientId, learners);
  return { ...site, learners, ...targets };
}

/** The courses, 5,000 a statement: texts built here (the domain's search key), the rest derived from the index. */
async function insertCourses(conn: Db, clientId: number, count: number) {
  const CHUNK = 5000;
  let first = 0;
  let last = 0;
  for (let start = 0; start < count; start += CHUNK) {
    const texts = Array.from({ length: Math.min(CHUNK, count - start) }, (_, j) => courseTexts(start + j));
    const { rows } = await sql<{ first: string; last: string }>`with made as (
        insert into courses (client_id, kind, status, title, description, search_text, workload_minutes, points,
          published_points, enrolment_rule, languages, blocked_menu, is_online, published_at, created_at)
        select ${clientId}, 'online_course', 'published', t.title::jsonb, t.description::jsonb, t.search_text,
          15 * (1 + i % 8), 10 * (1 + i % 10), 10 * (1 + i % 10),
          case when i % 10 < 6 then 'open' when i % 10 < 9 then 'self' else 'assigned' end,
          case when i % 7 = 3 then array['pt-BR', 'es-ES'] end, i % 10 = 7, i % 5 <> 4,
          now() - make_interval(mins => (${count} - i) * 50), now() - make_interval(mins => (${count} - i) * 50 + 600)
        from unnest(${texts.map((t) => JSON.stringify(t.title))}::text[],
          ${texts.map((t) => JSON.stringify(t.description))}::text[],
          ${texts.map((t) => t.searchText)}::text[]) with ordinality as t(title, description, search_text, o)
        cross join lateral (select ${start}::int + t.o::int - 1 as i) x
        order by t.o
        returning id)
      select min(id) as first, max(id) as last from made`.execute(conn);
    const row = rows[0] as { first: string; last: string };
    if (start === 0) first = Number(row.first);
    last = Number(row.last);
  }
  if (last - first + 1 !== count)
    throw new Error('course ids are not consecutive: the bench needs a fresh database');
  return { first, last };
}

/** The bench's academy client, "Bench academy", running online courses and the profile. */
export function benchClient(db: Db, slug: string) {
  return db
    .insertInto('clients')
    .values({ slug, name: 'Bench academy', enabled_modules: ['online_courses', 'profile'] })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A live session (family and access token, a day long) for the first `count` learners, as a sign-in leaves it. */
async function signIn(db: Db, clientId: number, count: number): Promise<Learner[]> {
  return (await signInMembers(db, clientId, count)).map((u) => ({
    userId: u.userId,
    token: u.token,
    language: languageOf(u.userId),
  }));
}

/**
 * A live session (family and access token, a day long) for the first `count` users (by id) who selected the client,
 * as a sign-in leaves it: each user's id, country and access token.
 */
export async function signInMembers(db: Db, clientId: number, count: number) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'country_id'])
    .where('selected_client_id', '=', clientId)
    .orderBy('id')
    .limit(count)
    .execute();
  const tokens = await startSessions(
    db,
    users.map((u) => Number(u.id)),
  );
  return users.map((u, i) => ({ userId: Number(u.id), countryId: u.country_id, token: tokens[i] as string }));
}

/** A live session (family and access token, a day long) for each of `userIds`, as a sign-in leaves it. */
export async function sessionsFor(db: Db, userIds: readonly number[]): Promise<Learner[]> {
  const tokens = await startSessions(db, userIds);
  return userIds.map((id, i) => ({ userId: id, token: tokens[i] as string, language: languageOf(id) }));
}

/** The course a learner may see (the catalogue's visibility: published, language, groups) — SQL over `c` and `u`. */
const VISIBLE = sql`c.status = 'published' and (c.languages is null or ${LANGUAGE_SQL} = any(c.languages))
  and (not exists (select 1 from course_groups g where g.course_id = c.id) or exists (select 1 from course_groups g
    join user_group_members m on m.group_id = g.group_id where g.course_id = c.id and m.user_id = u.id))`;

/**
 * Course pages: the signed-in learners' visible courses with progress. Saves: their unfinished activity in each
 * visible course in progress they may open (enrolled where the course asks for it; no blocked menu, whose order
 * would refuse it), with its stored seq; one in ten saves completes it (the media's end, first opened a day ago).
 */
async function pickTargets(db: Db, clientId: number, learners: Learner[]) {
  const index = new Map(learners.map((l, i) => [l.userId, i]));
  const ids = learners.map((l) => l.userId);
  const pages = await sql<{ user_id: string; course_id: string }>`
    select p.user_id, p.course_id from course_progress p join users u on u.id = p.user_id
      join courses c on c.id = p.course_id
    where p.user_id = any(${ids}::bigint[]) and c.client_id = ${clientId} and ${VISIBLE}
    order by p.user_id, p.course_id`.execute(db);
  const saves = await sql<{ user_id: string; activity_id: string; seq: string }>`
    select ap.user_id, ap.activity_id, ap.seq from activity_progress ap join users u on u.id = ap.user_id
      join course_progress p on p.user_id = ap.user_id and p.course_id = ap.course_id
      join courses c on c.id = ap.course_id
      left join enrolments e on e.user_id = ap.user_id and e.course_id = ap.course_id
    where ap.user_id = any(${ids}::bigint[]) and not ap.completed and p.state = 'in_progress'
      and not c.blocked_menu and (c.enrolment_rule = 'open' or e.state = 'enrolled') and ${VISIBLE}
    order by ap.user_id, ap.activity_id`.execute(db);
  return {
    coursePages: pages.rows.map((r) => ({
      learner: index.get(Number(r.user_id)) as number,
      courseId: Number(r.course_id),
    })),
    saves: saves.rows.map((r, i) => ({
      learner: index.get(Number(r.user_id)) as number,
      activityId: Number(r.activity_id),
      seq: Number(r.seq),
      completes: i % 10 === 0,
    })),
  };
}
