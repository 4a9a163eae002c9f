import type { AdminNewsArticle, AdminNewsItem, NewsArticle, NewsItem } from '@elevar/contract';
import { type LanguageCode, localized, newsLanguageOf, newsState } from '@elevar/domain';
import { signedFileUrl } from '../../../platform/storage.ts';
import type { EditorRow, ReaderRow } from './queries.ts';

/** What reading an article needs besides its row: the reader's language and client's, the clock, the secret. */
export interface Reading {
  language: LanguageCode;
  clientLanguage: LanguageCode | undefined;
  now: Date;
  secret: string;
}

const coverUrl = (key: string | null, secret: string) => (key === null ? null : signedFileUrl(key, secret));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** An article in the reader's language version (the domain's `newsLanguageOf`). */
export function toNewsItem(row: ReaderRow, reading: Reading): NewsItem {
  const version =
    newsLanguageOf(row.languages as LanguageCode[], reading.language, reading.clientLanguage) ??
    reading.language;
  return {
    id: row.id,
    language: version,
    title: row.title[version] ?? '',
    summary: row.summary[version] ?? '',
    cover_url: coverUrl(row.cover_key, reading.secret),
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            name: localized(row.category_names, reading.language, '', reading.clientLanguage),
          },
    pinned: row.pinned,
    publish_at: iso(row.publish_at) ?? '',
    is_new: row.read_at === null,
  };
}

export function toNewsArticle(
  row: ReaderRow & { body: Record<string, string> },
  reading: Reading,
): NewsArticle {
  const item = toNewsItem(row, reading);
  return { ...item, body: row.body[item.language] ?? '', is_new: false };
}

type EditorListRow = Pick<
  EditorRow,
  | 'id'
  | 'category_id'
  | 'cover_key'
  | 'publish_at'
  | 'expires_at'
  | 'pinned'
  | 'title'
  | 'languages'
  | 'updated_at'
>;

export function toAdminNewsItem(row: EditorListRow, reading: Reading): AdminNewsItem {
  const publishAt = row.publish_at === null ? null : new Date(row.publish_at);
  const expiresAt = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    id: row.id,
    title: localized(row.title, reading.language, '', reading.clientLanguage),
    state: newsState({ publishAt, expiresAt }, reading.now),
    pinned: row.pinned,
    category_id: row.category_id,
    cover_url: coverUrl(row.cover_key, reading.secret),
    languages: row.languages as LanguageCode[],
    publish_at: iso(row.publish_at),
    expires_at: iso(row.expires_at),
    updated_at: iso(row.updated_at) ?? '',
  };
}

export function toAdminNewsArticle(row: EditorRow, reading: Reading): AdminNewsArticle {
  const versions: AdminNewsArticle['versions'] = {};
  for (const code of row.languages as LanguageCode[])
    versions[code] = {
      title: row.title[code] ?? '',
      summary: row.summary[code] ?? '',
      body: row.body[code] ?? '',
    };
  return { ...toAdminNewsItem(row, reading), versions };
}
