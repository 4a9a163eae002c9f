import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { usePhotoForm } from '../api.ts';
import { CampaignWorkPage } from '../components/CampaignWorkPage.tsx';
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
 * registered for, and the user's photos with their audit status (a reproved one with its reason).
 */
export function PhotosPage() {
  const { t } = useRewardsTranslation();
  return (
    <CampaignWorkPage
      title={t('photos.title')}
      intro={t('photos.intro')}
      noCampaign={t('photos.noCampaign')}
      form={(campaignId, onDone) => <SendForm campaignId={campaignId} onSent={onDone} />}
      list={<PhotosList />}
    />
  );
}
