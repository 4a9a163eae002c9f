import type { Campaign, Client, ClientSummary, ModuleItem } from '@elevar/contract';
import { type LanguageCode, MODULES } from '@elevar/domain';
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

/** Picks the text for a language from a `{ "pt-BR": …, "en-US": … }` map, falling back to pt-BR, then any. */
export function localized(titles: Record<string, string>, language: LanguageCode): string {
  return titles[language] ?? titles['pt-BR'] ?? Object.values(titles)[0] ?? '';
}

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
