import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { Db } from '../../db/connection.ts';

/** A client's public signing key as published in the JWKS (RFC 8037 OKP, Ed25519). */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** The JWKS's address, relative to the public URL: every client's certificate-signing key. */
export const JWKS_PATH = '/.well-known/jwks.json';

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** RFC 7638 thumbprint of an Ed25519 key: the key id. */
function thumbprint(x: string): string {
  return base64url(createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest());
}

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/**
 * The client's Ed25519 signing key, generated and stored on first use (the private key, PKCS#8 PEM, never leaves
 * the server). Two first uses at once: the first insert wins and both sign with its key.
 */
export async function signingKeyOf(db: Db, clientId: number): Promise<SigningKey> {
  const stored = await db
    .selectFrom('certificate_keys')
    .select(['kid', 'private_pem'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (stored) return { kid: stored.kid, privateKey: createPrivateKey(stored.private_pem) };
  const pair = generateKeyPairSync('ed25519');
  const x = String(pair.publicKey.export({ format: 'jwk' }).x);
  const kid = thumbprint(x);
  const jwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' };
  await db
    .insertInto('certificate_keys')
    .values({
      client_id: clientId,
      kid,
      public_jwk: JSON.stringify(jwk),
      private_pem: String(pair.privateKey.export({ format: 'pem', type: 'pkcs8' })),
    })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  return signingKeyOf(db, clientId);
}

/** Every client's public key (the JWKS), oldest first. */
export async function publicKeys(db: Db): Promise<{ keys: PublicJwk[] }> {
  const rows = await db.selectFrom('certificate_keys').select('public_jwk').orderBy('client_id').execute();
  return { keys: rows.map((row) => row.public_jwk as unknown as PublicJwk) };
}

/** A compact JWS (RFC 7515) of `payload`, signed EdDSA with the key; `jku` is the JWKS holding its `kid`. */
export function signJwt(key: SigningKey, jwksUrl: string, payload: object): string {
  const header = { alg: 'EdDSA', typ: 'JWT', kid: key.kid, jku: jwksUrl };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${base64url(sign(null, Buffer.from(input), key.privateKey))}`;
}
