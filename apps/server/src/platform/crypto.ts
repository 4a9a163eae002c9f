import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * One of OWASP's equivalent scrypt settings (N=2^15, r=8, p=3: 32 MiB per hash, so concurrent logins stay within
 * memory). Parameters are stored in each hash, so they can be raised later and tests can use a cheaper cost.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 3 };
const SCRYPT = { ...SCRYPT_COST, keylen: 32 };

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(
  password: string,
  cost: Partial<typeof SCRYPT_COST> = {},
): Promise<string> {
  const { N, r, p, keylen } = { ...SCRYPT, ...cost };
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N,
      r: R,
      p: Number(p),
      maxmem: 256 * N * R,
    },
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random opaque token (256 bits, base64url). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak live sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Signs a small JSON payload as a compact HS256 JWT (used for the realtime token). */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Verifies an HS256 JWT made by signJwt and its `exp`; returns the payload or null. */
export function verifyJwt(token: string, secret: string, now = Date.now()): Record<string, unknown> | null {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  if (!safeEqual(signature, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload.exp === 'number' && payload.exp * 1000 < now) return null;
    return payload;
  } catch {
    return null;
  }
}
