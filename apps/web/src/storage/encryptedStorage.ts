import { COOKIE_KEY_EXPIRY_DAYS } from '@elevar/domain';
import type { CookieJar } from './cookies.ts';
import { decryptText, encryptText, generateRawKey, importRawKey } from './crypto.ts';
import { type AppState, emptyState, SLOT_NAMES, type SlotName, STORAGE_VERSION } from './slots.ts';

export const KEY_COOKIE = 'elevar_key';
export const STORAGE_PREFIX = 'elevar.';

export interface EncryptedStorageDeps {
  storage: Storage;
  cookies: CookieJar;
  crypto: Crypto;
  /** Adds `Secure` to the key cookie; true on https and localhost (window.isSecureContext). */
  secure: boolean;
}

export interface EncryptedStorage {
  /** Reads every slot; a slot that does not decrypt, or was written by another storage version, is empty. */
  load(): Promise<AppState>;
  write<S extends SlotName>(slot: S, value: AppState[S]): Promise<void>;
  clear(): void;
}

/**
 * SPEC §7 encrypted local storage: AES-GCM with a random 256-bit key kept base64 in the `elevar_key` cookie
 * (180 days). Losing or changing the key leaves the old entries unreadable, which reads as an empty state.
 */
export async function openEncryptedStorage(deps: EncryptedStorageDeps): Promise<EncryptedStorage> {
  const { storage, cookies, crypto } = deps;
  const stored = cookies.get(KEY_COOKIE);
  let key = stored ? await importRawKey(crypto, stored) : null;
  if (!key) {
    const raw = generateRawKey(crypto);
    cookies.set(KEY_COOKIE, raw, { maxAgeDays: COOKIE_KEY_EXPIRY_DAYS, secure: deps.secure });
    key = await importRawKey(crypto, raw);
    if (!key) throw new Error('Could not create the storage key');
  }
  const cryptoKey = key;

  async function readSlot<S extends SlotName>(slot: S): Promise<AppState[S] | undefined> {
    const payload = storage.getItem(STORAGE_PREFIX + slot);
    if (payload === null) return undefined;
    const text = await decryptText(crypto, cryptoKey, slot, payload);
    if (text !== null) {
      try {
        const entry = JSON.parse(text) as { v?: unknown; data?: unknown };
        if (entry.v === STORAGE_VERSION && entry.data !== undefined) return entry.data as AppState[S];
      } catch {
        // not JSON: treated like an undecryptable entry below
      }
    }
    storage.removeItem(STORAGE_PREFIX + slot);
    return undefined;
  }

  return {
    async load() {
      const state = emptyState();
      const values = await Promise.all(SLOT_NAMES.map((slot) => readSlot(slot)));
      SLOT_NAMES.forEach((slot, index) => {
        const value = values[index];
        if (value !== undefined) (state as Record<SlotName, unknown>)[slot] = value;
      });
      return state;
    },
    async write(slot, value) {
      if (value === null) {
        storage.removeItem(STORAGE_PREFIX + slot);
        return;
      }
      const text = JSON.stringify({ v: STORAGE_VERSION, data: value });
      storage.setItem(STORAGE_PREFIX + slot, await encryptText(crypto, cryptoKey, slot, text));
    },
    clear() {
      for (const slot of SLOT_NAMES) storage.removeItem(STORAGE_PREFIX + slot);
    },
  };
}
