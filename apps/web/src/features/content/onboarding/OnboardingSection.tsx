import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { withNamespace } from '../../../i18n/NamespaceTexts.tsx';
import { useContentTranslation } from '../i18n.ts';
import { contentNamespace } from '../namespace.ts';

/** The profile's "getting started tour" section: the client's tour, replayed at will (SPEC §2 onboarding). */
function ReplayTour() {
  const { t } = useContentTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('onboarding.replayText')}</Text>
      <Anchor component={Link} to="/onboarding" fw={600}>
        {t('onboarding.replayLink')}
      </Anchor>
    </Stack>
  );
}

export const OnboardingSection = withNamespace(contentNamespace, ReplayTour);
