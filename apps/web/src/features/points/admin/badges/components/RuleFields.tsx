import type { Campaign } from '@elevar/contract';
import { BADGE_RULES, type BadgeRuleKind, type PointKind, ruleCountsKind } from '@elevar/domain';
import { Alert, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useBadgesAdminTranslation } from '../i18n.ts';
import classes from './badgesAdmin.module.css';
import { type BadgeFormValues, COUNTED_KINDS } from './formState.ts';

export interface RuleFieldsProps {
  values: BadgeFormValues;
  /** A field's error text, if any. */
  error(field: string): string | undefined;
  campaigns: readonly Campaign[];
  /** How many users earned the badge: above zero, the rule can no longer change and the fields say why. */
  earnedCount: number;
  onChange(patch: Partial<BadgeFormValues>): void;
  fieldRef(field: string): (element: HTMLElement | null) => void;
}

/**
 * What awards the badge: the rule, the kind it counts (not for experience or trails finished), how many, and
 * (experience only) the campaign. Fields that do not apply to the chosen rule are not shown; once anyone earned
 * the badge they are all disabled, and the reason comes first in the group (and describes it).
 */
export function RuleFields({ values, error, campaigns, earnedCount, onChange, fieldRef }: RuleFieldsProps) {
  const { t } = useBadgesAdminTranslation();
  const lockId = useId();
  const locked = earnedCount > 0;
  const lock = { disabled: locked };
  const experience = values.rule === 'campaign_experience';
  return (
    <fieldset className={classes.fieldset} aria-describedby={locked ? lockId : undefined}>
      <legend>{t('form.rule')}</legend>
      <Stack gap="sm">
        {locked && (
          <Alert color="blue" variant="light" id={lockId}>
            {t('form.ruleLocked', { count: earnedCount })}
          </Alert>
        )}
        <NativeSelect
          ref={fieldRef('rule')}
          label={t('form.ruleKind')}
          value={values.rule}
          onChange={(event) => {
            const rule = BADGE_RULES.find((r) => r === event.currentTarget.value);
            if (rule) onChange({ rule: rule as BadgeRuleKind });
          }}
          data={BADGE_RULES.map((rule) => ({ value: rule, label: t(`rules.${rule}`) }))}
          error={error('rule')}
          {...lock}
        />
        {ruleCountsKind(values.rule) && (
          <NativeSelect
            ref={fieldRef('point_kind')}
            label={t('form.pointKind')}
            withAsterisk
            value={values.pointKind}
            onChange={(event) => {
              const kind = COUNTED_KINDS.find((k) => k === event.currentTarget.value);
              onChange({ pointKind: (kind ?? '') as PointKind | '' });
            }}
            data={[
              { value: '', label: t('form.pointKindPlaceholder') },
              ...COUNTED_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind as 'sale'}`) })),
            ]}
            error={error('point_kind')}
            {...lock}
          />
        )}
        {values.rule !== 'first_entry' && (
          <TextInput
            ref={fieldRef('threshold')}
            label={t('form.threshold')}
            description={t(`form.thresholdHints.${values.rule}`)}
            withAsterisk
            inputMode="numeric"
            value={values.threshold}
            onChange={(event) => onChange({ threshold: event.currentTarget.value })}
            error={error('threshold')}
            {...lock}
          />
        )}
        {experience && (
          <NativeSelect
            ref={fieldRef('campaign_id')}
            label={t('form.campaign')}
            value={values.campaignId}
            onChange={(event) => onChange({ campaignId: event.currentTarget.value })}
            data={[
              { value: '', label: t('form.anyCampaign') },
              ...campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
            ]}
            error={error('campaign_id')}
            {...lock}
          />
        )}
      </Stack>
    </fieldset>
  );
}
