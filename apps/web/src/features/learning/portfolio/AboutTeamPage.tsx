import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { useBranding } from '../../tenancy/index.ts';
import { usePortfolioTranslation } from './i18n.ts';
import { PORTFOLIO_PATH } from './paths.ts';

const SECTIONS = ['who', 'how', 'contact'] as const;

/** SPEC §2 `about-team`: the team behind the programme, for visitors of the portfolio. */
export function AboutTeamPage() {
  const { t } = usePortfolioTranslation();
  const shell = useTranslation();
  const { clientName } = useBranding();
  const name = clientName ?? shell.t('app.name');
  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title={t('team.title')} />
      <Title order={1}>{t('team.title')}</Title>
      <Text size="lg">{t('team.intro', { name })}</Text>
      {SECTIONS.map((section) => (
        <Stack key={section} gap="xs" component="section" aria-labelledby={`team-${section}`}>
          <Title order={2} id={`team-${section}`}>
            {t(`team.${section}.heading`)}
          </Title>
          <Text>{t(`team.${section}.body`, { name })}</Text>
        </Stack>
      ))}
      <Anchor component={Link} to={PORTFOLIO_PATH}>
        {t('course.back')}
      </Anchor>
    </Stack>
  );
}
