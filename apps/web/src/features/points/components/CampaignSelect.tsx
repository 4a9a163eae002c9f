import { NativeSelect } from '@mantine/core';
import { usePointsTranslation } from '../i18n.ts';

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
