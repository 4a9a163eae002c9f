import type { RewardsCampaign } from '@elevar/contract';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { EmptyList, ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useRewardsCampaign, useRewardsCampaigns } from '../api.ts';
import { CampaignCard } from '../components/CampaignCard.tsx';
import { campaignsPending } from '../components/NoRewardsAccess.tsx';
import { RegistrationForm } from '../components/RegistrationForm.tsx';
import { useRewardsTranslation } from '../i18n.ts';

/** The registration of one campaign: what it offers, read when the user opens it. */
function Registration({
  campaign,
  onDone,
  onCancel,
}: {
  campaign: RewardsCampaign;
  onDone(): void;
  onCancel(): void;
}) {
  const detail = useRewardsCampaign(campaign.id);
  if (detail.isPending) return <ListLoader />;
  if (detail.isError) return <ListError error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <RegistrationForm
      campaign={campaign}
      offer={detail.data.offer}
      onRegistered={onDone}
      onCancel={onCancel}
    />
  );
}

/**
 * Route /campaigns (SPEC §2): the active and previous campaigns of the user's client and country, with their bounds
 * in the user's zone and language, and the registration each active one needs. Without a partner retail-training
 * account (SPEC §6) the screen explains why the programme is closed to the user.
 */
export function CampaignsPage() {
  const { t } = useRewardsTranslation();
  const campaigns = useRewardsCampaigns();
  const [open, setOpen] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const title = t('campaigns.title');

  const body = () => {
    const pending = campaignsPending(campaigns);
    if (pending !== null || !campaigns.data) return pending;
    const { active, previous } = campaigns.data;
    return (
      <>
        <Stack gap="sm" component="section" aria-labelledby="active-campaigns">
          <Title order={2} id="active-campaigns">
            {t('campaigns.active')}
          </Title>
          {active.length === 0 ? (
            <EmptyList>{t('campaigns.noActive')}</EmptyList>
          ) : (
            active.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign}>
                {open === campaign.id ? (
                  <Registration
                    campaign={campaign}
                    onCancel={() => setOpen(null)}
                    onDone={() => {
                      setOpen(null);
                      setDone(t('form.done', { campaign: campaign.name }));
                    }}
                  />
                ) : (
                  campaign.phase === 'active' &&
                  !campaign.registered && (
                    <Button
                      variant="light"
                      style={{ alignSelf: 'flex-start' }}
                      onClick={() => {
                        setDone(null);
                        setOpen(campaign.id);
                      }}
                    >
                      {t('campaigns.register', { campaign: campaign.name })}
                    </Button>
                  )
                )}
              </CampaignCard>
            ))
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="previous-campaigns">
          <Title order={2} id="previous-campaigns">
            {t('campaigns.previous')}
          </Title>
          {previous.length === 0 ? (
            <EmptyList>{t('campaigns.noPrevious')}</EmptyList>
          ) : (
            previous.map((campaign) => <CampaignCard key={campaign.id} campaign={campaign} />)
          )}
        </Stack>
      </>
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('campaigns.intro')}</Text>
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
