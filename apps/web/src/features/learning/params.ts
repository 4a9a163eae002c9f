import type { CourseKind, endpoints, QueryOf } from '@elevar/contract';
import {
  COURSE_PROGRESS_STATES,
  type CourseStatus,
  ENROLMENT_RULES,
  type EnrolmentRule,
  PROGRESS_FILTERS,
  type ProgressFilter,
  SEARCH_MIN_LENGTH,
  searchKey,
} from '@elevar/domain';

/** The catalogue's statuses (SPEC §4's nine): progress states and "enrolled". */
export const COURSE_STATUSES: readonly CourseStatus[] = ['enrolled', ...COURSE_PROGRESS_STATES];

/** The list filters of SPEC §3 as the catalogue holds them; the URL keeps them (`?categories=3,7&progress=…`). */
export interface CatalogueFilters {
  search: string;
  categories: number[];
  tags: number[];
  groups: number[];
  areas: number[];
  progress: ProgressFilter | null;
  favourite: boolean;
  subscription: EnrolmentRule | null;
  status: CourseStatus | null;
  online: boolean | null;
}

export const ID_LIST_FILTERS = ['categories', 'tags', 'groups', 'areas'] as const;
export type IdListFilter = (typeof ID_LIST_FILTERS)[number];

/** The most ids one list filter sends (the contract's limit). */
const MAX_IDS = 20;

function ids(value: string | null): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const part of value.split(',')) {
    if (!/^\d{1,15}$/.test(part)) continue;
    const id = Number(part);
    if (id > 0 && !out.includes(id)) out.push(id);
  }
  return out.slice(0, MAX_IDS);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The filters a URL names; anything malformed is left out, so it never reaches a query. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const online = params.get('online');
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    categories: ids(params.get('categories')),
    tags: ids(params.get('tags')),
    groups: ids(params.get('groups')),
    areas: ids(params.get('areas')),
    progress: oneOf(PROGRESS_FILTERS, params.get('progress')),
    favourite: params.get('favourite') === 'true',
    subscription: oneOf(ENROLMENT_RULES, params.get('subscription')),
    status: oneOf(COURSE_STATUSES, params.get('status')),
    online: online === 'true' ? true : online === 'false' ? false : null,
  };
}

/** The URL parameters of a change of filters (null removes one). */
export function filterParams(changes: Partial<CatalogueFilters>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (Array.isArray(value)) out[key] = value.length ? value.join(',') : null;
    else if (typeof value === 'boolean') out[key] = key === 'favourite' && !value ? null : String(value);
    else out[key] = value ? String(value) : null;
  }
  return out;
}

/** Every filter's URL parameter, removed: "clear filters". */
export const CLEARED: Record<string, null> = {
  search: null,
  categories: null,
  tags: null,
  groups: null,
  areas: null,
  progress: null,
  favourite: null,
  subscription: null,
  status: null,
  online: null,
};

/** The search the server runs: the typed text once it has enough letters (the server ignores fewer). */
export function effectiveSearch(search: string): string | null {
  return searchKey(search).length >= SEARCH_MIN_LENGTH ? search.trim() : null;
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return (
    effectiveSearch(filters.search) !== null ||
    ID_LIST_FILTERS.some((key) => filters[key].length > 0) ||
    filters.progress !== null ||
    filters.favourite ||
    filters.subscription !== null ||
    filters.status !== null ||
    filters.online !== null
  );
}

type CatalogueQuery = NonNullable<QueryOf<typeof endpoints.learningCatalogue>>;

/** The catalogue's query string for a kind and filters (the cursor is added per page). */
export function catalogueQuery(kind: CourseKind, filters: CatalogueFilters): CatalogueQuery {
  const list = (values: number[]) => (values.length ? values.join(',') : undefined);
  return {
    kind,
    search: effectiveSearch(filters.search) ?? undefined,
    categories: list(filters.categories),
    tags: list(filters.tags),
    groups: list(filters.groups),
    areas: list(filters.areas),
    progress: filters.progress ?? undefined,
    favourite: filters.favourite ? 'true' : undefined,
    subscription: filters.subscription ?? undefined,
    status: filters.status ?? undefined,
    online: filters.online === null ? undefined : filters.online ? 'true' : 'false',
  };
}
