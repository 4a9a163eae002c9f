import type { AuthoringCourse, CreateCourseRequest, UpdateCourseRequest } from '@elevar/contract';
import { type EnrolmentRule, LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import type { FormErrors } from '../../../../ui/useForm.ts';

export type AuthoredCourseKind = 'online_course' | 'podcast';
export const LINK_LISTS = ['category_ids', 'tag_ids', 'group_ids', 'area_ids'] as const;
export type LinkList = (typeof LINK_LISTS)[number];

/** What the course form holds: texts per language as typed, numbers and ids as the inputs give them. */
export interface CourseFormValues {
  kind: AuthoredCourseKind;
  title: Record<LanguageCode, string>;
  description: Record<LanguageCode, string>;
  cover_url: string;
  category_ids: string[];
  tag_ids: string[];
  group_ids: string[];
  area_ids: string[];
  workload_minutes: string;
  points: string;
  prerequisite_course_id: string;
  enrolment_rule: EnrolmentRule;
  /** None: every language. */
  languages: LanguageCode[];
  blocked_menu: boolean;
  /** A learner who finishes or passes it is issued a certificate. */
  grants_certificate: boolean;
  /** Shown in the client's public portfolio (programme administrators choose). */
  in_portfolio: boolean;
}

/** The fields in the order the form shows them (a failed check focuses the first one in error). */
export const COURSE_FIELDS: readonly string[] = [
  'kind',
  ...LANGUAGE_CODES.flatMap((code) => [`title.${code}`, `description.${code}`]),
  'cover_url',
  ...LINK_LISTS,
  'workload_minutes',
  'points',
  'prerequisite_course_id',
  'enrolment_rule',
  'languages',
  'blocked_menu',
  'grants_certificate',
  'in_portfolio',
];

export function perLanguage(texts: Partial<Record<string, string>> = {}): Record<LanguageCode, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, texts[code] ?? ''])) as Record<
    LanguageCode,
    string
  >;
}

export function emptyCourseValues(): CourseFormValues {
  return {
    kind: 'online_course',
    title: perLanguage(),
    description: perLanguage(),
    cover_url: '',
    category_ids: [],
    tag_ids: [],
    group_ids: [],
    area_ids: [],
    workload_minutes: '0',
    points: '0',
    prerequisite_course_id: '',
    enrolment_rule: 'self',
    languages: [],
    blocked_menu: false,
    grants_certificate: false,
    in_portfolio: false,
  };
}

export function courseValuesOf(course: AuthoringCourse): CourseFormValues {
  return {
    kind: course.kind === 'podcast' ? 'podcast' : 'online_course',
    title: perLanguage(course.title),
    description: perLanguage(course.description),
    cover_url: course.cover_url ?? '',
    category_ids: course.category_ids.map(String),
    tag_ids: course.tag_ids.map(String),
    group_ids: course.group_ids.map(String),
    area_ids: course.area_ids.map(String),
    workload_minutes: String(course.workload_minutes),
    points: String(course.points),
    prerequisite_course_id: course.prerequisite ? String(course.prerequisite.id) : '',
    enrolment_rule: course.enrolment_rule,
    languages: course.languages ?? [],
    blocked_menu: course.blocked_menu,
    grants_certificate: course.grants_certificate,
    in_portfolio: course.in_portfolio,
  };
}

const WHOLE = /^\d{1,9}$/;

function wholeIn(value: string, max: number): number | null {
  const text = value.trim();
  if (!WHOLE.test(text)) return null;
  const number = Number(text);
  return number <= max ? number : null;
}

const HTTPS = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#]\S*)?$/;
const STORED = /^\/api\/v1\/files\/[A-Za-z0-9_-]{43}\?sig=[A-Za-z0-9_-]+$/;

/** An address the server takes for media and covers: https, or a stored file's URL. */
export function isMediaUrl(value: string): boolean {
  return HTTPS.test(value) || STORED.test(value);
}

/**
 * What is wrong before sending (the server checks again): the required language's title (the client's default,
 * known once the course exists; a new course needs a title in some language), numbers, the cover's address.
 */
export function validateCourse(
  values: CourseFormValues,
  required: LanguageCode | null,
  fallback: LanguageCode,
) {
  const errors: FormErrors = {};
  if (required) {
    if (!values.title[required].trim()) errors[`title.${required}`] = { code: 'field.required' };
  } else if (LANGUAGE_CODES.every((code) => !values.title[code].trim())) {
    errors[`title.${fallback}`] = { code: 'field.required' };
  }
  if (values.cover_url.trim() && !isMediaUrl(values.cover_url.trim()))
    errors.cover_url = { code: 'field.invalid' };
  if (wholeIn(values.workload_minutes, 100000) === null) errors.workload_minutes = { code: 'field.invalid' };
  if (wholeIn(values.points, 1_000_000) === null) errors.points = { code: 'field.invalid' };
  return errors;
}

function ids(values: string[]): number[] {
  return values.map(Number);
}

/** Every field as it will be stored: a field sent replaces the stored value (texts and lists whole). */
export function updateRequest(values: CourseFormValues): UpdateCourseRequest {
  const trimmed = (texts: Record<LanguageCode, string>) =>
    Object.fromEntries(LANGUAGE_CODES.map((code) => [code, texts[code].trim()])) as Record<
      LanguageCode,
      string
    >;
  return {
    title: trimmed(values.title),
    description: trimmed(values.description),
    cover_url: values.cover_url.trim() || null,
    category_ids: ids(values.category_ids),
    tag_ids: ids(values.tag_ids),
    group_ids: ids(values.group_ids),
    area_ids: ids(values.area_ids),
    workload_minutes: Number(values.workload_minutes.trim()),
    points: Number(values.points.trim()),
    prerequisite_course_id: values.prerequisite_course_id ? Number(values.prerequisite_course_id) : null,
    enrolment_rule: values.enrolment_rule,
    languages:
      values.languages.length > 0 ? LANGUAGE_CODES.filter((code) => values.languages.includes(code)) : null,
    blocked_menu: values.blocked_menu,
    grants_certificate: values.grants_certificate,
    in_portfolio: values.in_portfolio,
  };
}

export function createRequest(values: CourseFormValues): CreateCourseRequest {
  const { title = {}, ...rest } = updateRequest(values);
  return { kind: values.kind, title, ...rest };
}
