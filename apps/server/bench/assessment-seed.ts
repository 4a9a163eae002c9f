import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { type Learner, sessionsFor } from './learning-seed.ts';

/**
 * The assessment bench's academy, seeded set-based on a migrated database (assessment.ts): one client, a bank of
 * twelve questions (two of each type), and
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

/** The bank: two questions of each type; `n` (1 or 2) tells the pair apart. */
function questions(n: number) {
  const secret = `Sigilo${n}Zq`;
  return [
    {
      type: 'single',
      prompt: `Qual é o primeiro passo do atendimento? (${n})`,
      options: [
        { id: 'a', text: 'Cumprimentar o cliente' },
        { id: 'b', text: 'Oferecer um desconto' },
        { id: 'c', text: 'Mostrar o estoque' },
      ],
      right_options: [],
      key: { type: 'single', correct: 'a' },
      explanation: `Explicação reservada ${secret}`,
      right: { type: 'single', choice: 'a' },
      wrong: { type: 'single', choice: 'c' },
    },
    {
      type: 'multiple',
      prompt: `Quais atitudes ajudam a entender o cliente? (${n})`,
      options: [
        { id: 'ouvir', text: 'Ouvir com atenção' },
        { id: 'perguntar', text: 'Fazer perguntas abertas' },
        { id: 'interromper', text: 'Interromper para agilizar' },
      ],
      right_options: [],
      key: { type: 'multiple', correct: ['ouvir', 'perguntar'] },
      explanation: null,
      right: { type: 'multiple', choices: ['perguntar', 'ouvir'] },
      wrong: { type: 'multiple', choices: ['ouvir'] },
    },
    {
      type: 'true_false',
      prompt: `Devemos confirmar o pedido antes de fechar a venda? (${n})`,
      options: [],
      right_options: [],
      key: { type: 'true_false', correct: true },
      explanation: null,
      right: { type: 'true_false', value: true },
      wrong: { type: 'true_false', value: false },
    },
    {
      type: 'matching',
      prompt: `Ligue cada situação à melhor resposta. (${n})`,
      options: [
        { id: 'duvida', text: 'O cliente tem uma dúvida' },
        { id: 'pressa', text: 'O cliente está com pressa' },
      ],
      right_options: [
        { id: 'explicar', text: 'Explicar com calma' },
        { id: 'objetivo', text: 'Ser objetivo' },
      ],
      key: { type: 'matching', pairs: { duvida: 'explicar', pressa: 'objetivo' } },
      explanation: null,
      right: { type: 'matching', pairs: { duvida: 'explicar', pressa: 'objetivo' } },
      wrong: { type: 'matching', pairs: { duvida: 'objetivo', pressa: 'explicar' } },
    },
    {
      type: 'ordering',
      prompt: `Ordene os passos do atendimento. (${n})`,
      options: [
        { id: 'cumprimentar', text: 'Cumprimentar' },
        { id: 'entender', text: 'Entender a necessidade' },
        { id: 'oferecer', text: 'Oferecer o produto' },
        { id: 'fechar', text: 'Fechar a venda' },
      ],
      right_options: [],
      key: { type: 'ordering', order: ['cumprimentar', 'entender', 'oferecer', 'fechar'] },
      explanation: null,
      right: { type: 'ordering', order: ['cumprimentar', 'entender', 'oferecer', 'fechar'] },
      wrong: { type: 'ordering', order: ['fechar', 'oferecer', 'entender', 'cumprimentar'] },
    },
    {
      type: 'short_answer',
      prompt: `Como se chama o programa de pontos da loja? (${n})`,
      options: [],
      right_options: [],
      key: { type: 'short_answer', accepted: [`Programa ${secret}`, `${secret}`] },
      explanation: null,
      right: { type: 'short_answer', text: ` programa ${secret.toLowerCase()}.` },
      wrong: { type: 'short_answer', text: 'Outro programa' },
    },
  ];
}

export async function seedAssessment(
  db: Db,
  counts: { examLearners: number; approvals: number; background: number },
  log: (message: string) => void,
): Promise<AssessmentSite> {
  const client = await db
    .insertInto('clients')
    .values({
      slug: 'bench-assessment',
      name: 'Bench academy',
      enabled_modules: ['online_courses', 'profile'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clientId = Number(client.id);
  const bank = await db
    .insertInto('assessment_banks')
    .values({ client_id: clientId, title: 'Atendimento (bench)' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bankQuestions = [...questions(1), ...questions(2)];
  const stored = await db
    .insertInto('assessment_questions')
    .values(
      bankQuestions.map((q, position) => ({
        client_id: clientId,
        bank_id: bank.id,
        type: q.type,
        prompt: q.prompt,
        image_url: null,
        options: JSON.stringify(q.options),
        right_options: JSON.stringify(q.right_options),
        answer_key: JSON.stringify(q.key),
        explanation: q.explanation,
        position,
      })),
    )
    .returning('id')
    .execute();
  const answers = new Map(
    stored.map((row, i) => {
      const q = bankQuestions[i] as (typeof bankQuestions)[number];
      return [Number(row.id), { right: q.right, wrong: q.wrong }];
    }),
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
    secrets: ['Sigilo1Zq', 'Sigilo2Zq', 'reservada', '"key"', '"answer_key"', '"accepted"', '"explanation"'],
    approvals: {
      courseId: certification.courseId,
      testId: certificationTest,
      eligible: counts.approvals,
      ineligible,
      background: backgroundIds.length,
    },
  };
}
