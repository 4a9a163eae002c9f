import type { Profile, Session } from '@elevar/contract';
import type { ComponentType } from 'react';
import { NOTIFICATIONS_PROFILE_SECTIONS } from '../notifications/index.ts';
import { POINTS_PROFILE_SECTIONS } from '../points/index.ts';
import type { ProfileTextKey } from './i18n.ts';
import { ADDRESS_FIELDS, anyVisible, CONTACT_FIELDS, fieldRule, MY_DATA_FIELDS } from './sectionFields.ts';

export interface SectionContext {
  session: Session;
  profile: Profile;
}

/**
 * One section of the profile (SPEC §2 "Profile sections"): its URL segment under /profile, its title (a key of the
 * 'profile' namespace) and its screen, loaded on demand. The registry below is the whole contract: a feature that
 * brings a section (my points, statement, badges, certificates, orders, activity feed, messages, ranking) declares
 * it in its own folder, exports it from its index.ts and is spread here once, usually with an `available` check on its client flag (e.g. `session.client?.has_ranking !== false`)
 * and its title under `sections.` in the profile locales. Sections not built yet are simply absent: users never
 * see an empty placeholder.
 */
export interface ProfileSection {
  id: string;
  title: ProfileTextKey;
  load(): Promise<ComponentType>;
  /** Whether this user gets the section; absent means always. Checked once the profile has loaded. */
  available?(context: SectionContext): boolean;
}

/** In the order the navigation lists them; the first available one is the desktop landing section. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'my-data',
    title: 'sections.myData',
    load: async () => (await import('./sections/MyDataSection.tsx')).MyDataSection,
    available: ({ profile }) => anyVisible(profile, MY_DATA_FIELDS),
  },
  {
    id: 'contact',
    title: 'sections.contact',
    load: async () => (await import('./sections/ContactSection.tsx')).ContactSection,
    available: ({ profile }) => anyVisible(profile, CONTACT_FIELDS),
  },
  {
    id: 'address',
    title: 'sections.address',
    load: async () => (await import('./sections/AddressSection.tsx')).AddressSection,
    available: ({ profile }) => anyVisible(profile, ADDRESS_FIELDS),
  },
  {
    // Level and points are always shown (read-only), so the programme section always has something.
    id: 'programme',
    title: 'sections.programme',
    load: async () => (await import('./sections/ProgrammeSection.tsx')).ProgrammeSection,
  },
  // sections other features bring, each declared in its feature
  ...POINTS_PROFILE_SECTIONS,
  ...NOTIFICATIONS_PROFILE_SECTIONS,
  {
    id: 'avatar',
    title: 'sections.avatar',
    load: async () => (await import('./sections/AvatarSection.tsx')).AvatarSection,
  },
  {
    // The must-change-password guard sends users to /profile/password: keep this id.
    id: 'password',
    title: 'sections.password',
    load: async () => (await import('./sections/PasswordSection.tsx')).PasswordSection,
  },
  {
    id: 'phone',
    title: 'sections.phone',
    load: async () => (await import('./sections/PhoneSection.tsx')).PhoneSection,
    available: ({ profile }) => fieldRule(profile, 'phone_mobile').visible,
  },
  {
    id: 'close-account',
    title: 'sections.closeAccount',
    load: async () => (await import('./sections/ClosureSection.tsx')).ClosureSection,
  },
];

export function sectionById(id: string): ProfileSection | undefined {
  return PROFILE_SECTIONS.find((section) => section.id === id);
}

/** The sections this user gets. Without the profile (still loading, or failed) only unconditional ones. */
export function availableSections(session: Session, profile: Profile | undefined): ProfileSection[] {
  return PROFILE_SECTIONS.filter((section) =>
    section.available ? profile !== undefined && section.available({ session, profile }) : true,
  );
}

export const PROFILE_PATH = '/profile';

export function sectionPath(section: Pick<ProfileSection, 'id'>): string {
  return `${PROFILE_PATH}/${section.id}`;
}
