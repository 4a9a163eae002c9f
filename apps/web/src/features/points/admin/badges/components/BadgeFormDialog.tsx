import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import type { Campaign } from '@elevar/contract';
import { BADGE_ICONS, type BadgeIcon, LANGUAGE_CODES } from '@elevar/domain';
import { Button, Group, Radio, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../../api/errors.ts';
import { Dialog } from '../../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../../ui/useForm.ts';
import { type AdminBadge, useCreateBadge, useUpdateBadge } from '../api.ts';
import { useBadgesAdminTranslation } from '../i18n.ts';
import { BadgeGlyph } from './BadgeGlyph.tsx';
import classes from './badgesAdmin.module.css';
import {
  type BadgeFormValues,
  createRequest,
  emptyValues,
  FIELD_ORDER,
  updateRequest,
  validateBadgeForm,
  valuesOf,
} from './formState.ts';
import { badgeName } from './labels.ts';
import { RuleFields } from './RuleFields.tsx';

export interface BadgeFormDialogProps {
  opened: boolean;
  /** The badge to edit; null to create one. */
  badge: AdminBadge | null;
  campaigns: readonly Campaign[];
  onClose(): void;
  /** After a save, with the message to announce. */
  onSaved(message: string): void;
}

/**
 * Creating or editing a badge in a dialog. Checked here first (the server checks again): a server answer about a
 * field is shown at that field, anything else above the buttons, in the user's language.
 */
export function BadgeFormDialog({ opened, badge, campaigns, onClose, onSaved }: BadgeFormDialogProps) {
  const { t, i18n } = useBadgesAdminTranslation();
  const shell = useTranslation();
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const [failure, setFailure] = useState<unknown>(null);
  const mode = badge ? 'edit' : 'create';
  const busy = create.isPending || update.isPending;
  const form = useForm<BadgeFormValues>({
    initialValues: emptyValues,
    fields: FIELD_ORDER,
    validate: (values) => validateBadgeForm(values, mode, t),
  });
  const { values, reset } = form;

  // each opening starts from the badge (or empty)
  useEffect(() => {
    if (!opened) return;
    reset(badge ? valuesOf(badge) : emptyValues());
    setFailure(null);
  }, [opened, badge, reset]);

  /** Changes values; the errors of the fields changed go, and a new rule clears those of its settings. */
  const change = (patch: Partial<BadgeFormValues>, fields: readonly string[] = Object.keys(patch)) =>
    form.setValues(patch, [
      ...fields.map((key) =>
        key === 'pointKind' ? 'point_kind' : key === 'campaignId' ? 'campaign_id' : key,
      ),
      ...('rule' in patch ? ['threshold', 'point_kind', 'campaign_id'] : []),
    ]);

  const fail = (error: unknown) => {
    const found: FormErrors = {};
    if (isApiError(error)) {
      if (error.code === 'badge.code_taken') found.code = { message: error.message };
      for (const detail of error.details)
        if (FIELD_ORDER.includes(detail.field)) found[detail.field] ??= { message: detail.message };
    }
    form.setErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
  };

  const save = (values: BadgeFormValues) => {
    const done = (saved: AdminBadge) =>
      onSaved(t(badge ? 'saved' : 'created', { name: badgeName(saved, i18n.language) }));
    if (badge)
      update.mutate({ id: badge.id, body: updateRequest(values) }, { onSuccess: done, onError: fail });
    else create.mutate(createRequest(values), { onSuccess: done, onError: fail });
  };

  const languageName = (code: string) => t(`form.languages.${code as 'pt-BR'}`);
  return (
    <Dialog
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t(badge ? 'form.editTitle' : 'form.createTitle')}
      closeOnClickOutside={!busy}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          setFailure(null);
          form.onSubmit(save)(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            ref={form.ref('code')}
            label={t('form.code')}
            description={badge ? t('form.codeFixed') : t('form.codeHint')}
            withAsterisk={!badge}
            disabled={Boolean(badge)}
            autoComplete="off"
            value={values.code}
            onChange={(event) => change({ code: event.currentTarget.value })}
            error={form.error('code')}
          />
          <fieldset className={classes.fieldset}>
            <legend>{t('form.texts')}</legend>
            <Text size="sm" c="gray.7" mb="sm">
              {t('form.textsHint')}
            </Text>
            <Stack gap="sm">
              {LANGUAGE_CODES.map((code) => (
                <SimpleGrid key={code} cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    ref={form.ref(`names.${code}`)}
                    label={t('form.nameIn', { language: languageName(code) })}
                    withAsterisk={code === 'pt-BR'}
                    value={values.names[code]}
                    onChange={(event) =>
                      change({ names: { ...values.names, [code]: event.currentTarget.value } }, [
                        `names.${code}`,
                      ])
                    }
                    error={form.error(`names.${code}`)}
                  />
                  <Textarea
                    ref={form.ref(`descriptions.${code}`)}
                    label={t('form.descriptionIn', { language: languageName(code) })}
                    rows={2}
                    value={values.descriptions[code]}
                    onChange={(event) =>
                      change(
                        { descriptions: { ...values.descriptions, [code]: event.currentTarget.value } },
                        [`descriptions.${code}`],
                      )
                    }
                    error={form.error(`descriptions.${code}`)}
                  />
                </SimpleGrid>
              ))}
            </Stack>
          </fieldset>
          <Radio.Group
            label={t('form.icon')}
            value={values.icon}
            onChange={(value) => change({ icon: value as BadgeIcon })}
            error={form.error('icon')}
          >
            <div className={classes.icons}>
              {BADGE_ICONS.map((icon) => (
                <Radio
                  key={icon}
                  value={icon}
                  ref={icon === values.icon ? form.ref('icon') : undefined}
                  label={
                    <Group gap={6} wrap="nowrap" component="span">
                      <BadgeGlyph icon={icon} size={24} />
                      <span>{t(`icons.${icon}`)}</span>
                    </Group>
                  }
                />
              ))}
            </div>
          </Radio.Group>
          <RuleFields
            values={values}
            error={form.error}
            campaigns={campaigns}
            earnedCount={badge?.earned_count ?? 0}
            onChange={change}
            fieldRef={form.ref}
          />
          <TextInput
            ref={form.ref('position')}
            label={t('form.position')}
            description={t('form.positionHint')}
            inputMode="numeric"
            value={values.position}
            onChange={(event) => change({ position: event.currentTarget.value })}
            error={form.error('position')}
          />
          {!badge && (
            <Switch
              label={t('form.active')}
              checked={values.active}
              onChange={(event) => change({ active: event.currentTarget.checked })}
            />
          )}
          {failure !== null && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {shell.t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t(badge ? 'form.save' : 'form.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
