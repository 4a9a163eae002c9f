import type { ModuleName } from '@elevar/domain';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import type { HomeCard } from '../engagement/index.ts';
import { mayUse } from '../identity/index.ts';
import { LearningHomeRows } from './components/LearningHomeRows.tsx';
import { learningNamespace } from './namespace.ts';

const LEARNING_MODULES: readonly ModuleName[] = ['online_courses', 'podcasts', 'trails'];

/** The home's learning rows ("continue where you left off", "new for you"), for a user of a learning module. */
export async function learningHomeCards(services: AppServices): Promise<readonly HomeCard[]> {
  await ensureNamespace(services.i18n, learningNamespace);
  return [
    {
      id: 'learning',
      row: (session) => (LEARNING_MODULES.some((module) => mayUse(session, module)) ? 'content' : null),
      Component: LearningHomeRows,
    },
  ];
}
