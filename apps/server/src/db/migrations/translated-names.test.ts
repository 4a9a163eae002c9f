import { TranslatedText } from '@elevar/contract';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../connection.ts';
import type { Database } from '../types.ts';
import { migrations } from './index.ts';

// A database as it was before translated names, with a client's lists written in one language.
let handle: DatabaseHandle;
let db: Kysely<Database>;
let migrator: Migrator;

beforeAll(async () => {
  handle = await openPglite({});
  db = handle.db;
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo('20261125T0900_user_country_area');
  expect(before.error).toBeUndefined();
  const client = await db
    .insertInto('clients')
    .values({ slug: 'old-client', name: 'Old client', enabled_modules: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('login_settings')
    .values({
      client_id: client.id,
      primary_color: '#000000',
      secondary_color: '#000000',
      background_color: '#ffffff',
      text_color: '#000000',
      logos: '{}',
      register_fields: JSON.stringify([
        {
          name: 'how',
          type: 'select',
          required: false,
          label: 'Como soube?',
          options: [{ value: 'store', label: 'Na loja' }],
        },
        { name: 'code', type: 'text', required: true },
      ]),
      profile_fields: '[]',
    })
    .execute();
  await db.insertInto('branches').values({ client_id: client.id, name: 'Loja Centro' }).execute();
  await db.insertInto('user_groups').values({ client_id: client.id, name: 'Vendedores' }).execute();
  await db.insertInto('tags').values({ client_id: client.id, name: 'Atendimento' }).execute();
  const brazil = await db
    .selectFrom('countries')
    .select('id')
    .where('code', '=', 'BR')
    .executeTakeFirstOrThrow();
  await db.insertInto('country_areas').values({ country_id: brazil.id, name: 'Sudeste', group: 1 }).execute();
  const after = await migrator.migrateToLatest();
  expect(after.error).toBeUndefined();
}, 120_000);
afterAll(() => handle.close());

const everyLanguage = (text: string) => ({ 'pt-BR': text, 'en-US': text, 'es-ES': text, 'fr-FR': text });

describe('migration 20261125T1000_translated_names', () => {
  it("keeps each list's name and gives it as the name in every language", async () => {
    for (const [table, name] of [
      ['branches', 'Loja Centro'],
      ['user_groups', 'Vendedores'],
      ['tags', 'Atendimento'],
      ['country_areas', 'Sudeste'],
    ] as const) {
      const row = await db.selectFrom(table).select(['name', 'names']).executeTakeFirstOrThrow();
      expect(row).toEqual({ name, names: everyLanguage(name) });
      expect(TranslatedText.safeParse(row.names).success).toBe(true);
    }
  });

  it("gives each register field's label and options' labels in every language, and keeps the rest", async () => {
    const settings = await db
      .selectFrom('login_settings')
      .select('register_fields')
      .executeTakeFirstOrThrow();
    expect(settings.register_fields).toEqual([
      {
        name: 'how',
        type: 'select',
        required: false,
        label: everyLanguage('Como soube?'),
        options: [{ value: 'store', label: everyLanguage('Na loja') }],
      },
      { name: 'code', type: 'text', required: true },
    ]);
  });

  it('refuses names that miss a language', async () => {
    await expect(
      db
        .updateTable('tags')
        .set({ names: JSON.stringify({ 'pt-BR': 'Atendimento', 'en-US': 'Service' }) })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
