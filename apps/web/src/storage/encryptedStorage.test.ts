import { describe, expect, it } from 'vitest';
import { makeSession } from '../test/fakeServer.ts';
import { memoryCookies } from './cookies.ts';
import { KEY_COOKIE, openEncryptedStorage, STORAGE_PREFIX } from './encryptedStorage.ts';
import { applyPlatformReset, RESET_STORAGE_KEY } from './platformReset.ts';
import { emptyState } from './slots.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
}

const crypto = globalThis.crypto;

describe('encrypted storage (SPEC §7)', () => {
  it('round-trips every slot', async () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const first = await openEncryptedStorage({ storage, cookies, crypto, secure: true });
    const session = makeSession();
    const common = {
      tokens: { access_token: 'a', refresh_token: 'r', kind: 'normal' as const },
      session,
      language: 'fr-FR' as const,
      redirect: { path: '/home?x=1', access_token: 'tok' },
    };
    const cookiePolicy = {
      version: 2,
      analytics: true,
      marketing: false,
      accepted_at: '2026-01-01T00:00:00Z',
    };
    await first.write('common', common);
    await first.write('cookiePolicy', cookiePolicy);
    await first.write('params', { client_slug: 'academy', login_params: null });

    const reopened = await openEncryptedStorage({ storage, cookies, crypto, secure: true });
    const state = await reopened.load();
    expect(state.common).toEqual(common);
    expect(state.cookiePolicy).toEqual(cookiePolicy);
    expect(state.params).toEqual({ client_slug: 'academy', login_params: null });
    expect(state.siteLists).toBeNull();
  });

  it('keeps only ciphertext in localStorage', async () => {
    const storage = memoryStorage();
    const encrypted = await openEncryptedStorage({
      storage,
      cookies: memoryCookies(),
      crypto,
      secure: false,
    });
    await encrypted.write('common', {
      ...emptyState().common,
      tokens: { access_token: 'secret-access-token', refresh_token: 'secret-refresh', kind: 'normal' },
    });
    const raw = storage.getItem(`${STORAGE_PREFIX}common`) ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain('secret-access-token');
    expect(atob(raw)).not.toContain('secret-access-token');
    expect(() => JSON.parse(raw)).toThrow();
  });

  it('creates a random 256-bit key in the elevar_key cookie for 180 days, Secure in secure contexts', async () => {
    const cookies = memoryCookies();
    await openEncryptedStorage({ storage: memoryStorage(), cookies, crypto, secure: true });
    const key = cookies.get(KEY_COOKIE);
    expect(key && atob(key).length).toBe(32);
    expect(cookies.options.get(KEY_COOKIE)).toEqual({ maxAgeDays: 180, secure: true });

    const other = memoryCookies();
    await openEncryptedStorage({ storage: memoryStorage(), cookies: other, crypto, secure: false });
    expect(other.get(KEY_COOKIE)).not.toBe(key);
    expect(other.options.get(KEY_COOKIE)?.secure).toBe(false);
  });

  it('reads as an empty state under a different key (and drops the unreadable entries)', async () => {
    const storage = memoryStorage();
    const original = await openEncryptedStorage({ storage, cookies: memoryCookies(), crypto, secure: true });
    await original.write('common', { ...emptyState().common, language: 'en-US' });

    const withOtherKey = await openEncryptedStorage({
      storage,
      cookies: memoryCookies(),
      crypto,
      secure: true,
    });
    expect(await withOtherKey.load()).toEqual(emptyState());
    expect(storage.getItem(`${STORAGE_PREFIX}common`)).toBeNull();
  });

  it('reads a tampered entry as empty', async () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const encrypted = await openEncryptedStorage({ storage, cookies, crypto, secure: true });
    await encrypted.write('common', { ...emptyState().common, language: 'en-US' });
    const raw = storage.getItem(`${STORAGE_PREFIX}common`) ?? '';
    storage.setItem(`${STORAGE_PREFIX}common`, raw.slice(0, -4) + (raw.endsWith('AAAA') ? 'BBBB' : 'AAAA'));
    const reopened = await openEncryptedStorage({ storage, cookies, crypto, secure: true });
    expect((await reopened.load()).common).toEqual(emptyState().common);
  });

  it('an entry moved to another slot does not decrypt there', async () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const encrypted = await openEncryptedStorage({ storage, cookies, crypto, secure: true });
    await encrypted.write('cookiePolicy', { version: 1, analytics: true, marketing: true, accepted_at: 'x' });
    storage.setItem(`${STORAGE_PREFIX}welcomeBanner`, storage.getItem(`${STORAGE_PREFIX}cookiePolicy`) ?? '');
    const state = await (await openEncryptedStorage({ storage, cookies, crypto, secure: true })).load();
    expect(state.welcomeBanner).toBeNull();
    expect(state.cookiePolicy?.analytics).toBe(true);
  });
});

describe('platform reset (SPEC §4)', () => {
  it('clears cookies and storage once, then records the reset', () => {
    const storage = memoryStorage();
    storage.setItem(`${STORAGE_PREFIX}common`, 'old');
    const cookies = memoryCookies({ [KEY_COOKIE]: 'k', country: 'BR' });

    expect(applyPlatformReset({ storage, cookies, resetAt: '2026-03-01T00:00:00.000Z' })).toBe(true);
    expect(cookies.names()).toEqual([]);
    expect(storage.getItem(`${STORAGE_PREFIX}common`)).toBeNull();
    expect(storage.getItem(RESET_STORAGE_KEY)).toBe('2026-03-01T00:00:00.000Z');

    storage.setItem(`${STORAGE_PREFIX}common`, 'new');
    cookies.set('country', 'MX');
    expect(applyPlatformReset({ storage, cookies, resetAt: '2026-03-01T00:00:00.000Z' })).toBe(false);
    expect(storage.getItem(`${STORAGE_PREFIX}common`)).toBe('new');
    expect(cookies.get('country')).toBe('MX');
  });

  it('runs again when a newer reset timestamp ships', () => {
    const storage = memoryStorage();
    storage.setItem(RESET_STORAGE_KEY, '2026-01-01T00:00:00.000Z');
    storage.setItem('elevar.common', 'x');
    const cookies = memoryCookies({ country: 'AR' });
    expect(applyPlatformReset({ storage, cookies, resetAt: '2026-06-01T00:00:00.000Z' })).toBe(true);
    expect(storage.getItem('elevar.common')).toBeNull();
    expect(cookies.get('country')).toBeNull();
    expect(storage.getItem(RESET_STORAGE_KEY)).toBe('2026-06-01T00:00:00.000Z');
  });
});
