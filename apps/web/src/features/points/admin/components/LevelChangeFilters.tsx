import type { Campaign } from '@elevar/contract';
import { LEVEL_CHANGE_STATUSES, type LevelChangeStatus } from '@elevar/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useLevelChangesTranslation } from '../i18n.ts';

export interface LevelChangeFiltersProps {
  campaigns: readonly Campaign[];
  campaignId: number | null;
  status: LevelChangeStatus;
  onCampaignChange(campaignId: number | null): void;
  onStatusChange(status: LevelChangeStatus): void;
}

/** Campaign and status; both apply at once (their values live in the URL). */
export function LevelChangeFilters({
  campaigns,
  campaignId,
  status,
  onCampaignChange,
  onStatusChange,
}: LevelChangeFiltersProps) {
  const { t } = useLevelChangesTranslation();
  return (
    <form aria-label={t('filtersLabel')} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('campaign')}
          value={campaignId === null ? '' : String(campaignId)}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            onCampaignChange(Number.isInteger(value) && value > 0 ? value : null);
          }}
          data={[
            { value: '', label: t('allCampaigns') },
            ...campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
          ]}
        />
        <NativeSelect
          label={t('status')}
          value={status}
          onChange={(event) => {
            const next = LEVEL_CHANGE_STATUSES.find((s) => s === event.currentTarget.value);
            if (next) onStatusChange(next);
          }}
          data={LEVEL_CHANGE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Group>
    </form>
  );
}
