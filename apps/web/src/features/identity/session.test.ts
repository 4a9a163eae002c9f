import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fakeServer.ts';
import { homeRouteOf, needsClientPick, safeNextPath, showsRanking, showsScore } from './session.ts';
import { postLoginPath } from './signIn.ts';

const base = makeSession();
const withClient = (patch: Partial<NonNullable<typeof base.client>>) =>
  makeSession({ client: base.client && { ...base.client, ...patch } });
const twoClients = [
  { id: 1, name: 'A', slug: 'a', logo_url: null },
  { id: 2, name: 'B', slug: 'b', logo_url: null },
];

describe('session rules (SPEC §6)', () => {
  it("uses the selected client's home route, else /online-courses", () => {
    expect(homeRouteOf(withClient({ home_route: '/trails' }))).toBe('/trails');
    expect(homeRouteOf(withClient({ home_route: null }))).toBe('/online-courses');
    expect(homeRouteOf(makeSession({ client: null }))).toBe('/online-courses');
  });

  it('asks for a client only when there are several and none is selected', () => {
    expect(needsClientPick(makeSession({ id_user_client_selected: null, clients: twoClients }))).toBe(true);
    expect(needsClientPick(makeSession({ id_user_client_selected: 2, clients: twoClients }))).toBe(false);
    expect(needsClientPick(makeSession({ id_user_client_selected: null }))).toBe(false);
  });

  it('shows ranking and score unless the client turns them off', () => {
    expect(showsRanking(base)).toBe(true);
    expect(showsRanking(withClient({ has_ranking: false }))).toBe(false);
    expect(showsRanking(makeSession({ client: null }))).toBe(true);
    expect(showsScore(base)).toBe(true);
    expect(showsScore(withClient({ group_training_use_score: false }))).toBe(false);
  });

  it('returns to the remembered page after sign-in, through the picker when needed', () => {
    expect(postLoginPath(base, '/news?x=1')).toBe('/news?x=1');
    expect(postLoginPath(base, null)).toBe('/home');
    const picking = makeSession({ id_user_client_selected: null, client: null, clients: twoClients });
    expect(postLoginPath(picking, '/news')).toBe('/select-client?next=%2Fnews');
    expect(postLoginPath(picking, null)).toBe('/select-client');
  });

  it('only follows same-site paths', () => {
    expect(safeNextPath('/home')).toBe('/home');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
