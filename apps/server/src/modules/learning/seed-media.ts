import { progressPercent } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { insertDemoCourse, type DemoText as Text, demoText as t } from './seed-course.ts';

/** The demo media shipped in apps/web/public/demo/media/ (scripts/demo-media.mjs). */
const MEDIA = {
  pdf: '/demo/media/store-layout.pdf',
  pdfPages: 6,
  video: '/demo/media/intro.webm',
  videoSeconds: 5,
  captions: '/demo/media/intro.pt.vtt',
} as const;

const video = (title: Text) => ({
  kind: 'video',
  title,
  content: { url: MEDIA.video, captions_url: MEDIA.captions, captions_language: 'pt-BR' },
  duration: MEDIA.videoSeconds,
});

const STORE_LAYOUT = {
  title: t(
    'Layout de loja: o essencial',
    'Store layout essentials',
    'Diseño de tienda: lo esencial',
    'Aménagement du magasin : l’essentiel',
  ),
  description: t(
    'Entrada, caminho do cliente, altura dos olhos e caixa: seis páginas e um vídeo curto.',
    'Entrance, the customer’s path, eye level and checkout: six pages and a short video.',
    'Entrada, recorrido del cliente, altura de los ojos y caja: seis páginas y un video corto.',
    'Entrée, parcours client, hauteur des yeux et caisse : six pages et une courte vidéo.',
  ),
  activities: [
    {
      kind: 'pdf',
      title: t(
        'Os quatro pontos do layout',
        'The four points of a layout',
        'Los cuatro puntos del diseño',
        'Les quatre points de l’aménagement',
      ),
      content: { url: MEDIA.pdf, pages: MEDIA.pdfPages },
      duration: null,
    },
    video(
      t(
        'A loja em cinco segundos',
        'The store in five seconds',
        'La tienda en cinco segundos',
        'Le magasin en cinq secondes',
      ),
    ),
  ],
};

/**
 * The demo's first played files (issue 12): the course 'Customer service: first steps' gains a captioned video at
 * its end (its learners' course progress counts it), and the academy gets 'Store layout essentials', open, 40
 * points, in 'Produto', with a six-page pdf and the video. 'Consultative selling' is left alone: the demo learner
 * finished it.
 */
export const learningMediaStep: SeedStep = {
  name: '2026-11-27 learning media',
  async run(db: Db) {
    const ids = await clientIds(db);
    const now = new Date();

    const service = await db
      .selectFrom('courses')
      .select(['id', 'client_id'])
      .where('client_id', '=', ids.academy)
      .where(sql<string>`title->>'en-US'`, '=', 'Customer service: first steps')
      .executeTakeFirst();
    if (!service) throw new Error('demo course missing: Customer service: first steps');
    const last = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.max('hierarchy_order').as('order'))
      .where('course_id', '=', service.id)
      .executeTakeFirstOrThrow();
    const welcome = video(
      t('Receber o cliente', 'Welcoming the customer', 'Recibir al cliente', 'Accueillir le client'),
    );
    await db
      .insertInto('activities')
      .values({
        course_id: service.id,
        client_id: service.client_id,
        hierarchy_order: Number(last.order ?? 0) + 1,
        kind: welcome.kind,
        title: JSON.stringify(welcome.title),
        content: JSON.stringify(welcome.content),
        duration_seconds: welcome.duration,
      })
      .execute();
    await recountActivities(db, service.id);

    const category = await db
      .selectFrom('course_categories')
      .select('id')
      .where('client_id', '=', ids.academy)
      .where(sql<string>`names->>'pt-BR'`, '=', 'Produto')
      .executeTakeFirst();
    if (!category) throw new Error('demo category missing: Produto');
    const { id: courseId } = await insertDemoCourse(db, {
      clientId: ids.academy,
      title: STORE_LAYOUT.title,
      description: STORE_LAYOUT.description,
      workloadMinutes: 20,
      points: 40,
      publishedAt: new Date(now.getTime() - 86_400_000),
      activities: STORE_LAYOUT.activities,
    });
    await db
      .insertInto('course_category_links')
      .values({ course_id: courseId, category_id: category.id })
      .execute();
  },
};

/**
 * A course gained an activity: every learner's progress in it counts the new total (a course not yet finished; a
 * finished one keeps its figures, as the learner finished what there was).
 */
export async function recountActivities(db: Db, courseId: number) {
  const { total } = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('course_progress')
    .select(['user_id', 'completed_activities'])
    .where('course_id', '=', courseId)
    .where('finished_at', 'is', null)
    .execute();
  for (const row of rows)
    await db
      .updateTable('course_progress')
      .set({
        total_activities: Number(total),
        percent: progressPercent(row.completed_activities, Number(total)),
      })
      .where('user_id', '=', row.user_id)
      .where('course_id', '=', courseId)
      .execute();
}
