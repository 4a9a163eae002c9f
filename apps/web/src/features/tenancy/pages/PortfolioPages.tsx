import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { brandColors, useBranding } from '../branding.ts';

/** The public showcase (SPEC §2 portfolio area), shown instead of the login when portfolio_enabled is on. */
export function PortfolioPage() {
  const { t } = useTranslation();
  const { clientName, settings } = useBranding();
  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title={t('portfolio.title')} />
      <Title order={1}>{t('portfolio.heading', { name: clientName ?? t('app.name') })}</Title>
      <Text size="lg">{t('portfolio.intro')}</Text>
      <Text>{t('portfolio.details')}</Text>
      <div>
        <Button
          component={Link}
          to="/login-redirect-v2"
          size="md"
          color={brandColors(settings).fill}
          autoContrast
        >
          {t('common.signIn')}
        </Button>
      </div>
    </Stack>
  );
}

export function AboutTeamPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={720}>
      <DocumentTitle title={t('portfolio.aboutTeamTitle')} />
      <Title order={1}>{t('portfolio.aboutTeamTitle')}</Title>
      <Text>{t('portfolio.aboutTeamBody')}</Text>
    </Stack>
  );
}

/** The course id is the part of the slug after '-id-' (SPEC §2). */
export function courseIdFromSlug(slug: string | undefined): number | null {
  const id = Number(slug?.split('-id-').at(-1));
  return slug?.includes('-id-') && Number.isInteger(id) && id > 0 ? id : null;
}

export function PortfolioCoursePage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const courseId = courseIdFromSlug(slug);
  const title = courseId ? t('portfolio.courseTitle', { id: courseId }) : t('sections.portfolioCourse');
  return (
    <>
      <DocumentTitle title={title} />
      <ComingSoon title={title} backTo="/portfolio" backLabel={t('portfolio.backToPortfolio')} />
    </>
  );
}
