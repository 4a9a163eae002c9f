import { searchKey } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { postEntry } from '../points/index.ts';
import { scormDemoStep } from './scorm/seed.ts';
import { CATEGORIES, COURSES, type DemoCourse } from './seed-data.ts';
import { learningEmbedsStep } from './seed-embeds.ts';
import { learningMediaStep } from './seed-media.ts';
import { playersDemoStep } from './seed-players.ts';
import { podcastEpisodesStep } from './seed-podcast.ts';
import { portfolioDemoStep } from './seed-portfolio.ts';
import { learningPresentationStep } from './seed-ppt.ts';
import { storeTrailStep, trailsStep } from './seed-trails.ts';
import { completionKey } from './standing.ts';

function searchTextOf(course: DemoCourse): string {
  return searchKey([...Object.values(course.title), ...Object.values(course.description)].join(' '));
}

/**
 * The demo catalogue: courses of every rule (open, self-enrolment, assigned, a prerequisite, a blocked menu, a
 * language restriction, a group restriction), a podcast, and a course of the rewards client, with categories.
 */
const catalogueStep: SeedStep = {
  name: '2026-11-27 learning catalogue',
  async run(db: Db) {
    const ids = await clientIds(db);
    const now = new Date();
    const categoryIds = new Map<string, number>();
    for (const client of [ids.academy, ids.rewards]) {
      const rows = await db
        .insertInto('course_categories')
        .values(
          CATEGORIES.map((names, position) => ({
            client_id: client,
            names: JSON.stringify(names),
            position,
          })),
        )
        .returning(['id', 'names'])
        .execute();
      for (const row of rows) categoryIds.set(`${client}:${row.names['pt-BR']}`, row.id);
    }
    const named = async (table: 'tags' | 'user_groups') =>
      new Map(
        (await db.selectFrom(table).select(['id', 'client_id', 'name']).execute()).map((r) => [
          `${r.client_id}:${r.name}`,
          r.id,
        ]),
      );
    const [tags, groups] = await Promise.all([named('tags'), named('user_groups')]);
    const courseIds = new Map<string, number>();
    for (const course of COURSES) {
      const clientId = ids[course.client];
      const publishedAt = new Date(now.getTime() - course.daysAgo * 86_400_000);
      const row = await db
        .insertInto('courses')
        .values({
          client_id: clientId,
          kind: course.kind ?? 'online_course',
          status: 'published',
          title: JSON.stringify(course.title),
          description: JSON.stringify(course.description),
          search_text: searchTextOf(course),
          workload_minutes: course.workload,
          points: course.points,
          published_points: course.points,
          enrolment_rule: course.rule ?? 'open',
          prerequisite_course_id: course.prerequisite ? (courseIds.get(course.prerequisite) ?? null) : null,
          languages: course.languages ?? null,
          blocked_menu: course.blockedMenu ?? false,
          published_at: publishedAt,
          updated_at: publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      courseIds.set(course.key, row.id);
      await db
        .insertInto('activities')
        .values(
          course.activities.map((activity, index) => ({
            course_id: row.id,
            client_id: clientId,
            hierarchy_order: index + 1,
            kind: activity.kind,
            title: JSON.stringify(activity.title),
            menu: activity.menu ? JSON.stringify(activity.menu) : null,
            content: JSON.stringify(activity.content),
            duration_seconds: activity.duration ?? null,
          })),
        )
        .execute();
      const links = <T>(names: string[] | undefined, lookup: Map<string, number>, make: (id: number) => T) =>
        (names ?? []).map((name) => {
          const id = lookup.get(`${clientId}:${name}`);
          if (id === undefined) throw new Error(`demo list item missing: ${name}`);
          return make(id);
        });
      const tagRows = links(course.tags, tags, (tag_id) => ({ course_id: row.id, tag_id }));
      if (tagRows.length) await db.insertInto('course_tags').values(tagRows).execute();
      const categoryRows = links(course.categories, categoryIds, (category_id) => ({
        course_id: row.id,
        category_id,
      }));
      if (categoryRows.length) await db.insertInto('course_category_links').values(categoryRows).execute();
      const groupRows = links(course.groups, groups, (group_id) => ({ course_id: row.id, group_id }));
      if (groupRows.length) await db.insertInto('course_groups').values(groupRows).execute();
    }
  },
};

/**
 * Demo learners' progress: `learner` (in the Franqueados group) has one course half done, one enrolled, one finished
 * (its points posted through the ledger as a real completion would), and is enrolled by the administration in the
 * assigned course; `seller.br` has started the rewards course.
 */
const progressStep: SeedStep = {
  name: '2026-11-27 learning progress',
  async run(db: Db) {
    const ids = await clientIds(db);
    const users = new Map(
      (
        await db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('username', 'in', ['learner', 'seller.br', 'admin'])
          .execute()
      ).map((u) => [u.username, u.id]),
    );
    const learner = users.get('learner');
    const seller = users.get('seller.br');
    const admin = users.get('admin');
    if (learner === undefined || seller === undefined || admin === undefined)
      throw new Error('demo users missing');
    const franchisees = await db
      .selectFrom('user_groups')
      .select('id')
      .where('client_id', '=', ids.academy)
      .where('name', '=', 'Franqueados')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_group_members')
      .values({ group_id: franchisees.id, user_id: learner })
      .execute();

    const courses = await db
      .selectFrom('courses')
      .select(['id', 'client_id', 'title', 'published_points'])
      .execute();
    const course = (title: string) => {
      const found = courses.find((c) => c.title['en-US'] === title || c.title['pt-BR'] === title);
      if (!found) throw new Error(`demo course missing: ${title}`);
      return found;
    };
    const activitiesOf = (courseId: number) =>
      db
        .selectFrom('activities')
        .select('id')
        .where('course_id', '=', courseId)
        .orderBy('hierarchy_order')
        .execute();
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

    const record = async (
      userId: number,
      c: (typeof courses)[number],
      done: number,
      lastMinutesAgo: number,
    ) => {
      const activities = await activitiesOf(c.id);
      const finished = done === activities.length;
      await db
        .insertInto('activity_progress')
        .values(
          activities.slice(0, Math.max(done, 1)).map((a, index) => ({
            user_id: userId,
            activity_id: a.id,
            course_id: c.id,
            client_id: c.client_id,
            position: index < done ? 60 : 2,
            completed: index < done,
            seq: 3,
            first_opened_at: ago(lastMinutesAgo + 30),
            completed_at: index < done ? ago(lastMinutesAgo) : null,
            updated_at: ago(lastMinutesAgo),
          })),
        )
        .execute();
      await db
        .insertInto('course_progress')
        .values({
          user_id: userId,
          course_id: c.id,
          client_id: c.client_id,
          state: finished ? 'finished' : 'in_progress',
          completed_activities: done,
          total_activities: activities.length,
          percent: Math.floor((done * 100) / activities.length),
          last_activity_id: activities[Math.max(done - 1, 0)]?.id ?? null,
          started_at: ago(lastMinutesAgo + 30),
          finished_at: finished ? ago(lastMinutesAgo) : null,
          updated_at: ago(lastMinutesAgo),
        })
        .execute();
      if (finished && (c.published_points ?? 0) > 0)
        await postEntry(
          db,
          {
            clientId: c.client_id,
            userId,
            programme: 'training',
            campaignId: null,
            kind: 'training',
            amount: c.published_points ?? 0,
            sourceType: 'course',
            sourceId: String(c.id),
            idempotencyKey: completionKey('course', c.id, userId),
          },
          ago(lastMinutesAgo),
        );
    };
    await record(learner, course('Customer service: first steps'), 1, 60);
    await record(learner, course('Consultative selling'), 3, 60 * 24 * 5);
    await record(seller, course('Get to know the processors'), 1, 90);
    const enrol = (userId: number, courseId: number, by: number) => ({
      user_id: userId,
      course_id: courseId,
      client_id: ids.academy,
      state: 'enrolled' as const,
      enrolled_at: ago(60 * 24),
      enrolled_by: by,
    });
    await db
      .insertInto('enrolments')
      .values([
        enrol(learner, course('Financial education for franchisees').id, learner),
        enrol(learner, course('Liderança de equipes de loja').id, admin),
      ])
      .execute();
  },
};

export const learningDemoSteps: readonly SeedStep[] = [
  catalogueStep,
  progressStep,
  trailsStep,
  learningMediaStep,
  scormDemoStep,
  learningEmbedsStep,
  storeTrailStep,
  playersDemoStep,
  learningPresentationStep,
  portfolioDemoStep,
  podcastEpisodesStep,
];
