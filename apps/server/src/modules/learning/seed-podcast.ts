import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { recountActivities } from './seed-media.ts';

/** Half a minute of soft beeps every three seconds (Opus in Ogg, 20 KB; docs/learning.md "Demo data"). */
const EPISODE = { url: '/demo/media/podcast-episode.ogg', seconds: 30 } as const;

/**
 * The demo podcast's playlist (issue 12, SPEC §3): "Retail talks" had two six-second chimes; a third episode of
 * half a minute gives the mini player something to keep playing while the learner moves between screens.
 */
export const podcastEpisodesStep: SeedStep = {
  name: '2026-11-29 podcast episodes',
  async run(db: Db) {
    const ids = await clientIds(db);
    const podcast = await db
      .selectFrom('courses')
      .select(['id', 'client_id'])
      .where('client_id', '=', ids.academy)
      .where('kind', '=', 'podcast')
      .where(sql<string>`title->>'en-US'`, '=', 'Retail talks')
      .executeTakeFirst();
    if (!podcast) throw new Error('demo podcast missing: Retail talks');
    const last = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.max('hierarchy_order').as('order'))
      .where('course_id', '=', podcast.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('activities')
      .values({
        course_id: podcast.id,
        client_id: podcast.client_id,
        hierarchy_order: Number(last.order ?? 0) + 1,
        kind: 'audio',
        title: JSON.stringify({
          'pt-BR': 'Episódio 3: a conversa',
          'en-US': 'Episode 3: the conversation',
          'es-ES': 'Episodio 3: la conversación',
          'fr-FR': 'Épisode 3 : la conversation',
        }),
        content: JSON.stringify({ url: EPISODE.url }),
        duration_seconds: EPISODE.seconds,
      })
      .execute();
    await recountActivities(db, podcast.id);
  },
};
