import type { AdminPointRule, AdminPointsTable, PointsTable } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { seller } from '../../../../test/level-fixtures.ts';
import {
  call,
  newRule,
  type PointsAdminSite,
  pointsAdminSite,
} from '../../../../test/points-admin-fixtures.ts';
import { AppError } from '../../../platform/errors.ts';
import { postEntry } from '../ledger.ts';
import { translatingRefusals } from './service.ts';

let t: TestContext;
let site: PointsAdminSite;

beforeAll(async () => {
  t = await createTestContext();
  site = await pointsAdminSite(t.app, t.db);
});
afterAll(() => t.close());

const admin = () => site.admin.headers;

async function create(campaignId: number, body: object, language?: string) {
  return call(t.app, admin(), 'POST', `/campaigns/${campaignId}/rules`, body, language);
}

async function created(campaignId: number, body: object): Promise<AdminPointRule> {
  const response = await create(campaignId, body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function tableOf(campaignId: number): Promise<AdminPointsTable> {
  return (await call(t.app, admin(), 'GET', `/campaigns/${campaignId}`)).json();
}

/** What a learner of the client sees in the points table of a campaign. */
async function learnerTable(campaignId: number, language = 'en-US'): Promise<PointsTable> {
  const learner = await seller(t.app, t.db, site.id);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/points-table?campaign_id=${campaignId}`,
    headers: { ...learner.headers, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('before the campaign begins', () => {
  it("adds, edits and deletes rules, and the learners' points table follows", async () => {
    const game = await created(
      site.upcoming.id,
      newRule({ code: 'game.play', kind: 'game', base_points: 10 }),
    );
    const course = await created(site.upcoming.id, newRule({ position: 0 }));
    expect(game).toMatchObject({ campaign_id: site.upcoming.id, code: 'game.play', position: 0 });
    expect(course.descriptions).toEqual({ 'pt-BR': 'Curso concluído', 'en-US': 'Course finished' });

    const edit = await call(t.app, admin(), 'PATCH', `/rules/${course.id}`, {
      code: 'training.course.done',
      base_points: 30,
      kind: 'webinar',
      descriptions: { 'pt-BR': 'Webinar assistido', 'es-ES': '  Webinar asistido  ', 'fr-FR': '' },
      position: 5,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      code: 'training.course.done',
      kind: 'webinar',
      base_points: 30,
      descriptions: { 'pt-BR': 'Webinar assistido', 'es-ES': 'Webinar asistido' },
      position: 5,
    });

    const learner = await learnerTable(site.upcoming.id, 'es-ES');
    expect(learner.rules.map((r) => [r.code, r.description, r.points])).toEqual([
      ['game.play', 'Curso concluído', { junior: 10, intermediate: 15, highest: 20 }],
      ['training.course.done', 'Webinar asistido', { junior: 30, intermediate: 45, highest: 60 }],
    ]);

    const removed = await call(t.app, admin(), 'DELETE', `/rules/${game.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await learnerTable(site.upcoming.id)).rules.map((r) => r.code)).toEqual(['training.course.done']);
    expect((await tableOf(site.upcoming.id)).campaign.rule_count).toBe(1);
    await call(t.app, admin(), 'DELETE', `/rules/${course.id}`);
  });

  it('puts a rule without a position after the last one', async () => {
    const first = await created(site.upcoming.id, newRule({ code: 'a.first', position: 7 }));
    const second = await created(site.upcoming.id, newRule({ code: 'a.second' }));
    expect(second.position).toBe(8);
    for (const rule of [first, second]) await call(t.app, admin(), 'DELETE', `/rules/${rule.id}`);
  });

  it('sets the thresholds, junior staying at 0, and the programme explanation follows', async () => {
    const response = await call(t.app, admin(), 'PUT', `/campaigns/${site.upcoming.id}/thresholds`, {
      intermediate: 800,
      highest: 2000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ junior: 0, intermediate: 800, highest: 2000 });
    const again = await call(t.app, admin(), 'PUT', `/campaigns/${site.upcoming.id}/thresholds`, {
      intermediate: 900,
      highest: 2500,
    });
    expect(again.json()).toEqual({ junior: 0, intermediate: 900, highest: 2500 });
    expect((await tableOf(site.upcoming.id)).thresholds).toEqual({
      junior: 0,
      intermediate: 900,
      highest: 2500,
    });
    const learner = await learnerTable(site.upcoming.id);
    expect(learner.levels.map((l) => [l.id, l.min_experience])).toEqual([
      ['junior', 0],
      ['intermediate', 900],
      ['highest', 2500],
    ]);
  });

  it('refuses a rule that ledger entries reference with 409 points.rule_in_use', async () => {
    const rule = await created(
      site.upcoming.id,
      newRule({ code: 'sale.early', kind: 'sale', base_points: 5 }),
    );
    const user = await seller(t.app, t.db, site.id);
    await postEntry(
      t.db,
      {
        clientId: site.id,
        userId: user.id,
        programme: 'rewards',
        campaignId: site.upcoming.id,
        kind: 'sale',
        rule: { code: 'sale.early' },
        sourceType: 'sale',
        sourceId: 'early-1',
      },
      t.clock.now(),
    );
    const response = await call(t.app, admin(), 'DELETE', `/rules/${rule.id}`, undefined, 'pt-BR');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'points.rule_in_use',
      message: 'Esta regra já tem lançamentos de pontos e não pode ser excluída.',
    });
    expect((await tableOf(site.upcoming.id)).rules.map((r) => r.code)).toContain('sale.early');
  });
});

describe('a duplicate code', () => {
  it('is a 409 with a clear text in the four languages, on create and on edit', async () => {
    const texts: Record<string, string> = {
      'pt-BR': 'Já existe uma regra com este código nesta campanha.',
      'en-US': 'A rule with this code already exists in this campaign.',
      'es-ES': 'Ya existe una regla con este código en esta campaña.',
      'fr-FR': 'Une règle avec ce code existe déjà dans cette campagne.',
    };
    for (const [language, message] of Object.entries(texts)) {
      const response = await create(site.running.id, newRule({ code: 'sale.notebook' }), language);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'points.rule_code_taken', message });
    }
    const rule = await created(site.upcoming.id, newRule({ code: 'dup.one' }));
    await created(site.upcoming.id, newRule({ code: 'dup.two' }));
    const edit = await call(t.app, admin(), 'PATCH', `/rules/${rule.id}`, { code: 'dup.two' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('points.rule_code_taken');
  });

  it('is fine in another campaign', async () => {
    const rule = await created(site.upcoming.id, newRule({ code: 'sale.notebook', kind: 'sale' }));
    expect(rule.code).toBe('sale.notebook');
  });
});

describe('once the campaign has begun', () => {
  it('keeps code, kind and base points, in the four languages', async () => {
    for (const change of [{ base_points: 120 }, { code: 'sale.laptop' }, { kind: 'photo' }]) {
      const response = await call(t.app, admin(), 'PATCH', `/rules/${site.runningRule.id}`, change);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'points.rule_frozen',
        message: 'Point values cannot change once the campaign has begun.',
      });
    }
    const french = await call(t.app, admin(), 'DELETE', `/rules/${site.runningRule.id}`, undefined, 'fr-FR');
    expect(french.statusCode).toBe(409);
    expect(french.json().error.message).toBe(
      'Les valeurs de points ne peuvent plus changer une fois la campagne commencée.',
    );
    expect((await learnerTable(site.running.id)).rules.map((r) => [r.code, r.base_points])).toEqual([
      ['sale.notebook', 100],
    ]);
  });

  it('still takes descriptions and position, and the values it already has', async () => {
    const response = await call(t.app, admin(), 'PATCH', `/rules/${site.runningRule.id}`, {
      code: 'sale.notebook',
      kind: 'sale',
      base_points: 100,
      descriptions: { 'pt-BR': 'Venda de notebook', 'en-US': 'Laptop sale' },
      position: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ base_points: 100, position: 4 });
    expect((await learnerTable(site.running.id)).rules[0]?.description).toBe('Laptop sale');
  });

  it('still takes new rules, which are fixed from then on', async () => {
    const rule = await created(site.running.id, newRule({ code: 'event.checkin', kind: 'event' }));
    expect((await call(t.app, admin(), 'DELETE', `/rules/${rule.id}`)).statusCode).toBe(409);
  });

  it('keeps the thresholds: 409 levels.thresholds_frozen', async () => {
    const texts: Record<string, string> = {
      'pt-BR': 'Os limites de nível não podem mudar depois que a campanha começou.',
      'en-US': 'Level thresholds cannot change once the campaign has begun.',
      'es-ES': 'Los umbrales de nivel no pueden cambiar una vez iniciada la campaña.',
      'fr-FR': 'Les seuils de niveau ne peuvent plus changer une fois la campagne commencée.',
    };
    for (const [language, message] of Object.entries(texts)) {
      const response = await call(
        t.app,
        admin(),
        'PUT',
        `/campaigns/${site.running.id}/thresholds`,
        { intermediate: 1, highest: 2 },
        language,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'levels.thresholds_frozen', message });
    }
    expect((await tableOf(site.running.id)).thresholds).toEqual({
      junior: 0,
      intermediate: 100,
      highest: 300,
    });
  });

  it('takes no new rule once it has ended', async () => {
    const response = await create(site.ended.id, newRule());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('points.campaign_ended');
  });

  it("answers the trigger's refusal (a write crossing midnight) with the same 409", async () => {
    const write = translatingRefusals(() =>
      t.db.updateTable('point_rules').set({ base_points: 1 }).where('id', '=', site.runningRule.id).execute(),
    );
    await expect(write).rejects.toBeInstanceOf(AppError);
    await expect(write).rejects.toMatchObject({ code: 'points.rule_frozen', status: 409 });
  });
});

describe('validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['an upper-case code', { code: 'Sale.X' }, 'code'],
    ['a code with spaces', { code: 'sale x' }, 'code'],
    ['a code over 64 characters', { code: 'a'.repeat(65) }, 'code'],
    ['a kind that earns nothing', { kind: 'redemption' }, 'kind'],
    ['zero base points', { base_points: 0 }, 'base_points'],
    ['fractional base points', { base_points: 1.5 }, 'base_points'],
    ['too many base points', { base_points: 100_001 }, 'base_points'],
    ['no pt-BR description', { descriptions: { 'en-US': 'Course' } }, 'descriptions.pt-BR'],
    ['a blank pt-BR description', { descriptions: { 'pt-BR': '   ' } }, 'descriptions.pt-BR'],
    [
      'a description over 256 characters',
      { descriptions: { 'pt-BR': 'x', 'fr-FR': 'x'.repeat(257) } },
      'descriptions.fr-FR',
    ],
    ['a negative position', { position: -1 }, 'position'],
  ];

  it.each(invalid)('refuses %s with the 400 envelope and the field', async (_, change, field) => {
    const response = await create(site.upcoming.id, newRule({ code: 'valid.code', ...change }), 'pt-BR');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('common.validation');
    expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('says which text is too long, and that a required one is missing, in the request language', async () => {
    const long = await create(
      site.upcoming.id,
      newRule({ descriptions: { 'pt-BR': 'x'.repeat(257) } }),
      'pt-BR',
    );
    expect(long.json().error.details).toEqual([
      { field: 'descriptions.pt-BR', message: 'Seu texto tem mais que 256 caracteres' },
    ]);
    const missing = await create(site.upcoming.id, {
      kind: 'game',
      base_points: 1,
      descriptions: { 'pt-BR': 'x' },
    });
    expect(missing.json().error.details.map((d: { field: string }) => d.field)).toEqual(['code']);
  });

  it('checks edits the same way', async () => {
    const response = await call(t.app, admin(), 'PATCH', `/rules/${site.runningRule.id}`, {
      base_points: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('base_points');
  });

  it.each([
    ['intermediate not below highest', { intermediate: 500, highest: 500 }, 'highest'],
    ['a zero intermediate', { intermediate: 0, highest: 500 }, 'intermediate'],
    ['a missing highest', { intermediate: 100 }, 'highest'],
    ['a fractional threshold', { intermediate: 10.5, highest: 500 }, 'intermediate'],
  ])('refuses thresholds with %s', async (_, body, field) => {
    const response = await call(t.app, admin(), 'PUT', `/campaigns/${site.upcoming.id}/thresholds`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.validation');
    expect(response.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
