import { LEVEL_THRESHOLD_MAX } from '@elevar/contract';
import { validationMessage } from '@elevar/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../../../../api/errors.ts';
import { currentLanguage } from '../../../../i18n/index.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useLevelChangesTranslation } from '../i18n.ts';
import { type AdminLevelThresholds, type AdminPointsCampaign, useSetLevelThresholds } from '../rulesApi.ts';
import { formatNumber, levelLabel } from './labels.ts';
import { wholeNumber } from './pointsTableLabels.ts';

type Field = 'intermediate' | 'highest';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['intermediate', 'highest'];

export interface ThresholdsFormProps {
  campaign: AdminPointsCampaign;
  thresholds: AdminLevelThresholds;
  /** Names the text that says why the thresholds are fixed, once the campaign has begun. */
  frozenReasonId: string;
}

/**
 * A campaign's level thresholds (SPEC §4 Level): junior from 0, then the experience intermediate and highest
 * need, each more than the one below. Once the campaign has begun they are shown read-only and the reason is
 * given; before, they are saved here. Mount it again (a `key`) for another campaign.
 */
export function ThresholdsForm({ campaign, thresholds, frozenReasonId }: ThresholdsFormProps) {
  const { t, i18n } = useLevelChangesTranslation();
  const save = useSetLevelThresholds(campaign.id);
  const [values, setValues] = useState<Record<Field, string>>({
    intermediate: thresholds.intermediate === null ? '' : String(thresholds.intermediate),
    highest: thresholds.highest === null ? '' : String(thresholds.highest),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const refs = { intermediate: useRef<HTMLInputElement>(null), highest: useRef<HTMLInputElement>(null) };
  const frozen = campaign.has_begun;

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (frozen) return;
    const found: Errors = {};
    const parsed = { intermediate: wholeNumber(values.intermediate), highest: wholeNumber(values.highest) };
    for (const field of FIELDS) {
      const value = parsed[field];
      if (!values[field].trim()) found[field] = validationMessage('field.required', currentLanguage(i18n));
      else if (value === null || value < 1 || value > LEVEL_THRESHOLD_MAX)
        found[field] = t('pointsTable.thresholds.invalid', {
          max: formatNumber(i18n.language, LEVEL_THRESHOLD_MAX),
        });
    }
    if (!found.intermediate && !found.highest && (parsed.intermediate ?? 0) >= (parsed.highest ?? 0))
      found.highest = t('pointsTable.thresholds.order');
    showErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0 || parsed.intermediate === null || parsed.highest === null) return;
    save.mutate(
      { intermediate: parsed.intermediate, highest: parsed.highest },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          const mapped: Errors = {};
          if (isApiError(error))
            for (const detail of error.details) {
              const field = FIELDS.find((name) => name === detail.field);
              if (field) mapped[field] ??= detail.message;
            }
          showErrors(mapped);
        },
      },
    );
  };

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="points-table-thresholds">
      <Stack gap="md" maw={520}>
        <Text size="sm">{t('pointsTable.thresholds.junior')}</Text>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            ref={refs[field]}
            name={field}
            label={levelLabel(t, field)}
            inputMode="numeric"
            value={values[field]}
            onChange={set(field)}
            readOnly={frozen}
            required={!frozen}
            error={errors[field]}
            aria-describedby={frozen ? frozenReasonId : undefined}
          />
        ))}
        {save.isError && !errors.intermediate && !errors.highest && <ErrorAlert error={save.error} />}
        <Text role="status" size="sm" c={saved ? 'teal.9' : undefined}>
          {saved ? t('pointsTable.thresholds.saved') : ''}
        </Text>
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={frozen}
            aria-describedby={frozen ? frozenReasonId : undefined}
          >
            {t('pointsTable.thresholds.save')}
          </Button>
        </Group>
        {frozen && (
          <Text size="sm" id={frozenReasonId}>
            {t('pointsTable.thresholds.frozen')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
