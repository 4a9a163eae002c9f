import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { usePhotoForm, useRewardsCampaigns } from '../api.ts';
import { campaignsPending } from '../components/NoRewardsAccess.tsx';
import { PhotoForm } from '../components/PhotoForm.tsx';
import { PhotosList } from '../components/PhotosList.tsx';
import { useRewardsTranslation } from '../i18n.ts';

function SendForm({ campaignId, onSent }: { campaignId: number; onSent(message: string): void }) {
  const form = usePhotoForm(campaignId);
  if (form.isPending) return <ListLoader />;
  if (form.isError) return <ListError error={form.error} onRetry={() => void form.refetch()} />;
  return <PhotoForm key={campaignId} form={form.data} onSent={onSent} />;
}

/**
 * Route /upload-photos (SPEC §2, §3 Photo upload, §5 Photos): the photo form of the running campaign the user
 * registered for (the session's when it is one), and the user's photos with their audit status. Without a
 * registration the screen sends the user to the campaigns; without a partner account it explains why.
 */
export function PhotosPage() {
  const { t } = useRewardsTranslation();
  const campaigns = useRewardsCampaigns();
  const [done, setDone] = useState<string | null>(null);
  const title = t('photos.title');

  const body = () => {
    const pending = campaignsPending(campaigns);
    if (pending !== null || !campaigns.data) return pending;
    const registered = campaigns.data.active.filter((c) => c.phase === 'active' && c.registered);
    const campaign = registered.find((c) => c.is_session_campaign) ?? registered[0];
    return (
      <>
        {campaign ? (
          <SendForm campaignId={campaign.id} onSent={setDone} />
        ) : (
          <Alert color="blue" variant="light">
            <Stack gap="xs">
              <Text>{t('photos.noCampaign')}</Text>
              <Anchor component={Link} to="/campaigns">
                {t('sales.toCampaigns')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <PhotosList />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('photos.intro')}</Text>
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
