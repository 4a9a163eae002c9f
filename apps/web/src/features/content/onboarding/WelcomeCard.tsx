import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Typography.css';
import { Anchor, Card, CloseButton, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { useAppState, useAppStore } from '../../../storage/StoreContext.tsx';
import type { HomeCardProps } from '../../engagement/index.ts';
import { useContentTranslation } from '../i18n.ts';
import { useOnboardingTour, useWelcomeBanner } from './api.ts';

/**
 * The home's welcome card (docs/content.md "Onboarding"): the client's welcome banner (SPEC §3), until this user
 * dismisses it (remembered in the app's encrypted local storage, SPEC §7, per user and client, until the banner is
 * saved again), and the offer of the client's tour while this user has not seen it. Nothing blocks the screen: the
 * tour is a page the offer links to.
 */
export function WelcomeCard({ session }: HomeCardProps) {
  const { t } = useContentTranslation();
  const store = useAppStore();
  const key = `${session.user.id}:${session.id_user_client_selected ?? 0}`;
  const dismissedAt = useAppState((state) => state.welcomeBanner?.dismissed?.[key]);
  const banner = useWelcomeBanner().data?.banner ?? null;
  const tour = useOnboardingTour().data;
  const showBanner = banner !== null && dismissedAt !== banner.updated_at;
  const offerTour = tour !== undefined && !tour.seen && tour.steps.length > 0;
  if (!showBanner && !offerTour) return null;

  const dismiss = (updatedAt: string) =>
    store.update('welcomeBanner', (current) => ({
      dismissed: { ...(current?.dismissed ?? {}), [key]: updatedAt },
    }));

  return (
    <Stack gap="sm">
      {showBanner && (
        <Card
          withBorder
          component="section"
          aria-labelledby="welcome-banner-title"
          lang={banner.language}
          shadow="xs"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id="welcome-banner-title">
              {banner.title}
            </Title>
            <CloseButton aria-label={t('onboarding.dismiss')} onClick={() => dismiss(banner.updated_at)} />
          </Group>
          <Typography mt="xs">
            {/* sanitized on the server with an allow-list (platform/rich-text.ts) before it was stored */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML */}
            <div dangerouslySetInnerHTML={{ __html: banner.body }} />
          </Typography>
        </Card>
      )}
      {offerTour && (
        <Text>
          {t('onboarding.tourOffer')}{' '}
          <Anchor component={Link} to="/onboarding" fw={600}>
            {t('onboarding.tourLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
