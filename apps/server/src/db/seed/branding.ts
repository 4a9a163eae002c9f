import type { Db } from '../connection.ts';
import { BACKGROUNDS, LOGOS, MARKS } from './demo-content.ts';
import { clientIds } from './lookups.ts';

/**
 * The demo clients' SVG logos, marks and login backgrounds. The first step stored coloured rectangles as data
 * URLs; this one brings databases seeded before up to the files the web app ships.
 */
export const demoBrandingStep = {
  name: '2026-11-25 demo logos and login backgrounds',
  async run(db: Db) {
    const clients = await clientIds(db);
    for (const client of ['academy', 'rewards'] as const) {
      await db
        .updateTable('clients')
        .set({ logo_url: MARKS[client] })
        .where('id', '=', clients[client])
        .execute();
      await db
        .updateTable('login_settings')
        .set({ logos: JSON.stringify(LOGOS[client]), background_image_url: BACKGROUNDS[client] })
        .where('client_id', '=', clients[client])
        .execute();
    }
  },
};
