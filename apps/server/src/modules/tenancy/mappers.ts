import {
  type Campaign,
  type Client,
  type ClientSummary,
  type ModuleItem,
  RegisterField,
} from '@elevar/contract';
import { type LanguageCode, localized, MODULES, type StoredText } from '@elevar/domain';
import { z } from 'zod';
import type { ClientRow } from './queries.ts';

/** Maps a client row to the contract: one has_{module} flag per known module. */
export function toClient(row: ClientRow): Client {
  const enabled = new Set(row.enabled_modules);
  const flags = Object.fromEntries(MODULES.map((m) => [`has_${m}`, enabled.has(m)])) as Omit<
    Client,
    'id' | 'name' | 'slug' | 'logo_url' | 'home_route' | 'group_training_use_score'
  >;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.logo_url,
    home_route: row.home_route,
    group_training_use_score: row.group_training_use_score,
    ...flags,
  };
}

export function toClientSummary(row: ClientRow): ClientSummary {
  return { id: row.id, name: row.name, slug: row.slug, logo_url: row.logo_url };
}

/**
 * Rows of a list a client writes (branches, groups, tags, country areas), each named in `language` and sorted by
 * that name as the language sorts.
 */
export function localizedList<T extends { name: string; names: StoredText | null }>(
  rows: readonly T[],
  language: LanguageCode,
): (Omit<T, 'names'> & { name: string })[] {
  const collator = new Intl.Collator(language);
  return rows
    .map(({ names, ...row }) => ({ ...row, name: localized(names, language, row.name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * A register field as a form shows it: its label and its options' labels in `language`. Null for an entry the
 * free JSON column holds that is not a field (no name, no known type).
 */
export function toRegisterField(stored: unknown, language: LanguageCode): RegisterField | null {
  const parsed = StoredRegisterField.safeParse(stored);
  if (!parsed.success) return null;
  const { label, options, ...field } = parsed.data;
  return {
    ...field,
    label: localized(label, language, field.name),
    ...(options && {
      options: options.map((option) => ({
        value: option.value,
        label: localized(option.label, language, option.value),
      })),
    }),
  };
}

const storedText = z.union([z.string(), z.record(z.string(), z.string())]);

/** A register field as stored: labels as written then (one text, or one per language). */
const StoredRegisterField = z.object({
  name: z.string().min(1),
  type: RegisterField.shape.type,
  required: z.boolean().default(false),
  label: storedText.optional(),
  options: z.array(z.object({ value: z.string(), label: storedText.optional() })).optional(),
});

export function toModuleItem(
  row: {
    id: number;
    module: string;
    titles: Record<string, string>;
    route: string;
    icon: string | null;
    position: number;
  },
  language: LanguageCode,
): ModuleItem {
  return {
    id: row.id,
    module: row.module,
    title: localized(row.titles, language),
    route: row.route,
    icon: row.icon,
    position: row.position,
  };
}

export function toCampaign(
  row: { id: number; name: string; begin_date: string; end_date: string },
  today: string,
): Campaign {
  return {
    id: row.id,
    name: row.name,
    begin_date: row.begin_date,
    end_date: row.end_date,
    is_active: row.begin_date <= today && today <= row.end_date,
  };
}
