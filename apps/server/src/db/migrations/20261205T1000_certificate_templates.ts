import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** One language's texts of a template, per language (jsonb, written as JSON text). */
type TemplateTexts = ColumnType<
  Record<string, { title: string; body: string; signer_title: string }>,
  string,
  never
>;

/** The template a certificate was issued with (docs/certificates.md "Templates"); null: the platform default. */
export interface CertificateTemplateColumns {
  template_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CertificateTemplateTables {
  /** A logo or signature image uploaded for a client's template: checked, re-encoded as PNG, in the file store. */
  certificate_images: {
    key: string;
    client_id: number;
    slot: 'logo' | 'signature';
    created_by: number | null;
    created_at: CreatedAt;
  };
  /**
   * The versions of a client's certificate template, never changed once written: each save adds one, and the
   * client's template is its newest. A certificate keeps the version it was issued with.
   */
  certificate_templates: {
    id: Generated<number>;
    client_id: number;
    primary_color: string;
    accent_color: string;
    logo_key: string | null;
    signature_key: string | null;
    signer_name: string;
    texts: TemplateTexts;
    saved_by: number | null;
    saved_at: CreatedAt;
  };
}

/**
 * Per-client certificate templates: their images, their versions (the client's newest first by
 * `certificate_templates_client_idx`), and each certificate's version at issue (`certificates.template_id`, null for
 * those issued before: they keep the platform's default layout).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table certificate_images (
      key text primary key references stored_files(key) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      slot text not null check (slot in ('logo', 'signature')),
      created_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index certificate_images_client_idx on certificate_images (client_id);
    create table certificate_templates (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      primary_color text not null check (primary_color ~ '^#[0-9a-f]{6}$'),
      accent_color text not null check (accent_color ~ '^#[0-9a-f]{6}$'),
      logo_key text references certificate_images(key),
      signature_key text references certificate_images(key),
      signer_name text not null,
      texts jsonb not null,
      saved_by bigint references users(id) on delete set null,
      saved_at timestamptz not null default now()
    );
    create index certificate_templates_client_idx on certificate_templates (client_id, id desc);
    alter table certificates add column template_id bigint references certificate_templates(id);
    `,
  );
}
