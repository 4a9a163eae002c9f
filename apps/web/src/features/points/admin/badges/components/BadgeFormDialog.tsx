import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import type { Campaign } from '@elevar/contract';
import { BADGE_ICONS, type BadgeIcon, LANGUAGE_CODES } from '@elevar/domain';
import { Button, Group, Radio, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../../api/errors.ts';
import { currentLanguage } from '../../../../../i18n/index.ts';
import { Dialog } from '../../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../../ui/ErrorAlert.tsx';
import { type AdminBadge, useCreateBadge, useUpdateBadge } from '../api.ts';
import { useBadgesAdminTranslation } from '../i18n.ts';
import { BadgeGlyph } from './BadgeGlyph.tsx';
import classes from './badgesAdmin.module.css';
import {
  type BadgeFormErrors,
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
  const [values, setValues] = useState<BadgeFormValues>(emptyValues);
  const [errors, setErrors] = useState<BadgeFormErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const fields = useRef<Record<string, HTMLElement | null>>({});
  const mode = badge ? 'edit' : 'create';
  const busy = create.isPending || update.isPending;

  // each opening starts from the badge (or empty)
  useEffect(() => {
    if (!opened) return;
    setValues(badge ? valuesOf(badge) : emptyValues());
    setErrors({});
    setFailure(null);
  }, [opened, badge]);

  const fieldRef = (field: string) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };
  const focusFirst = (found: BadgeFormErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };
  const change = (patch: Partial<BadgeFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key === 'pointKind' ? 'point_kind' : key];
      if ('rule' in patch) {
        delete next.threshold;
        delete next.point_kind;
        delete next.campaign_id;
      }
      return next;
    });
  };

  const fail = (error: unknown) => {
    const found: BadgeFormErrors = {};
    if (isApiError(error)) {
      if (error.code === 'badge.code_taken') found.code = error.message;
      for (const detail of error.details)
        if (FIELD_ORDER.includes(detail.field)) found[detail.field] ??= detail.message;
    }
    setErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
    focusFirst(found);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateBadgeForm(values, mode, t, currentLanguage(i18n));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={fieldRef('code')}
            label={t('form.code')}
            description={badge ? t('form.codeFixed') : t('form.codeHint')}
            withAsterisk={!badge}
            disabled={Boolean(badge)}
            autoComplete="off"
            value={values.code}
            onChange={(event) => change({ code: event.currentTarget.value })}
            error={errors.code}
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
                    ref={fieldRef(`names.${code}`)}
                    label={t('form.nameIn', { language: languageName(code) })}
                    withAsterisk={code === 'pt-BR'}
                    value={values.names[code]}
                    onChange={(event) =>
                      change({ names: { ...values.names, [code]: event.currentTarget.value } })
                    }
                    error={errors[`names.${code}`]}
                  />
                  <Textarea
                    ref={fieldRef(`descriptions.${code}`)}
                    label={t('form.descriptionIn', { language: languageName(code) })}
                    rows={2}
                    value={values.descriptions[code]}
                    onChange={(event) =>
                      change({ descriptions: { ...values.descriptions, [code]: event.currentTarget.value } })
                    }
                    error={errors[`descriptions.${code}`]}
                  />
                </SimpleGrid>
              ))}
            </Stack>
          </fieldset>
          <Radio.Group
            label={t('form.icon')}
            value={values.icon}
            onChange={(value) => change({ icon: value as BadgeIcon })}
            error={errors.icon}
          >
            <div className={classes.icons}>
              {BADGE_ICONS.map((icon) => (
                <Radio
                  key={icon}
                  value={icon}
                  ref={icon === values.icon ? fieldRef('icon') : undefined}
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
            errors={errors}
            campaigns={campaigns}
            earnedCount={badge?.earned_count ?? 0}
            onChange={change}
            fieldRef={fieldRef}
          />
          <TextInput
            ref={fieldRef('position')}
            label={t('form.position')}
            description={t('form.positionHint')}
            inputMode="numeric"
            value={values.position}
            onChange={(event) => change({ position: event.currentTarget.value })}
            error={errors.position}
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
