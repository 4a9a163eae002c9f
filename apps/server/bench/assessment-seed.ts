import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { QUESTIONS as DEMO_QUESTIONS, insertQuestions } from '../src/modules/assessment/seed.ts';
import { benchClient, type Learner, sessionsFor } from './learning-seed.ts';

/**
 * The assessment bench's academy, seeded set-based on a migrated database (assessment.ts): one client, a bank of
 * twelve questions (the demo bank's six, one of each type, twice), and
 * - the exam: a published open course of one timed conventional test (10 of the 12 questions drawn, one attempt, 70 %
 *   to pass, 30 minutes, options shuffled, corrections shown, 50 points, a certificate) and `examLearners` learners
 *   signed in, none started yet (their attempts are started through the API);
 * - the approvals: a course of a video and a block test whose certificate is switched on later, `approvals` learners
 *   who passed it (80 % approved, 15 % improved, 5 % finished; each with the test's best score), a tenth as many who
 *   did not (blocked, reproved, in progress: no certificate is due them), and `background` learners with an earlier
 *   course's certificate already issued (the rows the sweep walks past);
 * - a programme administrator signed in (switches the certificate on through the course editor's API).
 */

export interface QuestionAnswers {
  right: object;
  wrong: object;
}

export interface AssessmentSite {
  clientId: number;
  admin: Learner;
  exam: { courseId: number; testId: number; learners: Learner[] };
  /** Question id → the answer that is right and one that is wrong. */
  answers: Map<number, QuestionAnswers>;
  /** Strings only an answer key or an explanation holds: none may reach a learner before submission. */
  secrets: string[];
  approvals: { courseId: number; testId: number; eligible: number; ineligible: number; background: number };
}

type DemoQuestion = (typeof DEMO_QUESTIONS)[number];

/** A right and a wrong answer to one of the demo bank's questions, from its key. */
function answersTo(question: DemoQuestion): QuestionAnswers {
  const key = question.key;
  switch (key.type) {
    case 'single':
      return {
        right: { type: 'single', choice: key.correct },
        wrong: { type: 'single', choice: question.options.find((o) => o.id !== key.correct)?.id },
      };
    case 'multiple':
      return {
        right: { type: 'multiple', choices: [...key.correct].reverse() },
        wrong: { type: 'multiple', choices: key.correct.slice(0, 1) },
      };
    case 'true_false':
      return {
        right: { type: 'true_false', value: key.correct },
        wrong: { type: 'true_false', value: !key.correct },
      };
    case 'matching': {
      const pairs: Record<string, string> = key.pairs;
      const [left = '', other = ''] = Object.keys(pairs);
      return {
        right: { type: 'matching', pairs },
        wrong: { type: 'matching', pairs: { [left]: pairs[other], [other]: pairs[left] } },
      };
    }
    case 'ordering':
      return {
        right: { type: 'ordering', order: key.order },
        wrong: { type: 'ordering', order: [...key.order].reverse() },
      };
    case 'short_answer':
      // accepted without case, extra spaces or a final full stop
      return {
        right: { type: 'short_answer', text: ` ${key.accepted[1].toLowerCase()}.` },
        wrong: { type: 'short_answer', text: 'Outro programa' },
      };
  }
}

export async function seedAssessment(
  db: Db,
  counts: { examLearners: number; approvals: number; background: number },
  log: (message: string) => void,
): Promise<AssessmentSite> {
  const client = await benchClient(db, 'bench-assessment');
  const clientId = Number(client.id);
  const bank = await db
    .insertInto('assessment_banks')
    .values({ client_id: clientId, title: 'Atendimento (bench)' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the demo bank's six questions twice (a prompt of each pair marked 2), so a draw of 10 varies per learner
  const bankQuestions = [1, 2].flatMap((n) =>
    DEMO_QUESTIONS.map((q) => ({ ...q, prompt: n === 1 ? q.prompt : `${q.prompt} (2)` })),
  );
  const stored = await insertQuestions(db, clientId, Number(bank.id), bankQuestions);
  const answers = new Map(
    stored.map((row, i) => [Number(row.id), answersTo(bankQuestions[i] as DemoQuestion)]),
  );

  const course = async (
    title: string,
    activities: { kind: string; duration: number | null }[],
    extra: { grants: boolean; points: number; workload: number },
  ) => {
    const made = await db
      .insertInto('courses')
      .values({
        client_id: clientId,
        kind: 'online_course',
        status: 'published',
        title: JSON.stringify({ 'pt-BR': title, 'en-US': `${title} (en)` }),
        search_text: title.toLowerCase(),
        workload_minutes: extra.workload,
        points: extra.points,
        published_points: extra.points,
        enrolment_rule: 'open',
        grants_certificate: extra.grants,
        published_at: new Date(Date.now() - 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('activities')
      .values(
        activities.map((a, index) => ({
          course_id: made.id,
          client_id: clientId,
          hierarchy_order: index + 1,
          kind: a.kind,
          title: JSON.stringify({ 'pt-BR': `Atividade ${index + 1}` }),
          content: JSON.stringify(a.kind === 'video' ? { url: '/demo/media/chime.wav' } : {}),
          duration_seconds: a.duration,
        })),
      )
      .returning('id')
      .execute();
    return { courseId: Number(made.id), activityIds: rows.map((r) => Number(r.id)) };
  };
  const test = (activityId: number, rules: { max_attempts: number; question_count: number }) =>
    db
      .insertInto('assessment_tests')
      .values({
        activity_id: activityId,
        client_id: clientId,
        bank_id: bank.id,
        min_score: 70,
        time_limit_seconds: 1800,
        show_corrections: true,
        shuffle_options: true,
        one_per_page: true,
        ...rules,
      })
      .execute();

  const exam = await course('Exame final de atendimento', [{ kind: 'conventional_test', duration: null }], {
    grants: true,
    points: 50,
    workload: 120,
  });
  const examTest = exam.activityIds[0] as number;
  await test(examTest, { max_attempts: 1, question_count: 10 });
  const certification = await course(
    'Certificação em atendimento',
    [
      { kind: 'video', duration: 60 },
      { kind: 'block_test', duration: null },
    ],
    { grants: false, points: 0, workload: 240 },
  );
  const certificationTest = certification.activityIds[1] as number;
  await test(certificationTest, { max_attempts: 2, question_count: 6 });
  const earlier = await course('Integração', [{ kind: 'video', duration: 60 }], {
    grants: true,
    points: 0,
    workload: 60,
  });

  /** Learners `prefix.1…count`, with an e-mail (the Open Badge's recipient), in the client; their ids in order. */
  const learners = async (prefix: string, count: number, role = 'learner') => {
    if (count === 0) return [];
    const { rows } = await sql<{ id: string }>`with made as (
        insert into users (username, full_name, email, password_hash, status, selected_client_id)
        select ${prefix} || '.' || g, 'Bench ' || initcap(${prefix}) || ' ' || g,
          ${prefix} || '.' || g || '@bench.example', 'x', 'approved', ${clientId}
        from generate_series(1, ${count}::int) g order by g returning id),
      member as (insert into user_clients (user_id, client_id, role) select id, ${clientId}, ${role} from made)
      select id from made order by id`.execute(db);
    return rows.map((r) => Number(r.id));
  };
  const [adminId] = await learners('admin', 1, 'program_admin');
  const examIds = await learners('exam', counts.examLearners);
  log(`exam: ${examIds.length} learners, a bank of ${stored.length} questions, a timed one-attempt test`);

  // learners who passed the certification course (or not) before its certificate was switched on
  const ineligible = Math.ceil(counts.approvals / 10);
  const passedIds = await learners('cert', counts.approvals + ineligible);
  await sql`with l as (select id, row_number() over (order by id) as i from unnest(${passedIds}::bigint[]) id),
      plan as (select id, i, case when i > ${counts.approvals} then
          (array['blocked', 'reproved', 'in_progress'])[1 + i % 3]
        when i % 20 = 0 then 'finished' when i % 20 < 4 then 'improved' else 'approved' end as state,
        now() - make_interval(mins => (i % 10000)::int) as at from l),
      progress as (insert into course_progress (user_id, course_id, client_id, state, completed_activities,
          total_activities, percent, started_at, finished_at, updated_at)
        select id, ${certification.courseId}, ${clientId}, state,
          case when state in ('blocked', 'in_progress') then 1 else 2 end, 2,
          case when state in ('blocked', 'in_progress') then 50 else 100 end, at - interval '2 days',
          case when state in ('finished', 'approved', 'improved') then at end, at
        from plan)
    insert into assessment_standings (user_id, activity_id, client_id, course_id, state, attempts_used,
        best_score, best_correct, passed, updated_at)
    select id, ${certificationTest}, ${clientId}, ${certification.courseId},
      case when state = 'finished' then 'approved' when state = 'in_progress' then 'reproved' else state end,
      case when state in ('blocked', 'reproved') then 2 else 1 end,
      case when state in ('blocked', 'reproved', 'in_progress') then 30 + i % 30 else 70 + i % 31 end,
      0, state not in ('blocked', 'reproved', 'in_progress'), at
    from plan`.execute(db);
  log(
    `approvals: ${counts.approvals.toLocaleString('en')} learners passed the certification course, ` +
      `${ineligible.toLocaleString('en')} did not`,
  );

  // the rows every sweep walks past: trainings finished with their certificate issued long ago
  const backgroundIds = await learners('past', counts.background);
  if (backgroundIds.length)
    await sql`with l as (select id, row_number() over (order by id) as i from unnest(${backgroundIds}::bigint[]) id),
        progress as (insert into course_progress (user_id, course_id, client_id, state, completed_activities,
            total_activities, percent, started_at, finished_at, updated_at)
          select id, ${earlier.courseId}, ${clientId}, 'finished', 1, 1, 100, now() - interval '90 days',
            now() - interval '60 days', now() - interval '60 days' from l)
      insert into certificates (user_id, course_id, client_id, code, learner_name, title, client_name, completed_at,
          workload_minutes, recipient_salt, issued_at)
      select l.id, ${earlier.courseId}, ${clientId},
        translate(upper(substr(md5('bench' || l.id), 1, 26)), '0189', 'WXYZ'), 'Bench Past ' || l.i,
        '{"pt-BR": "Integração"}', 'Bench academy', now() - interval '60 days', 60, 'salt',
        now() - interval '60 days'
      from l`.execute(db);
  log(`background: ${backgroundIds.length.toLocaleString('en')} earlier certificates`);

  const [admin, ...examLearners] = await sessionsFor(db, [adminId as number, ...examIds]);
  await sql`vacuum (analyze)`.execute(db);
  // the seed's writes flushed now, not by a checkpoint in the middle of a measurement
  await sql`checkpoint`.execute(db);
  return {
    clientId,
    admin: admin as Learner,
    exam: { courseId: exam.courseId, testId: examTest, learners: examLearners },
    answers,
    secrets: [
      'Programa Elevar',
      '"Elevar"',
      'O atendimento começa com um cumprimento',
      '"key"',
      '"answer_key"',
      '"accepted"',
      '"explanation"',
    ],
    approvals: {
      courseId: certification.courseId,
      testId: certificationTest,
      eligible: counts.approvals,
      ineligible,
      background: backgroundIds.length,
    },
  };
}
