import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { useRewardsCampaigns } from '../api.ts';
import { useRewardsTranslation } from '../i18n.ts';
import { campaignsPending } from './NoRewardsAccess.tsx';

export interface CampaignWorkPageProps {
  title: string;
  intro: string;
  /** Said when the user is registered for no running campaign (with the way to the campaigns). */
  noCampaign: string;
  /** The form of the campaign; `onDone` announces what it sent. */
  form(campaignId: number, onDone: (message: string) => void): ReactNode;
  /** The user's list (sales, photos) with their audit status. */
  list: ReactNode;
}

/**
 * A screen where a seller works in a campaign (insert-sales, upload-photos): the form of the running campaign the
 * user registered for (the session's when it is one), the announced outcome of a send, and the user's list. Without
 * a registration it sends the user to the campaigns; without a partner account it explains why the programme is
 * closed (`campaignsPending`).
 */
export function CampaignWorkPage({ title, intro, noCampaign, form, list }: CampaignWorkPageProps) {
  const { t } = useRewardsTranslation();
  const campaigns = useRewardsCampaigns();
  const [done, setDone] = useState<string | null>(null);

  const body = () => {
    const pending = campaignsPending(campaigns);
    if (pending !== null || !campaigns.data) return pending;
    const registered = campaigns.data.active.filter((c) => c.phase === 'active' && c.registered);
    const campaign = registered.find((c) => c.is_session_campaign) ?? registered[0];
    return (
      <>
        {campaign ? (
          form(campaign.id, setDone)
        ) : (
          <Alert color="blue" variant="light">
            <Stack gap="xs">
              <Text>{noCampaign}</Text>
              <Anchor component={Link} to="/campaigns">
                {t('sales.toCampaigns')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {list}
      </>
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
      <div role="status">
        {done && (
          <Alert color="green" variant="light">
            {done}
          </Alert>
        )}
      </div>
      {body()}
    </Stack>
  );
}
