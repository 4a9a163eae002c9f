import {
  type CreatePointRuleRequest,
  POINT_RULE_CODE_PATTERN,
  POINT_RULE_MAX_BASE_POINTS,
  POINT_RULE_MAX_POSITION,
  type UpdatePointRuleRequest,
} from '@elevar/contract';
import {
  EARNING_KINDS,
  FREE_TEXT_MAX_LENGTH,
  LANGUAGES,
  type LanguageCode,
  type PointKind,
} from '@elevar/domain';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useLevelChangesTranslation } from '../i18n.ts';
import {
  type AdminPointRule,
  type AdminPointsCampaign,
  useCreatePointRule,
  useUpdatePointRule,
} from '../rulesApi.ts';
import { formatNumber } from './labels.ts';
import { kindLabel, wholeNumber } from './pointsTableLabels.ts';

type DescriptionField = `descriptions.${LanguageCode}`;
type Field = 'code' | 'kind' | 'base_points' | DescriptionField | 'position';

interface Values {
  code: string;
  kind: PointKind;
  base_points: string;
  descriptions: Record<LanguageCode, string>;
  position: string;
}

/** The fields in the order the form shows them: the first in error gets the focus. */
const FIELDS: readonly Field[] = [
  'code',
  'kind',
  'base_points',
  ...LANGUAGES.map((l) => `descriptions.${l.code}` as const),
  'position',
];

function initialValues(rule: AdminPointRule | null): Values {
  const descriptions = Object.fromEntries(
    LANGUAGES.map((l) => [l.code, rule?.descriptions[l.code] ?? '']),
  ) as Record<LanguageCode, string>;
  return {
    code: rule?.code ?? '',
    kind: (rule?.kind as PointKind | undefined) ?? 'sale',
    base_points: rule ? String(rule.base_points) : '',
    descriptions,
    position: rule ? String(rule.position) : '',
  };
}

export interface RuleFormProps {
  opened: boolean;
  campaign: AdminPointsCampaign;
  /** The rule to edit; null adds one. */
  rule: AdminPointRule | null;
  onClose(): void;
  onSaved(rule: AdminPointRule, created: boolean): void;
}

/**
 * Adds or edits a rule in a dialog. Once the campaign has begun, an existing rule's code, kind and base points are
 * shown read-only with the reason (point values stay fixed), and only its descriptions and position are sent.
 * Checks run here first; the server's field errors land on their fields, any other refusal above the buttons.
 */
export function RuleForm({ opened, campaign, rule, onClose, onSaved }: RuleFormProps) {
  const { t, i18n } = useLevelChangesTranslation();
  const { t: shell } = useTranslation();
  const create = useCreatePointRule(campaign.id);
  const update = useUpdatePointRule();
  const mutation = rule ? update : create;
  const frozen = rule !== null && campaign.has_begun;

  const check = (values: Values): FormErrors => {
    const found: FormErrors = {};
    const required = { code: 'field.required' } as const;
    if (!frozen) {
      const code = values.code.trim();
      if (!code) found.code = required;
      else if (!POINT_RULE_CODE_PATTERN.test(code))
        found.code = { message: t('pointsTable.form.codeInvalid') };
      const base = wholeNumber(values.base_points);
      if (!values.base_points.trim()) found.base_points = required;
      else if (base === null || base < 1 || base > POINT_RULE_MAX_BASE_POINTS)
        found.base_points = {
          message: t('pointsTable.form.basePointsInvalid', {
            max: formatNumber(i18n.language, POINT_RULE_MAX_BASE_POINTS),
          }),
        };
    }
    for (const { code } of LANGUAGES) {
      const text = values.descriptions[code].trim();
      if (code === 'pt-BR' && !text) found[`descriptions.${code}`] = required;
      else if (text.length > FREE_TEXT_MAX_LENGTH) found[`descriptions.${code}`] = { code: 'text.too_long' };
    }
    const position = wholeNumber(values.position);
    if (values.position.trim() && (position === null || position > POINT_RULE_MAX_POSITION))
      found.position = {
        message: t('pointsTable.form.positionInvalid', {
          max: formatNumber(i18n.language, POINT_RULE_MAX_POSITION),
        }),
      };
    return found;
  };
  const form = useForm<Values>({ initialValues: () => initialValues(rule), fields: FIELDS, validate: check });
  const { values, reset } = form;

  // each opening starts from the rule as it is now
  useEffect(() => {
    if (!opened) return;
    reset(initialValues(rule));
    create.reset();
    update.reset();
  }, [opened, rule, reset, create.reset, update.reset]);

  const save = (values: Values) => {
    const descriptions = {
      'pt-BR': values.descriptions['pt-BR'].trim(),
      'en-US': values.descriptions['en-US'].trim(),
      'es-ES': values.descriptions['es-ES'].trim(),
      'fr-FR': values.descriptions['fr-FR'].trim(),
    };
    const position = wholeNumber(values.position) ?? undefined;
    const valueFields = {
      code: values.code.trim(),
      kind: values.kind,
      base_points: wholeNumber(values.base_points) ?? 0,
    };
    const onError = (error: unknown) => {
      const mapped: FormErrors = {};
      if (isApiError(error))
        for (const detail of error.details) {
          const field = FIELDS.find((name) => name === detail.field);
          if (field) mapped[field] ??= { message: detail.message };
        }
      form.setErrors(mapped);
    };
    if (rule) {
      const body: UpdatePointRuleRequest = {
        ...(frozen ? {} : valueFields),
        descriptions,
        ...(position === undefined ? {} : { position }),
      };
      update.mutate({ id: rule.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      const body: CreatePointRuleRequest = {
        ...valueFields,
        descriptions,
        ...(position === undefined ? {} : { position }),
      };
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  const setDescription = (code: LanguageCode) => (event: { currentTarget: { value: string } }) =>
    form.setValues({ descriptions: { ...values.descriptions, [code]: event.currentTarget.value } }, [
      `descriptions.${code}`,
    ]);
  const frozenHint = frozen ? t('pointsTable.form.frozenHint') : undefined;
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      closeOnClickOutside={!mutation.isPending}
      size="lg"
      title={rule ? t('pointsTable.form.editTitle', { code: rule.code }) : t('pointsTable.form.addTitle')}
    >
      <form ref={form.formRef} onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('pointsTable.form.code')}
            description={frozenHint ?? t('pointsTable.form.codeHint')}
            {...form.inputProps('code')}
            readOnly={frozen}
            required={!frozen}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {frozen ? (
            <TextInput
              name="kind"
              label={t('pointsTable.form.kind')}
              description={frozenHint}
              value={kindLabel(t, values.kind)}
              readOnly
            />
          ) : (
            <NativeSelect
              name="kind"
              label={t('pointsTable.form.kind')}
              value={values.kind}
              onChange={(event) => {
                const kind = EARNING_KINDS.find((k) => k === event.currentTarget.value);
                if (kind) form.setValue('kind', kind);
              }}
              data={EARNING_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }))}
              error={form.error('kind')}
            />
          )}
          <TextInput
            {...form.inputProps('base_points')}
            label={t('pointsTable.form.basePoints')}
            description={frozenHint ?? t('pointsTable.form.basePointsHint')}
            inputMode="numeric"
            readOnly={frozen}
            required={!frozen}
          />
          {LANGUAGES.map(({ code, name }) => (
            <TextInput
              key={code}
              name={`descriptions.${code}`}
              lang={code}
              label={t('pointsTable.form.description', { language: name })}
              description={code === 'pt-BR' ? undefined : t('pointsTable.form.optional')}
              value={values.descriptions[code]}
              onChange={setDescription(code)}
              required={code === 'pt-BR'}
              error={form.error(`descriptions.${code}`)}
            />
          ))}
          <TextInput
            {...form.inputProps('position')}
            label={t('pointsTable.form.position')}
            description={t('pointsTable.form.positionHint')}
            inputMode="numeric"
          />
          {mutation.isError && !form.hasErrors && <ErrorAlert error={mutation.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {shell('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('pointsTable.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
