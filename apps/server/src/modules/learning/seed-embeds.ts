import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { insertDemoCourse, demoText as t } from './seed-course.ts';

/**
 * The demo's hosted content (issue 12): in each demo client, 'Visual merchandising: references', open, 15 points,
 * with a LinkedIn SlideShare deck (SlideShare's embed address) and a SCORM Cloud course reached by its launch link.
 * The demo has no SCORM Cloud account, so its link opens SCORM Cloud's own page; the deck shows where the
 * machine reaches SlideShare. Both count as viewed after two minutes open.
 */
export const SLIDESHARE_DEMO_URL = 'https://www.slideshare.net/slideshow/embed_code/key/vm7Rq2ELEVAR';
export const SCORM_CLOUD_DEMO_URL = 'https://cloud.scorm.com/';

export const learningEmbedsStep: SeedStep = {
  name: '2026-11-28 learning hosted content',
  async run(db: Db) {
    const ids = await clientIds(db);
    const publishedAt = new Date(Date.now() - 2 * 86_400_000);
    for (const clientId of [ids.academy, ids.rewards])
      await insertDemoCourse(db, {
        clientId,
        title: t(
          'Merchandising visual: referências',
          'Visual merchandising: references',
          'Merchandising visual: referencias',
          'Merchandising visuel : références',
        ),
        description: t(
          'Uma apresentação no SlideShare e um curso no SCORM Cloud sobre vitrines e gôndolas.',
          'A SlideShare deck and a SCORM Cloud course on windows and shelves.',
          'Una presentación en SlideShare y un curso en SCORM Cloud sobre escaparates y góndolas.',
          'Une présentation SlideShare et un cours SCORM Cloud sur les vitrines et les linéaires.',
        ),
        workloadMinutes: 30,
        points: 15,
        publishedAt,
        activities: [
          {
            kind: 'linkedin_slidshare',
            title: t(
              'Vitrines que vendem',
              'Windows that sell',
              'Escaparates que venden',
              'Des vitrines qui vendent',
            ),
            content: { url: SLIDESHARE_DEMO_URL, min_seconds: 120 },
          },
          {
            kind: 'scorm_cloud',
            title: t('Gôndola perfeita', 'The perfect shelf', 'La góndola perfecta', 'Le linéaire parfait'),
            content: { url: SCORM_CLOUD_DEMO_URL, min_seconds: 120 },
          },
        ],
      });
  },
};
