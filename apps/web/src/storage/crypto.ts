/** AES-GCM helpers over Web Crypto. Ciphertexts are base64(iv ‖ ciphertext+tag). */

const IV_BYTES = 12;
const KEY_BYTES = 32;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fresh random 256-bit key, base64-encoded for the key cookie. */
export function generateRawKey(crypto: Crypto): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** Imports a base64 key; null when the text is not a 256-bit key. */
export async function importRawKey(crypto: Crypto, base64: string): Promise<CryptoKey | null> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64(base64);
  } catch {
    return null;
  }
  if (raw.length !== KEY_BYTES) return null;
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `label` is bound as additional data, so a ciphertext only decrypts under the slot it was written for. */
export async function encryptText(
  crypto: Crypto,
  key: CryptoKey,
  label: string,
  text: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(label) },
    key,
    encoder.encode(text),
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(out);
}

/** Decrypts; null when the key, label or data do not match. */
export async function decryptText(
  crypto: Crypto,
  key: CryptoKey,
  label: string,
  payload: string,
): Promise<string | null> {
  try {
    const bytes = fromBase64(payload);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(label) },
      key,
      bytes.slice(IV_BYTES),
    );
    return decoder.decode(plain);
  } catch {
    return null;
  }
}
