import type { Lang } from './texts.ts';

/** Demo data (apps/server/src/db/seed): every account's password, and the names the journeys meet. */
export const DEMO_PASSWORD = 'Elevar@2026';

export const ACADEMY = 'Academia Franquia Elevar';
export const REWARDS = 'Chip Rewards';

export interface DemoUser {
  username: string;
  fullName: string;
  firstName: string;
  /** The language the account signs in with. */
  language: Lang;
}

export const USERS = {
  learner: { username: 'learner', fullName: 'Ana Aprendiz', firstName: 'Ana', language: 'pt-BR' },
  instructor: { username: 'instructor', fullName: 'Igor Instrutor', firstName: 'Igor', language: 'pt-BR' },
  moderator: { username: 'moderator', fullName: 'Marta Moderadora', firstName: 'Marta', language: 'pt-BR' },
  admin: { username: 'admin', fullName: 'Alice Admin', firstName: 'Alice', language: 'en-US' },
  support: { username: 'support', fullName: 'Sofia Suporte', firstName: 'Sofia', language: 'pt-BR' },
} as const satisfies Record<string, DemoUser>;

/** The shared placeholder of sections not built yet (pt-BR). */
export const COMING_SOON = 'Esta seção estará disponível em breve. Estamos trabalhando nela.';
