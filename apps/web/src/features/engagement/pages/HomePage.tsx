import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { usableModuleItems, useRequiredSession } from '../../identity/index.ts';
import type { HomeCard, HomeRow } from '../homeCards.ts';

export interface HomePageProps {
  /** The cards the features' manifests bring (routes.tsx). */
  cards: readonly HomeCard[];
}

/**
 * The signed-in home: greeting, current campaign, and the cards other features bring for this user, e.g. the score
 * and ranking cards the client allows (SPEC §6, features/points). Cards of the 'lead' row (in a rewards programme:
 * that campaign and the user's points, level and progress in it, beside the ranking) come before the campaign, the
 * 'summary' row after it.
 */
export function HomePage({ cards }: HomePageProps) {
  const { t } = useTranslation();
  const session = useRequiredSession();
  const row = (name: HomeRow) => cards.filter((card) => card.row(session) === name);
  const welcome = row('welcome');
  const lead = row('lead');
  const summary = row('summary');
  const content = row('content');
  const firstName = session.user.full_name.split(' ')[0] ?? session.user.full_name;
  const shortcuts = usableModuleItems(session).filter((item) => item.route !== '/home');
  const campaign = session.campaign;

  return (
    <Stack gap="xl">
      <DocumentTitle title={t('nav.home')} />
      <div>
        <Title order={1}>{t('home.greeting', { name: firstName })}</Title>
        {session.client && <Text mt={4}>{t('home.clientLine', { client: session.client.name })}</Text>}
      </div>

      {welcome.map(({ id, Component }) => (
        <Component key={id} session={session} />
      ))}

      {lead.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {lead.map(({ id, Component }) => (
            <Component key={id} session={session} />
          ))}
        </SimpleGrid>
      )}

      {campaign && (
        <Card withBorder component="section" aria-labelledby="home-campaign">
          <Title order={2} size="h4" id="home-campaign">
            {campaign.name}
          </Title>
          <Text size="sm" mt={4}>
            {t('home.campaignPeriod')} <FormattedDate value={campaign.begin_date} /> –{' '}
            <FormattedDate value={campaign.end_date} />
          </Text>
        </Card>
      )}

      {summary.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {summary.map(({ id, Component }) => (
            <Component key={id} session={session} />
          ))}
        </SimpleGrid>
      )}

      {content.map(({ id, Component }) => (
        <Component key={id} session={session} />
      ))}

      {shortcuts.length > 0 && (
        <section aria-labelledby="home-shortcuts">
          <Title order={2} size="h4" id="home-shortcuts" mb="sm">
            {t('home.shortcuts')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} component="ul" className="elevar-plain-list">
            {shortcuts.map((item) => (
              <li key={item.id}>
                <Card withBorder padding="md" h="100%">
                  <Anchor component={Link} to={item.route} fw={600}>
                    {item.title}
                  </Anchor>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
