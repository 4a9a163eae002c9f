import type { Profile, Session } from '@elevar/contract';
import { type ComponentType, createContext, useContext } from 'react';
import type { ProfileTextKey } from './i18n.ts';
import { ADDRESS_FIELDS, anyVisible, CONTACT_FIELDS, fieldRule, MY_DATA_FIELDS } from './sectionFields.ts';

export interface SectionContext {
  session: Session;
  profile: Profile;
}

/**
 * One section of the profile (SPEC §2 "Profile sections"): its URL segment under /profile, its title (a key of the
 * 'profile' namespace) and its screen, loaded on demand. A feature that brings a section (my points, statement,
 * badges, certificates, orders, activity feed, messages, ranking) declares it in its own folder and names it in its
 * manifest (`profileSections`, app/feature.ts), usually with an `available` check on its client flag (e.g.
 * `session.client?.has_ranking !== false`), and its title under `sections.` in the profile locales. Sections not
 * built yet are simply absent: users never see an empty placeholder.
 */
export interface ProfileSection {
  id: string;
  title: ProfileTextKey;
  load(): Promise<ComponentType>;
  /** Whether this user gets the section; absent means always. Checked once the profile has loaded. */
  available?(context: SectionContext): boolean;
}

/** The profile's own sections about the user, listed first. */
const ABOUT_YOU: readonly ProfileSection[] = [
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
];

/** The profile's own sections about the account, listed last. */
const ACCOUNT: readonly ProfileSection[] = [
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

/**
 * Every section, in the order the navigation lists them (the first available one is the desktop landing section):
 * the profile's own about the user, those the other features' manifests bring (`others`, in app/features.ts
 * order), then the account ones.
 */
export function profileSections(others: readonly ProfileSection[]): readonly ProfileSection[] {
  return [...ABOUT_YOU, ...others, ...ACCOUNT];
}

/**
 * The sections of this app, provided by the profile route (routes.tsx), which gets the other features' from the
 * router; without it (outside the profile) only the profile's own.
 */
export const ProfileSectionsContext = createContext<readonly ProfileSection[]>(profileSections([]));

export function useProfileSections(): readonly ProfileSection[] {
  return useContext(ProfileSectionsContext);
}

export function sectionById(sections: readonly ProfileSection[], id: string): ProfileSection | undefined {
  return sections.find((section) => section.id === id);
}

/** The sections this user gets. Without the profile (still loading, or failed) only unconditional ones. */
export function availableSections(
  sections: readonly ProfileSection[],
  session: Session,
  profile: Profile | undefined,
): ProfileSection[] {
  return sections.filter((section) =>
    section.available ? profile !== undefined && section.available({ session, profile }) : true,
  );
}

export const PROFILE_PATH = '/profile';

export function sectionPath(section: Pick<ProfileSection, 'id'>): string {
  return `${PROFILE_PATH}/${section.id}`;
}
