import { PROFILE_FIELDS, type ProfileField } from '@elevar/domain';

export interface ProfileFieldRule {
  name: ProfileField;
  visible: boolean;
  required: boolean;
}

/** Without a rule from the client, every field is shown and the name and e-mail are required. */
const REQUIRED_BY_DEFAULT: readonly ProfileField[] = ['name', 'last_name', 'email'];

function isProfileField(value: unknown): value is ProfileField {
  return typeof value === 'string' && (PROFILE_FIELDS as readonly string[]).includes(value);
}

/**
 * The effective user profile config of a client: one rule per Profile field, in PROFILE_FIELDS order. The client's
 * `login_settings.profile_fields` overrides the default rule of each field it names; fields it does not name keep
 * the default, and entries naming no Profile field are ignored. A hidden field is never required.
 */
export function profileConfig(stored: unknown): ProfileFieldRule[] {
  const overrides = new Map<ProfileField, { visible: boolean; required: boolean }>();
  for (const entry of Array.isArray(stored) ? stored : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, visible, required } = entry as Record<string, unknown>;
    if (!isProfileField(name)) continue;
    overrides.set(name, { visible: visible !== false, required: required === true });
  }
  return PROFILE_FIELDS.map((name) => {
    const rule = overrides.get(name) ?? { visible: true, required: REQUIRED_BY_DEFAULT.includes(name) };
    return { name, visible: rule.visible, required: rule.visible && rule.required };
  });
}

export function ruleOf(config: readonly ProfileFieldRule[], field: ProfileField): ProfileFieldRule {
  return config.find((r) => r.name === field) ?? { name: field, visible: true, required: false };
}
