import { searchKey } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { demoText as t } from './seed-course.ts';

/** The showcase's own courses: open, for everyone, in the four languages. */
const SHOWCASE = [
  {
    title: t(
      'Atendimento no balcão',
      'Serving at the counter',
      'Atención en el mostrador',
      'Accueil au comptoir',
    ),
    description: t(
      'Como receber o cliente, entender o que ele procura e indicar a peça certa sem pressa.',
      'How to welcome customers, understand what they are looking for and recommend the right part without rushing.',
      'Cómo recibir al cliente, entender lo que busca y recomendar la pieza adecuada sin prisa.',
      'Comment accueillir le client, comprendre ce qu’il cherche et conseiller la bonne pièce sans se presser.',
    ),
    workload: 45,
    daysAgo: 3,
    activities: [
      { kind: 'audio', title: t('Boas-vindas', 'Welcome', 'Bienvenida', 'Bienvenue'), audio: true },
      {
        kind: 'youtube',
        title: t('O primeiro contato', 'First contact', 'El primer contacto', 'Le premier contact'),
      },
    ],
  },
  {
    title: t('Monte um PC para jogos', 'Build a gaming PC', 'Arma un PC para juegos', 'Montez un PC de jeu'),
    description: t(
      'Processador, placa de vídeo e memória: como equilibrar a configuração para cada orçamento.',
      'Processor, graphics card and memory: how to balance the build for every budget.',
      'Procesador, tarjeta gráfica y memoria: cómo equilibrar la configuración para cada presupuesto.',
      'Processeur, carte graphique et mémoire : comment équilibrer la configuration pour chaque budget.',
    ),
    workload: 90,
    daysAgo: 2,
    activities: [
      { kind: 'youtube', title: t('As peças', 'The parts', 'Las piezas', 'Les pièces') },
      {
        kind: 'audio',
        title: t('Dicas de venda', 'Selling tips', 'Consejos de venta', 'Conseils de vente'),
        audio: true,
      },
    ],
  },
];

/**
 * The public portfolio (docs/learning.md "Portfolio"): the rewards client shows one, so `/?client=chip-rewards`
 * opens it (its login stays at `/login-redirect-v2?client=chip-rewards`), with its processors course and two courses
 * of its own. The academy, the default site, keeps its login at `/`.
 */
export const portfolioDemoStep: SeedStep = {
  name: '2026-11-28 portfolio',
  async run(db: Db) {
    const { rewards } = await clientIds(db);
    await db
      .updateTable('login_settings')
      .set({ portfolio_enabled: true })
      .where('client_id', '=', rewards)
      .execute();
    await db
      .updateTable('courses')
      .set({ in_portfolio: true })
      .where('client_id', '=', rewards)
      .where('status', '=', 'published')
      .where(sql<boolean>`title->>'pt-BR' = 'Conheça os processadores'`)
      .execute();
    const now = Date.now();
    for (const course of SHOWCASE) {
      const publishedAt = new Date(now - course.daysAgo * 86_400_000);
      const row = await db
        .insertInto('courses')
        .values({
          client_id: rewards,
          kind: 'online_course',
          status: 'published',
          title: JSON.stringify(course.title),
          description: JSON.stringify(course.description),
          search_text: searchKey(
            [...Object.values(course.title), ...Object.values(course.description)].join(' '),
          ),
          workload_minutes: course.workload,
          points: 20,
          published_points: 20,
          enrolment_rule: 'open',
          in_portfolio: true,
          published_at: publishedAt,
          updated_at: publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('activities')
        .values(
          course.activities.map((activity, index) => ({
            course_id: row.id,
            client_id: rewards,
            hierarchy_order: index + 1,
            kind: activity.kind,
            title: JSON.stringify(activity.title),
            content: JSON.stringify(
              activity.audio ? { url: '/demo/media/chime.wav' } : { video_id: 'aqz-KE-bpKQ' },
            ),
            duration_seconds: activity.audio ? 6 : 60,
          })),
        )
        .execute();
    }
  },
};
