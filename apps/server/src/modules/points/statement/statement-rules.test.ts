import type { LevelChangeDetail, StatementEntry, StatementPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { buildPointRule, levelChangesOf, levelsSite, seller } from '../../../../test/level-fixtures.ts';
import { postEntry } from '../ledger.ts';
import { reverseEntry } from '../ledger-corrections.ts';

/**
 * Entries posted by the points table read as the rule's description in the request's language (else the default
 * language's, else any, else the rule's label key), in the statement, its CSV, staff answers and the level-change
 * evidence; entries posted by amount keep the reason a person wrote.
 */

let t: TestContext;
let site: Awaited<ReturnType<typeof levelsSite>>;
let user: Awaited<ReturnType<typeof seller>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  site = await levelsSite(t.app, t.db, 'Rules');
  user = await seller(t.app, t.db, site.id);
  const campaignId = site.current.id;
  const rules: Parameters<typeof buildPointRule>[3][] = [
    {
      code: 'sale.notebook',
      kind: 'sale',
      base: 120,
      descriptions: { 'pt-BR': 'Venda de notebook', 'en-US': 'Notebook sale' },
    },
    { code: 'photo.display', kind: 'photo', base: 20, descriptions: { 'pt-BR': 'Foto da vitrine' } },
    {
      code: 'mystery_shopper.visit',
      kind: 'mystery_shopper',
      base: 150,
      descriptions: { 'es-ES': 'Cliente incógnito' },
    },
    { code: 'sale.processor', kind: 'sale', base: 40, labelKey: 'points.rules.processor' },
  ];
  for (const rule of rules) await buildPointRule(t.db, site.id, campaignId, rule);

  let step = 0;
  const post = async (name: string, input: Partial<Parameters<typeof postEntry>[1]>) => {
    const at = new Date(Date.UTC(2026, 10, 1 + step++, 12));
    const posting = await postEntry(
      t.db,
      { clientId: site.id, userId: user.id, campaignId, programme: 'rewards', kind: 'sale', ...input },
      at,
    );
    ids[name] = posting.entry.id;
  };
  await post('notebook', { rule: { code: 'sale.notebook' }, status: 'under_audit', sourceType: 'sale' });
  await post('photo', { kind: 'photo', rule: { code: 'photo.display' }, sourceType: 'photo' });
  await post('mystery', { kind: 'mystery_shopper', rule: { code: 'mystery_shopper.visit' } });
  await post('processor', { rule: { code: 'sale.processor', quantity: 2 } });
  await post('bonus', { kind: 'bonus', amount: 5, reason: 'Boas-vindas' });
  const reversal = await reverseEntry(
    t.db,
    { entryId: ids.photo as number, clientId: site.id, reason: 'Foto repetida' },
    new Date('2026-11-10T12:00:00Z'),
  );
  ids.reversal = reversal.entry.id;
});
afterAll(() => t.close());

function get(url: string, language?: string, headers = user.headers) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

async function statement(language?: string): Promise<Map<number, StatementEntry>> {
  const response = await get('/api/v1/points/statement?page_size=100', language);
  expect(response.statusCode).toBe(200);
  const body: StatementPage = response.json();
  return new Map(body.results.map((entry) => [entry.id, entry]));
}

describe('the statement', () => {
  it('describes each entry posted by rule in the request language, with the fallbacks', async () => {
    const portuguese = await statement('pt-BR');
    const english = await statement('en-US');
    const rule = (entries: Map<number, StatementEntry>, name: string) =>
      entries.get(ids[name] as number)?.rule;

    expect(rule(portuguese, 'notebook')).toEqual({ code: 'sale.notebook', description: 'Venda de notebook' });
    expect(rule(english, 'notebook')).toEqual({ code: 'sale.notebook', description: 'Notebook sale' });
    // no English text: the default language's
    expect(rule(english, 'photo')).toEqual({ code: 'photo.display', description: 'Foto da vitrine' });
    // neither: any language there is
    expect(rule(portuguese, 'mystery')?.description).toBe('Cliente incógnito');
    // no descriptions at all: the label key
    expect(rule(english, 'processor')?.description).toBe('points.rules.processor');
    // without an Accept-Language: the default language
    expect(rule(await statement(), 'notebook')?.description).toBe('Venda de notebook');

    expect(portuguese.get(ids.processor as number)).toMatchObject({ amount: 80, reason: null });
    expect(english.get(ids.bonus as number)).toMatchObject({ rule: null, reason: 'Boas-vindas' });
    expect(english.get(ids.reversal as number)).toMatchObject({ rule: null, reason: 'Foto repetida' });
  });

  it('shows the description in the CSV reason column, per language', async () => {
    const csv = async (language: string) =>
      (await get('/api/v1/points/statement.csv', language)).rawPayload
        .toString('utf8')
        .slice(1)
        .split('\r\n');
    const row = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${ids[name]},`));

    const portuguese = await csv('pt-BR');
    expect(portuguese[0]).toContain(',Motivo,');
    expect(row(portuguese, 'notebook')).toBe(
      `${ids.notebook},2026-11-01T12:00:00.000Z,rewards,sale,Rules Q4,120,120,1,under_audit,Venda de notebook,,0,`,
    );
    expect(row(portuguese, 'bonus')).toContain(',credited,Boas-vindas,');
    expect(portuguese.join('\n')).not.toContain('sale.notebook');

    const english = await csv('en-US');
    expect(english[0]).toContain(',Reason,');
    expect(row(english, 'notebook')).toContain(',under_audit,Notebook sale,');
    expect(row(english, 'photo')).toContain(',reversed,Foto da vitrine,');
    expect(row(english, 'processor')).toContain(',credited,points.rules.processor,');
  });

  it("answers a staff approval with the rule's description in the request language", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/points/entries/${ids.notebook}/approve`,
      headers: { ...site.auditor.headers, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.notebook,
      status: 'credited',
      rule: { code: 'sale.notebook', description: 'Notebook sale' },
    });
  });
});

describe('the level-change evidence', () => {
  it('describes the entries posted by rule in the request language', async () => {
    const [change] = await levelChangesOf(t.db, user.id, site.current.id);
    if (!change) throw new Error('no level change');
    const detail = async (language: string): Promise<LevelChangeDetail> =>
      (
        await get(`/api/v1/admin/level-changes/${change.id}?page_size=100`, language, site.admin.headers)
      ).json();
    const rules = (body: LevelChangeDetail) =>
      Object.fromEntries(body.evidence.results.map((entry) => [entry.id, entry.rule?.description ?? null]));

    expect(rules(await detail('en-US'))).toEqual({
      [ids.notebook as number]: 'Notebook sale',
      [ids.photo as number]: 'Foto da vitrine',
      [ids.mystery as number]: 'Cliente incógnito',
      [ids.processor as number]: 'points.rules.processor',
    });
    expect(rules(await detail('pt-BR'))[ids.notebook as number]).toBe('Venda de notebook');
  });
});
