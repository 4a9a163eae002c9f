import { SALE_REPORT_WINDOW_DAYS } from '@elevar/domain';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useRewardsCampaigns, useSaleForm } from '../api.ts';
import { campaignsPending } from '../components/NoRewardsAccess.tsx';
import { SaleForm } from '../components/SaleForm.tsx';
import { SalesList } from '../components/SalesList.tsx';
import { useRewardsTranslation } from '../i18n.ts';

function ReportForm({ campaignId, onReported }: { campaignId: number; onReported(message: string): void }) {
  const form = useSaleForm(campaignId);
  if (form.isPending) return <ListLoader />;
  if (form.isError) return <ListError error={form.error} onRetry={() => void form.refetch()} />;
  return <SaleForm key={campaignId} form={form.data} onReported={onReported} />;
}

/**
 * Route /insert-sales (SPEC §2, §3 Sale): the sale form of the running campaign the user registered for (the
 * session's when it is one), and the user's sales with their audit status. Without a registration the screen
 * sends the user to the campaigns; without a partner account it explains why the programme is closed.
 */
export function SalesPage() {
  const { t } = useRewardsTranslation();
  const campaigns = useRewardsCampaigns();
  const [done, setDone] = useState<string | null>(null);
  const title = t('sales.title');

  const body = () => {
    const pending = campaignsPending(campaigns);
    if (pending !== null || !campaigns.data) return pending;
    const registered = campaigns.data.active.filter((c) => c.phase === 'active' && c.registered);
    const campaign = registered.find((c) => c.is_session_campaign) ?? registered[0];
    return (
      <>
        {campaign ? (
          <ReportForm campaignId={campaign.id} onReported={setDone} />
        ) : (
          <Alert color="blue" variant="light">
            <Stack gap="xs">
              <Text>{t('sales.noCampaign')}</Text>
              <Anchor component={Link} to="/campaigns">
                {t('sales.toCampaigns')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <SalesList />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('sales.intro', { days: SALE_REPORT_WINDOW_DAYS })}</Text>
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
