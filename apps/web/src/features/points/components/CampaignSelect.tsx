import { NativeSelect } from '@mantine/core';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { usePointsTranslation } from '../i18n.ts';
import { positiveInt } from '../params.ts';

export interface CampaignOption {
  id: number;
  name: string;
}

export interface CampaignSelectProps {
  campaigns: readonly CampaignOption[];
  value: number | null;
  onChange(campaignId: number | null): void;
  /** The first option's text: "every campaign" for a filter, "the current campaign" for a view. */
  emptyLabel: string;
  label?: string;
}

/** Picks one of the client's campaigns (null: the empty option). */
export function CampaignSelect({ campaigns, value, onChange, emptyLabel, label }: CampaignSelectProps) {
  const { t } = usePointsTranslation();
  return (
    <NativeSelect
      label={label ?? t('campaign.label')}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        onChange(campaigns.some((c) => c.id === id) ? id : null);
      }}
      data={[
        { value: '', label: emptyLabel },
        ...campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
      ]}
    />
  );
}

/** The campaign a view shows, kept in the URL (`?campaign=`); null: the current campaign. */
export function useCampaignParam(): [number | null, (campaignId: number | null) => void] {
  const { params, update } = useListParams();
  return [
    positiveInt(params.get('campaign')),
    (campaignId) => update({ campaign: campaignId === null ? null : String(campaignId) }),
  ];
}

/** Picks which campaign a view shows (the current one by default); nothing to pick with a single campaign. */
export function CampaignViewSelect({ campaigns, value, onChange }: Omit<CampaignSelectProps, 'emptyLabel'>) {
  const { t } = usePointsTranslation();
  if (campaigns.length <= 1) return null;
  return (
    <div style={{ maxWidth: 320 }}>
      <CampaignSelect
        campaigns={campaigns}
        value={value}
        onChange={onChange}
        emptyLabel={t('campaign.current')}
      />
    </div>
  );
}
