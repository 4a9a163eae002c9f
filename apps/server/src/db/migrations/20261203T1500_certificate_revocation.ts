import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A JSON Web Key (jsonb, written as JSON text). */
type Jwk = ColumnType<Record<string, string>, string, string>;

/** A certificate revoked by an administrator (docs/certificates.md "Revocation"). */
export interface CertificateRevocationColumns {
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  /** Why it was revoked: recorded for the staff and the audit trail, never shown publicly. */
  revoke_reason: string | null;
}

export interface CertificateKeyTables {
  /**
   * A client's Ed25519 key pair signing its verifiable credentials (docs/certificates.md "Open Badges 3.0"),
   * generated on first use. The private key (PKCS#8 PEM) never leaves the server; the public one is published as a
   * JWK in the JWKS.
   */
  certificate_keys: {
    client_id: number;
    kid: string;
    public_jwk: Jwk;
    private_pem: string;
    created_at: CreatedAt;
  };
}

/**
 * Certificates' revocation (who, when, why) and the clients' signing keys. The staff list reads
 * `certificates_client_idx` (the client's certificates, newest first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table certificates add column revoked_at timestamptz;
    alter table certificates add column revoked_by bigint references users(id) on delete set null;
    alter table certificates add column revoke_reason text;
    alter table certificates add constraint certificates_revoked_with_reason
      check ((revoked_at is null) = (revoke_reason is null));
    create index certificates_client_idx on certificates (client_id, id desc);
    create table certificate_keys (
      client_id bigint primary key references clients(id) on delete cascade,
      kid text not null unique,
      public_jwk jsonb not null,
      private_pem text not null,
      created_at timestamptz not null default now()
    );
    `,
  );
}
