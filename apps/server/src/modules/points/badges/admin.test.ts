import type { AdminBadge } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earn, earnedBadges } from '../../../../test/badge-fixtures.ts';
import { bearer, buildCampaign, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { engine, ledgerClient, member, NOW } from '../../../../test/points-fixtures.ts';
import { waitForLockWaiters } from '../../../../test/profile-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { candidateBadges, insertUserBadges } from './queries.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof adminSite>>;
let other: Awaited<ReturnType<typeof adminSite>>;

/** A client with running and ended campaigns (points-fixtures), its programme administrator signed in. */
async function adminSite() {
  const client = await ledgerClient(t.db);
  const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  return { ...client, admin };
}

beforeAll(async () => {
  t = await createTestContext();
  site = await adminSite();
  other = await adminSite();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
  language = 'en-US',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

let codes = 0;
function definition(overrides: Record<string, unknown> = {}) {
  return {
    code: `badge-${++codes}`,
    names: { 'pt-BR': 'Cinco vendas', 'en-US': 'Five sales', 'es-ES': '  ' },
    descriptions: { 'pt-BR': 'Tenha 5 vendas aprovadas' },
    icon: 'trophy',
    rule: 'entry_count',
    threshold: 5,
    point_kind: 'sale',
    ...overrides,
  };
}

async function create(headers: Headers, overrides: Record<string, unknown> = {}, language = 'en-US') {
  return call('POST', '/api/v1/admin/badges', headers, definition(overrides), language);
}

async function created(overrides: Record<string, unknown> = {}): Promise<AdminBadge> {
  const response = await create(site.admin.headers, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('permissions and tenancy', () => {
  it('is for programme administrators and superusers of the selected client only', async () => {
    const superuser = await signedIn(t.app, t.db, {
      clients: [{ id: site.id, role: 'learner' }],
      superuser: true,
    });
    expect((await call('GET', '/api/v1/admin/badges', superuser.headers)).statusCode).toBe(200);
    expect((await create(superuser.headers)).statusCode).toBe(201);

    const badge = await created();
    for (const role of ['auditor', 'support', 'salesperson', 'learner'] as const) {
      const { headers } = await signedIn(t.app, t.db, { clients: [{ id: site.id, role }] });
      for (const response of [
        await call('GET', '/api/v1/admin/badges', headers),
        await create(headers),
        await call('PATCH', `/api/v1/admin/badges/${badge.id}`, headers, { icon: 'star' }),
        await call('POST', `/api/v1/admin/badges/${badge.id}/deactivate`, headers),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('common.forbidden');
      }
    }
    expect((await call('GET', '/api/v1/admin/badges', {})).statusCode).toBe(401);
  });

  it("answers 404 for another client's badge and never lists it", async () => {
    const theirs = await buildBadge(t.db, other.id, { code: 'theirs', rule: 'first_entry' });
    for (const response of [
      await call('PATCH', `/api/v1/admin/badges/${theirs.id}`, site.admin.headers, { icon: 'star' }),
      await call('POST', `/api/v1/admin/badges/${theirs.id}/deactivate`, site.admin.headers),
      await call('POST', `/api/v1/admin/badges/${theirs.id}/activate`, site.admin.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('common.not_found');
    }
    const list = await call('GET', '/api/v1/admin/badges?page_size=100', site.admin.headers);
    expect(list.json().results.map((b: AdminBadge) => b.code)).not.toContain('theirs');
    // the same code is free in another client
    expect((await create(site.admin.headers, { code: 'theirs' })).statusCode).toBe(201);
  });
});

describe('GET /api/v1/admin/badges', () => {
  it('lists every badge by position, active or not, with how many users earned each', async () => {
    const own = await adminSite();
    const first = await buildBadge(t.db, own.id, {
      code: 'first-sale',
      rule: 'first_entry',
      pointKind: 'sale',
      position: 1,
    });
    await buildBadge(t.db, own.id, { code: 'retired', rule: 'first_entry', active: false, position: 2 });
    await buildBadge(t.db, own.id, { code: 'xp', rule: 'campaign_experience', threshold: 500, position: 3 });
    for (const day of ['2026-11-02', '2026-11-03']) {
      const user = await member(t.db, own.id);
      await earn(t.db, { clientId: own.id, userId: user.id }, 'sale', 10, at(day));
    }

    const response = await call('GET', '/api/v1/admin/badges', own.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(response.json().results).toEqual([
      {
        id: first.id,
        code: 'first-sale',
        names: { 'pt-BR': 'Medalha first-sale', 'en-US': 'Badge first-sale' },
        descriptions: {},
        label_key: null,
        icon: null,
        rule: 'first_entry',
        threshold: 1,
        point_kind: 'sale',
        campaign_id: null,
        active: true,
        position: 1,
        earned_count: 2,
        created_at: expect.any(String),
      },
      expect.objectContaining({ code: 'retired', active: false, earned_count: 0 }),
      expect.objectContaining({ code: 'xp', point_kind: null, earned_count: 0 }),
    ]);
    const second = await call('GET', '/api/v1/admin/badges?page=2&page_size=2', own.admin.headers);
    expect(second.json().results.map((b: AdminBadge) => b.code)).toEqual(['xp']);
  });
});

describe('POST /api/v1/admin/badges', () => {
  it('creates an active badge after the last one, without blank texts', async () => {
    const own = await adminSite();
    await buildBadge(t.db, own.id, { code: 'old', rule: 'first_entry', position: 7 });
    const response = await create(own.admin.headers, { code: 'five-sales' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      code: 'five-sales',
      names: { 'pt-BR': 'Cinco vendas', 'en-US': 'Five sales' },
      descriptions: { 'pt-BR': 'Tenha 5 vendas aprovadas' },
      label_key: null,
      icon: 'trophy',
      rule: 'entry_count',
      threshold: 5,
      point_kind: 'sale',
      campaign_id: null,
      active: true,
      position: 8,
      earned_count: 0,
      created_at: expect.any(String),
    });
  });

  it('refuses a code already used in the client with 409, in the request language', async () => {
    await created({ code: 'taken' });
    const messages = {
      'pt-BR': 'Já existe uma medalha com este código neste programa.',
      'en-US': 'A badge with this code already exists in this programme.',
      'es-ES': 'Ya existe una insignia con este código en este programa.',
      'fr-FR': 'Un badge avec ce code existe déjà dans ce programme.',
    };
    for (const [language, message] of Object.entries(messages)) {
      const response = await create(site.admin.headers, { code: 'taken' }, language);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'badge.code_taken', message });
    }
  });

  it.each([
    ['an upper-case code', { code: 'Five' }, 'code'],
    ['a code with spaces', { code: 'five sales' }, 'code'],
    ['a code over 64 characters', { code: 'a'.repeat(65) }, 'code'],
    ['no pt-BR name', { names: { 'en-US': 'Five sales' } }, 'names.pt-BR'],
    ['a blank pt-BR name', { names: { 'pt-BR': '   ' } }, 'names.pt-BR'],
    ['a name over 80 characters', { names: { 'pt-BR': 'x'.repeat(81) } }, 'names.pt-BR'],
    [
      'a description over 256 characters',
      { descriptions: { 'fr-FR': 'x'.repeat(257) } },
      'descriptions.fr-FR',
    ],
    ['an unknown icon', { icon: 'rocket' }, 'icon'],
    ['a zero threshold', { threshold: 0 }, 'threshold'],
    ['a fractional threshold', { threshold: 2.5 }, 'threshold'],
  ])('answers 400 for %s', async (_case, overrides, field) => {
    const response = await create(site.admin.headers, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field })]);
  });

  it.each([
    ['a first entry threshold other than 1', { rule: 'first_entry', threshold: 2 }, 'threshold'],
    ['a counting rule without a point kind', { point_kind: null }, 'point_kind'],
    ['a point kind that does not earn', { point_kind: 'bonus' }, 'point_kind'],
    ['a point kind on the experience rule', { rule: 'campaign_experience', threshold: 500 }, 'point_kind'],
    ['a campaign on a counting rule', { campaign_id: 1 }, 'campaign_id'],
    ['a point kind on the trails rule', { rule: 'trails_finished', threshold: 2 }, 'point_kind'],
    [
      'a campaign on the trails rule',
      { rule: 'trails_finished', threshold: 1, point_kind: null, campaign_id: 1 },
      'campaign_id',
    ],
  ])('refuses %s as an invalid rule', async (_case, overrides, field) => {
    const response = await create(site.admin.headers, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'badge.invalid_rule',
      message: 'The badge rule is not valid. Check the fields shown.',
      details: [{ field, message: expect.any(String) }],
    });
  });

  it("takes a campaign for the experience rule only when it is the client's", async () => {
    const experience = { rule: 'campaign_experience', threshold: 500, point_kind: null };
    const ok = await create(site.admin.headers, { ...experience, campaign_id: site.current });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ campaign_id: site.current, point_kind: null });
    const theirs = await create(site.admin.headers, { ...experience, campaign_id: other.current });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.details).toEqual([{ field: 'campaign_id', message: 'Invalid value' }]);
  });
});

describe('the trails finished rule', () => {
  it('creates a badge for N trails finished, with no point kind, and turns a counting badge into one', async () => {
    const response = await create(site.admin.headers, {
      rule: 'trails_finished',
      threshold: 3,
      point_kind: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      rule: 'trails_finished',
      threshold: 3,
      point_kind: null,
      campaign_id: null,
    });
    const listed = await call('GET', '/api/v1/admin/badges?page_size=100', site.admin.headers);
    expect(listed.json().results).toContainEqual(
      expect.objectContaining({ id: response.json().id, rule: 'trails_finished', earned_count: 0 }),
    );

    const badge = await created();
    const changed = await call('PATCH', `/api/v1/admin/badges/${badge.id}`, site.admin.headers, {
      rule: 'trails_finished',
      threshold: 1,
      point_kind: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ rule: 'trails_finished', threshold: 1, point_kind: null });
  });
});

describe('PATCH /api/v1/admin/badges/:id', () => {
  it('changes texts, icon, position and, while nobody earned it, the rule', async () => {
    const badge = await created();
    const response = await call('PATCH', `/api/v1/admin/badges/${badge.id}`, site.admin.headers, {
      names: { 'pt-BR': 'Dez vendas', 'fr-FR': 'Dix ventes' },
      descriptions: {},
      icon: 'medal',
      position: 3,
      threshold: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: badge.code,
      names: { 'pt-BR': 'Dez vendas', 'fr-FR': 'Dix ventes' },
      descriptions: {},
      icon: 'medal',
      position: 3,
      rule: 'entry_count',
      threshold: 10,
      point_kind: 'sale',
    });
    const experience = await call('PATCH', `/api/v1/admin/badges/${badge.id}`, site.admin.headers, {
      rule: 'campaign_experience',
      threshold: 800,
    });
    expect(experience.statusCode).toBe(400);
    expect(experience.json().error.details).toEqual([expect.objectContaining({ field: 'point_kind' })]);
  });

  it('locks rule, threshold, kind and campaign once anyone earned the badge; the rest stays editable', async () => {
    const own = await adminSite();
    const earner = await member(t.db, own.id);
    const badge = (
      await create(own.admin.headers, { rule: 'first_entry', threshold: 1 })
    ).json() as AdminBadge;
    await earn(t.db, { clientId: own.id, userId: earner.id }, 'sale', 10, NOW);
    const url = `/api/v1/admin/badges/${badge.id}`;
    const messages = {
      'pt-BR': 'Medalha já conquistada; sua regra não pode mais mudar.',
      'en-US': 'Badge already earned; its rule can no longer change.',
      'es-ES': 'Insignia ya obtenida; su regla ya no puede cambiar.',
      'fr-FR': 'Badge déjà obtenu ; sa règle ne peut plus changer.',
    };
    for (const [language, message] of Object.entries(messages)) {
      const response = await call('PATCH', url, own.admin.headers, { point_kind: 'photo' }, language);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'badge.rule_locked', message });
    }
    for (const change of [
      { rule: 'entry_count', threshold: 3 },
      { rule: 'campaign_experience', threshold: 100, point_kind: null, campaign_id: own.current },
    ])
      expect((await call('PATCH', url, own.admin.headers, change)).statusCode).toBe(409);

    // the whole form sent back with the same rule is fine
    const edited = await call('PATCH', url, own.admin.headers, {
      names: { 'pt-BR': 'Primeira venda!' },
      icon: 'receipt',
      position: 9,
      rule: 'first_entry',
      threshold: 1,
      point_kind: 'sale',
      campaign_id: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      names: { 'pt-BR': 'Primeira venda!' },
      icon: 'receipt',
      position: 9,
      rule: 'first_entry',
      point_kind: 'sale',
      earned_count: 1,
    });
  });

  it('waits for a posting that is awarding the badge, then refuses the rule change', async () => {
    const own = await adminSite();
    const earner = await member(t.db, own.id);
    const badge = (
      await create(own.admin.headers, { rule: 'first_entry', threshold: 1 })
    ).json() as AdminBadge;
    const who = { clientId: own.id, userId: earner.id, kind: 'sale' as const, campaignId: null };
    // an entry for the award to point at (a game earns no sale badge)
    const { entry } = await earn(t.db, who, 'game', 5, NOW);
    let patched = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posting = t.db.transaction().execute(async (trx) => {
      expect((await candidateBadges(trx, who)).map((b) => b.id)).toEqual([badge.id]);
      await held;
      await insertUserBadges(trx, [{ ...who, badgeId: badge.id, entryId: entry.id, at: NOW }]);
    });
    const patch = call('PATCH', `/api/v1/admin/badges/${badge.id}`, own.admin.headers, {
      point_kind: 'photo',
    }).then((response) => {
      patched = true;
      return response;
    });
    try {
      // PostgreSQL: the change waits on the posting's share lock; PGlite runs one transaction at a time anyway
      if (engine() === 'postgres') await waitForLockWaiters(t.db, 1, () => patched);
      expect(patched).toBe(false);
    } finally {
      release();
      await posting;
    }
    const response = await patch;
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('badge.rule_locked');
  });
});

describe('activation', () => {
  it('a new active badge is awarded by the next posting; a deactivated one no longer, and earners keep it', async () => {
    const own = await adminSite();
    const [ana, bia, caio] = [
      await member(t.db, own.id),
      await member(t.db, own.id),
      await member(t.db, own.id),
    ];
    const photo = (
      await create(own.admin.headers, {
        code: 'first-photo',
        rule: 'first_entry',
        threshold: 1,
        point_kind: 'photo',
      })
    ).json() as AdminBadge;
    await earn(t.db, { clientId: own.id, userId: ana.id }, 'photo', 20, at('2026-11-02'));
    expect(await earnedBadges(t.db, ana.id, own.id)).toEqual([
      { code: 'first-photo', earned_at: at('2026-11-02'), entry_id: expect.any(Number) },
    ]);

    const off = await call('POST', `/api/v1/admin/badges/${photo.id}/deactivate`, own.admin.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: photo.id, active: false, earned_count: 1 });
    await earn(t.db, { clientId: own.id, userId: bia.id }, 'photo', 20, at('2026-11-03'));
    expect(await earnedBadges(t.db, bia.id, own.id)).toEqual([]);
    // Ana still has it: her badges screen lists the retired badge she earned
    const mine = await call('GET', '/api/v1/badges', await signedHeaders(ana));
    expect(mine.json().results).toEqual([
      expect.objectContaining({ code: 'first-photo', earned_at: at('2026-11-02').toISOString() }),
    ]);

    const on = await call('POST', `/api/v1/admin/badges/${photo.id}/activate`, own.admin.headers);
    expect(on.json()).toMatchObject({ active: true });
    await earn(t.db, { clientId: own.id, userId: caio.id }, 'photo', 20, at('2026-11-04'));
    expect((await earnedBadges(t.db, caio.id, own.id)).map((b) => b.code)).toEqual(['first-photo']);

    // a badge created inactive is not awarded either
    const campaign = await buildCampaign(t.db, own.id, { begin: '2026-11-01', end: '2026-12-15' });
    await create(own.admin.headers, {
      code: 'xp-10',
      rule: 'campaign_experience',
      threshold: 10,
      point_kind: null,
      active: false,
    });
    await earn(
      t.db,
      { clientId: own.id, userId: caio.id, campaignId: campaign.id },
      'sale',
      50,
      at('2026-11-05'),
    );
    expect((await earnedBadges(t.db, caio.id, own.id)).map((b) => b.code)).toEqual(['first-photo']);
  });
});

async function signedHeaders(user: { username: string; password: string }): Promise<Headers> {
  return bearer(await login(t.app, user.username, user.password));
}
