import { SALE_REPORT_WINDOW_DAYS } from '@elevar/domain';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useSaleForm } from '../api.ts';
import { CampaignWorkPage } from '../components/CampaignWorkPage.tsx';
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
 * Route /insert-sales (SPEC §2, §3 Sale): the sale form of the running campaign the user registered for, and the
 * user's sales with their audit status (a reproved one with its reason).
 */
export function SalesPage() {
  const { t } = useRewardsTranslation();
  return (
    <CampaignWorkPage
      title={t('sales.title')}
      intro={t('sales.intro', { days: SALE_REPORT_WINDOW_DAYS })}
      noCampaign={t('sales.noCampaign')}
      form={(campaignId, onDone) => <ReportForm campaignId={campaignId} onReported={onDone} />}
      list={<SalesList />}
    />
  );
}
