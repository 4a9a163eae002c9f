import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import type { HomeCard } from '../../engagement/index.ts';
import { contentNamespace } from '../namespace.ts';
import { WelcomeCard } from './WelcomeCard.tsx';

/** The home's welcome row: the client's welcome banner and the offer of its tour, for every member. */
export async function onboardingHomeCards(services: AppServices): Promise<readonly HomeCard[]> {
  await ensureNamespace(services.i18n, contentNamespace);
  return [
    {
      id: 'welcome',
      row: (session) => (session.id_user_client_selected === null ? null : 'welcome'),
      Component: WelcomeCard,
    },
  ];
}
