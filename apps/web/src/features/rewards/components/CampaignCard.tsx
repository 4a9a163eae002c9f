import type { RewardsCampaign } from '@elevar/contract';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCampaignDates } from '../format.ts';
import { useRewardsTranslation } from '../i18n.ts';

/** A campaign with its bounds in the user's zone and language, the store zone they are counted in, and its state. */
export function CampaignCard({ campaign, children }: { campaign: RewardsCampaign; children?: ReactNode }) {
  const { t } = useRewardsTranslation();
  const dates = useCampaignDates()(campaign);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`campaign-${campaign.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} id={`campaign-${campaign.id}`}>
            {campaign.name}
          </Title>
          <Group gap="xs">
            {campaign.phase === 'upcoming' && <Badge color="gray">{t('campaigns.upcoming')}</Badge>}
            {campaign.is_session_campaign && <Badge color="blue">{t('campaigns.sessionCampaign')}</Badge>}
            <Badge color={campaign.registered ? 'green' : 'gray'} variant="light">
              {t(campaign.registered ? 'campaigns.registered' : 'campaigns.notRegistered')}
            </Badge>
          </Group>
        </Group>
        <Text>{t('campaigns.period', dates)}</Text>
        <Text size="sm" c="gray.7">
          {t('campaigns.zoneNote', { zone: campaign.time_zone })}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
