import {
  BADGE_CODE_PATTERN,
  BADGE_DESCRIPTION_MAX_LENGTH,
  BADGE_NAME_MAX_LENGTH,
  type BadgeIcon,
  type BadgeRuleKind,
  badgeRuleIssues,
  EARNING_KINDS,
  isBadgeIcon,
  LANGUAGE_CODES,
  type LanguageCode,
  type PointKind,
  ruleCountsKind,
} from '@elevar/domain';
import type { FormErrors } from '../../../../../ui/useForm.ts';
import type { AdminBadge, CreateBadgeRequest, UpdateBadgeRequest } from '../api.ts';
import type { BadgesAdminT } from '../i18n.ts';

/** What the badge form holds: texts as typed, numbers as the inputs give them. */
export interface BadgeFormValues {
  code: string;
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  icon: BadgeIcon;
  rule: BadgeRuleKind;
  threshold: string;
  /** '' until chosen; unused by the experience and trails rules. */
  pointKind: PointKind | '';
  /** '' for any campaign; used by the experience rule only. */
  campaignId: string;
  position: string;
  active: boolean;
}

function perLanguage(texts: Partial<Record<string, string>> = {}): Record<LanguageCode, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, texts[code] ?? ''])) as Record<
    LanguageCode,
    string
  >;
}

export function emptyValues(): BadgeFormValues {
  return {
    code: '',
    names: perLanguage(),
    descriptions: perLanguage(),
    icon: 'medal',
    rule: 'entry_count',
    threshold: '',
    pointKind: '',
    campaignId: '',
    position: '',
    active: true,
  };
}

export function valuesOf(badge: AdminBadge): BadgeFormValues {
  return {
    code: badge.code,
    names: perLanguage(badge.names),
    descriptions: perLanguage(badge.descriptions),
    icon: isBadgeIcon(badge.icon) ? badge.icon : 'medal',
    rule: badge.rule,
    threshold: String(badge.threshold),
    pointKind: badge.point_kind ?? '',
    campaignId: badge.campaign_id === null ? '' : String(badge.campaign_id),
    position: String(badge.position),
    active: badge.active,
  };
}

/**
 * The rule as it will be sent: a first entry counts 1, the experience and trails rules have no kind, only the
 * experience rule a campaign.
 */
function ruleOf(values: BadgeFormValues) {
  const experience = values.rule === 'campaign_experience';
  const threshold = values.rule === 'first_entry' ? 1 : Number(values.threshold.trim() || Number.NaN);
  return {
    rule: values.rule,
    threshold,
    point_kind: !ruleCountsKind(values.rule) || values.pointKind === '' ? null : values.pointKind,
    campaign_id: experience && values.campaignId !== '' ? Number(values.campaignId) : null,
  };
}

function textsOf(texts: Record<LanguageCode, string>) {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, texts[code].trim()]));
}

function definitionOf(values: BadgeFormValues) {
  const position = values.position.trim();
  return {
    names: textsOf(values.names) as CreateBadgeRequest['names'],
    descriptions: textsOf(values.descriptions),
    icon: values.icon,
    ...ruleOf(values),
    ...(position === '' ? {} : { position: Number(position) }),
  };
}

export function createRequest(values: BadgeFormValues): CreateBadgeRequest {
  return { code: values.code.trim(), ...definitionOf(values), active: values.active };
}

export function updateRequest(values: BadgeFormValues): UpdateBadgeRequest {
  return definitionOf(values);
}

/** What is wrong before sending, by field path as the API names them (the server checks the same again). */
export function validateBadgeForm(
  values: BadgeFormValues,
  mode: 'create' | 'edit',
  t: BadgesAdminT,
): FormErrors {
  const errors: FormErrors = {};
  const required = { code: 'field.required' } as const;
  if (mode === 'create') {
    const code = values.code.trim();
    if (code === '') errors.code = required;
    else if (!BADGE_CODE_PATTERN.test(code)) errors.code = { message: t('form.codeInvalid') };
  }
  for (const code of LANGUAGE_CODES) {
    const name = values.names[code].trim();
    if (code === 'pt-BR' && name === '') errors[`names.${code}`] = required;
    else if (name.length > BADGE_NAME_MAX_LENGTH)
      errors[`names.${code}`] = { message: t('form.nameTooLong', { max: BADGE_NAME_MAX_LENGTH }) };
    if (values.descriptions[code].trim().length > BADGE_DESCRIPTION_MAX_LENGTH)
      errors[`descriptions.${code}`] = { code: 'text.too_long' };
  }
  const position = values.position.trim();
  if (position !== '' && !/^\d{1,5}$/.test(position)) errors.position = { code: 'field.invalid' };
  const rule = ruleOf(values);
  if (values.rule !== 'first_entry' && values.threshold.trim() === '') errors.threshold = required;
  for (const issue of badgeRuleIssues({
    rule: rule.rule,
    threshold: rule.threshold,
    pointKind: rule.point_kind,
    campaignId: rule.campaign_id,
  }))
    errors[issue.field] ??= { code: issue.code };
  return errors;
}

/** The kinds a counting rule may count, in the domain's order. */
export const COUNTED_KINDS = EARNING_KINDS;

/** The form's fields in the order they appear, to focus the first one in error. */
export const FIELD_ORDER = [
  'code',
  ...LANGUAGE_CODES.flatMap((code) => [`names.${code}`, `descriptions.${code}`]),
  'icon',
  'rule',
  'point_kind',
  'threshold',
  'campaign_id',
  'position',
];
