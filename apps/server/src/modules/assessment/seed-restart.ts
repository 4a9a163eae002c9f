import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { insertDemoCourse, demoText as t } from '../learning/index.ts';
import type { SeedStep } from '../manifest.ts';

/**
 * The restart demo (issue 14): the academy's course "Sales refresher", a warm-up quiz (not graded: done once sent)
 * and a timed restart test (fifteen minutes, one attempt, 60 %, three questions of the demo bank). Failing it starts
 * the course over, which a learner sees on the course's progress; leaving or reloading the page mid-attempt keeps
 * the time the server counts.
 */
export const assessmentRestartDemoStep: SeedStep = {
  name: '2026-12-04 assessment restart test',
  async run(db: Db) {
    const ids = await clientIds(db);
    const clientId = ids.academy;
    const bank = await db
      .selectFrom('assessment_banks')
      .select('id')
      .where('client_id', '=', clientId)
      .where('title', '=', 'Atendimento')
      .executeTakeFirstOrThrow();
    const course = await insertDemoCourse(db, {
      clientId,
      title: t('Reciclagem de vendas', 'Sales refresher', 'Repaso de ventas', 'Remise à niveau vente'),
      description: t(
        'Um aquecimento e uma prova cronometrada: quem não atingir a nota recomeça o curso.',
        'A warm-up and a timed exam: whoever misses the grade starts the course over.',
        'Un calentamiento y un examen cronometrado: quien no alcance la nota empieza el curso de nuevo.',
        'Un échauffement et un examen chronométré : qui n’atteint pas la note recommence le cours.',
      ),
      workloadMinutes: 25,
      points: 20,
      publishedAt: new Date(Date.now() - 86_400_000),
      activities: [
        {
          kind: 'unevaluated_quiz',
          title: t('Aquecimento', 'Warm-up', 'Calentamiento', 'Échauffement'),
          content: {},
        },
        {
          kind: 'restart_test',
          title: t('Prova de reciclagem', 'Refresher exam', 'Examen de repaso', 'Examen de remise à niveau'),
          content: {},
        },
      ],
    });
    const [quiz, exam] = course.activityIds as [number, number];
    await db
      .insertInto('assessment_tests')
      .values([
        { client_id: clientId, bank_id: bank.id, activity_id: quiz, max_attempts: null, question_count: 2 },
        {
          client_id: clientId,
          bank_id: bank.id,
          activity_id: exam,
          max_attempts: 1,
          min_score: 60,
          question_count: 3,
          time_limit_seconds: 900,
        },
      ])
      .execute();
  },
};
