import type { TranslatedText } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { SETUP_PAGE_SIZE } from '../api.ts';
import { emptyNames, type Names, NamesFields, nameField, trimmedNames } from '../components/NamesFields.tsx';
import { useRewardsSetupTranslation } from '../i18n.ts';
import { type ListKind, useListChange } from './api.ts';

/** A chain, agency or brand as the screens act on it. */
export interface ListItem {
  id: number;
  name: string;
  names: TranslatedText;
  active: boolean;
  in_use: boolean;
}

const FIELDS = LANGUAGE_CODES.map((code) => nameField('names', code));

/** What the names dialog saves: a new one (a brand of `agencyId`) or a rename of `item`. */
interface NamesTarget {
  kind: ListKind;
  title: string;
  item?: ListItem;
  agencyId?: number;
}

function NamesDialog({
  target,
  onClose,
  onSaved,
}: {
  target: NamesTarget | null;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const { t, i18n } = useRewardsSetupTranslation();
  const shell = useTranslation();
  const change = useListChange();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ names: Names }>({
    initialValues: { names: emptyNames() },
    fields: FIELDS,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const code of LANGUAGE_CODES)
        if (!values.names[code].trim()) errors[nameField('names', code)] = { message: t('editor.required') };
      return errors;
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    reset({ names: target.item ? { ...target.item.names } : emptyNames() });
    setFailure(null);
  }, [target, reset]);

  const submit = form.onSubmit((values) => {
    if (!target) return;
    setFailure(null);
    const names = trimmedNames(values.names);
    const name = names[i18n.language as LanguageCode] ?? names['pt-BR'];
    change.mutate(
      target.item
        ? { action: 'update', kind: target.kind, id: target.item.id, body: { names } }
        : { action: 'create', kind: target.kind, agencyId: target.agencyId, names },
      {
        onSuccess: () => onSaved(t(target.item ? 'lists.renamed' : 'lists.created', { name })),
        onError: (error) => {
          const found: FormErrors = {};
          if (isApiError(error))
            for (const detail of error.details)
              if (FIELDS.includes(detail.field)) found[detail.field] ??= { message: detail.message };
          form.setErrors(found);
          setFailure(Object.keys(found).length > 0 ? null : error);
        },
      },
    );
  });

  return (
    <Dialog
      opened={target !== null}
      onClose={() => !change.isPending && onClose()}
      title={target?.title ?? ''}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NamesFields
            prefix="names"
            names={form.values.names}
            inputRef={(field) => form.ref(field)}
            onChange={(names, field) => form.setValues({ names }, [field])}
            error={form.error}
          />
          {failure !== null && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              {shell.t('common.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t(target?.item ? 'lists.save' : 'lists.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Active or deactivated, and in use. */
export function ItemStatus({ item }: { item: ListItem }) {
  const { t } = useRewardsSetupTranslation();
  return (
    <Group gap={4}>
      <Badge color={item.active ? 'teal' : 'gray'} variant="light">
        {t(item.active ? 'lists.active' : 'lists.inactive')}
      </Badge>
      {item.in_use && (
        <Badge color="blue" variant="outline">
          {t('lists.inUse')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The state of a list screen's changes: the names dialog (a new one, a rename), (de)activation at once, deletion
 * after a confirmation (not offered for one in use: the server would refuse it), and the announced outcome.
 */
export function useListEditing() {
  const { t } = useRewardsSetupTranslation();
  const change = useListChange();
  const [target, setTarget] = useState<NamesTarget | null>(null);
  const [deleting, setDeleting] = useState<{ kind: ListKind; item: ListItem } | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const open = (next: NamesTarget) => {
    setFeedback(null);
    setFailure(null);
    setTarget(next);
  };

  /** The actions of one item: rename, (de)activate, delete. */
  const actions = (kind: ListKind, item: ListItem, renameTitle: string): ReactNode => (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="default"
        aria-label={t('lists.renameLabel', { name: item.name })}
        onClick={() => open({ kind, item, title: renameTitle })}
      >
        {t('lists.rename')}
      </Button>
      <Button
        size="xs"
        variant="default"
        aria-label={t(item.active ? 'lists.deactivateLabel' : 'lists.activateLabel', { name: item.name })}
        loading={change.isPending && change.variables?.action === 'update' && change.variables.id === item.id}
        onClick={() => {
          setFeedback(null);
          setFailure(null);
          change.mutate(
            { action: 'update', kind, id: item.id, body: { active: !item.active } },
            {
              onSuccess: () =>
                setFeedback(t(item.active ? 'lists.deactivated' : 'lists.activated', { name: item.name })),
              onError: setFailure,
            },
          );
        }}
      >
        {t(item.active ? 'lists.deactivate' : 'lists.activate')}
      </Button>
      {!item.in_use && (
        <Button
          size="xs"
          variant="default"
          color="red"
          aria-label={t('lists.deleteLabel', { name: item.name })}
          onClick={() => {
            change.reset();
            setFeedback(null);
            setFailure(null);
            setDeleting({ kind, item });
          }}
        >
          {t('lists.delete')}
        </Button>
      )}
    </Group>
  );

  const announced: ReactNode = failure ? (
    <ErrorAlert error={failure} />
  ) : feedback ? (
    <Alert color="teal" variant="light">
      {feedback}
    </Alert>
  ) : null;

  const after = (
    <>
      <NamesDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          setFeedback(message);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { kind, item } = deleting;
          change.mutate(
            { action: 'delete', kind, id: item.id },
            {
              onSuccess: () => {
                setDeleting(null);
                setFeedback(t('lists.deleted', { name: item.name }));
              },
            },
          );
        }}
        title={deleting ? t('lists.deleteTitle', { name: deleting.item.name }) : ''}
        confirmLabel={t('lists.delete')}
        color="red"
        loading={change.isPending}
      >
        <Text size="sm">{deleting ? t('lists.deleteBody', { name: deleting.item.name }) : ''}</Text>
        {change.isError && deleting !== null && <ErrorAlert error={change.error} />}
      </ConfirmDialog>
    </>
  );

  /** The staff list page's frame of the chains' or agencies' screen: title, its "new" button, intro, outcome. */
  const frame = (section: 'chains' | 'agencies') => ({
    title: t(`lists.${section}.title`),
    actions: (
      <Button
        onClick={() =>
          open({ kind: section === 'chains' ? 'chain' : 'agency', title: t(`lists.${section}.createTitle`) })
        }
      >
        {t(`lists.${section}.new`)}
      </Button>
    ),
    intro: (
      <Stack gap="xs" maw={720}>
        <Anchor component={Link} to="/admin/rewards-campaigns">
          {t('lists.back')}
        </Anchor>
        <Text>{t(`lists.${section}.intro`)}</Text>
      </Stack>
    ),
    empty: <Text>{t(`lists.${section}.empty`)}</Text>,
    feedback: announced,
    after,
    pageSize: SETUP_PAGE_SIZE,
  });

  return { frame, actions, create: open };
}
