import '@mantine/core/styles/Tabs.css';
import { REWARD_LONG_TEXT_MAX, REWARD_PRICE_MAX, type StaffReward } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import {
  Button,
  FileInput,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../../api/errors.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { LanguageTabs } from '../../../../ui/LanguageTabs.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { PictureRefused, useRewardGroups, useSaveReward } from '../catalogueApi.ts';
import { useStoreTranslation } from '../i18n.ts';

type Texts = Record<LanguageCode, string>;
const TEXT_KINDS = ['names', 'descriptions', 'delivery_notes'] as const;
type TextKind = (typeof TEXT_KINDS)[number];

interface RewardValues {
  names: Texts;
  descriptions: Texts;
  delivery_notes: Texts;
  price: number | '';
  department_id: string;
  category_id: string;
}

const FIELDS = [
  ...LANGUAGE_CODES.flatMap((code) => TEXT_KINDS.map((kind) => `${kind}.${code}`)),
  'price',
  'department_id',
  'category_id',
];

const textsOf = (stored: Record<string, string> | undefined): Texts =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, stored?.[code] ?? ''])) as Texts;

const valuesOf = (reward: StaffReward | null): RewardValues => ({
  names: textsOf(reward?.names),
  descriptions: textsOf(reward?.descriptions),
  delivery_notes: textsOf(reward?.delivery_notes),
  price: reward?.price ?? '',
  department_id: reward ? String(reward.department.id) : '',
  category_id: reward ? String(reward.category.id) : '',
});

/** The language of the first field in error, so its tab opens before the focus goes to it. */
const languageOf = (errors: FormErrors): LanguageCode | undefined => {
  const field = FIELDS.find((name) => errors[name] !== undefined);
  return LANGUAGE_CODES.find((code) => field?.endsWith(`.${code}`));
};

/**
 * A reward's form (new or existing): its name, description and delivery notes in the four languages (one tab a
 * language; name and description required in each), its price in points, department and category, and a picture
 * sent after it when one is chosen. The server's refusals are shown on their fields in the user's language.
 */
export function RewardDialog({
  reward,
  onClose,
  onSaved,
}: {
  /** null: a new reward. */
  reward: StaffReward | null;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const { t } = useStoreTranslation();
  const save = useSaveReward();
  const departments = useRewardGroups('department');
  const categories = useRewardGroups('category');
  const [tab, setTab] = useState<LanguageCode>('pt-BR');
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  /** The reward's id once stored (a new one saved whose picture was refused is edited from then on). */
  const [savedId, setSavedId] = useState<number | null>(reward?.id ?? null);
  const check = (values: RewardValues) => {
    const errors: FormErrors = {};
    for (const code of LANGUAGE_CODES)
      for (const kind of ['names', 'descriptions'] as const)
        if (!values[kind][code].trim()) errors[`${kind}.${code}`] = { code: 'field.required' };
    if (values.price === '') errors.price = { code: 'field.required' };
    else if (values.price < 1 || values.price > REWARD_PRICE_MAX)
      errors.price = { message: t('editor.priceRange') };
    if (!values.department_id) errors.department_id = { code: 'field.required' };
    if (!values.category_id) errors.category_id = { code: 'field.required' };
    return errors;
  };
  const form = useForm<RewardValues>({
    initialValues: () => valuesOf(reward),
    fields: FIELDS,
    validate: check,
  });
  const showErrors = (errors: FormErrors) => {
    const language = languageOf(errors);
    if (language) setTab(language);
    form.setErrors(errors);
  };
  const setText = (kind: TextKind, code: LanguageCode, text: string) =>
    form.setValues({ [kind]: { ...form.values[kind], [code]: text } }, [`${kind}.${code}`]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const values = form.values;
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    save.mutate(
      {
        id: savedId,
        image,
        body: {
          names: values.names,
          descriptions: values.descriptions,
          delivery_notes: values.delivery_notes,
          price: Number(values.price),
          department_id: Number(values.department_id),
          category_id: Number(values.category_id),
        },
      },
      {
        onSuccess: (saved) => {
          onSaved(t(savedId !== null ? 'editor.saved' : 'editor.created', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof PictureRefused) {
            setSavedId(error.saved.id);
            setImage(null);
            setFailure(error.cause);
            return;
          }
          const found: FormErrors = {};
          if (isApiError(error))
            for (const detail of error.details)
              if (FIELDS.includes(detail.field)) found[detail.field] ??= { message: detail.message };
          if (Object.keys(found).length > 0) showErrors(found);
          else setFailure(error);
        },
      },
    );
  };

  const choices = (query: ReturnType<typeof useRewardGroups>['query']) =>
    (query.data?.results ?? []).map((group) => ({ value: String(group.id), label: group.name }));
  const title = reward ? t('editor.editTitle', { name: reward.name }) : t('editor.newTitle');
  return (
    <Dialog opened onClose={onClose} title={title} size="lg" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate ref={form.formRef}>
        <Stack gap="md">
          <LanguageTabs
            label={t('editor.textsTabs')}
            value={tab}
            onChange={setTab}
            tabLabel={(code) => t(`editor.languages.${code}`)}
            hasError={(code) => TEXT_KINDS.some((kind) => form.errors[`${kind}.${code}`] !== undefined)}
          >
            {(code) => (
              <Stack gap="sm">
                <TextInput
                  name={`names.${code}`}
                  lang={code}
                  label={t('editor.nameIn', { language: t(`editor.languages.${code}`) })}
                  required
                  maxLength={256}
                  value={form.values.names[code]}
                  onChange={(event) => setText('names', code, event.currentTarget.value)}
                  error={form.error(`names.${code}`)}
                />
                <Textarea
                  name={`descriptions.${code}`}
                  lang={code}
                  label={t('editor.descriptionIn', { language: t(`editor.languages.${code}`) })}
                  required
                  rows={3}
                  maxLength={REWARD_LONG_TEXT_MAX}
                  value={form.values.descriptions[code]}
                  onChange={(event) => setText('descriptions', code, event.currentTarget.value)}
                  error={form.error(`descriptions.${code}`)}
                />
                <Textarea
                  name={`delivery_notes.${code}`}
                  lang={code}
                  label={t('editor.deliveryIn', { language: t(`editor.languages.${code}`) })}
                  description={code === 'pt-BR' ? undefined : t('editor.deliveryHint')}
                  rows={2}
                  maxLength={REWARD_LONG_TEXT_MAX}
                  value={form.values.delivery_notes[code]}
                  onChange={(event) => setText('delivery_notes', code, event.currentTarget.value)}
                  error={form.error(`delivery_notes.${code}`)}
                />
              </Stack>
            )}
          </LanguageTabs>
          <NumberInput
            name="price"
            label={t('editor.price')}
            description={reward ? t('editor.priceHint') : undefined}
            required
            min={1}
            max={REWARD_PRICE_MAX}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            value={form.values.price}
            onChange={(value) => form.setValue('price', typeof value === 'number' ? value : '')}
            error={form.error('price')}
          />
          <Group grow align="flex-start">
            <NativeSelect
              name="department_id"
              label={t('editor.department')}
              required
              data={[{ value: '', label: t('editor.choose') }, ...choices(departments.query)]}
              value={form.values.department_id}
              onChange={(event) => form.setValue('department_id', event.currentTarget.value)}
              error={form.error('department_id')}
            />
            <NativeSelect
              name="category_id"
              label={t('editor.category')}
              required
              data={[{ value: '', label: t('editor.choose') }, ...choices(categories.query)]}
              value={form.values.category_id}
              onChange={(event) => form.setValue('category_id', event.currentTarget.value)}
              error={form.error('category_id')}
            />
          </Group>
          {(departments.query.isError || categories.query.isError) && (
            <ErrorAlert error={departments.query.error ?? categories.query.error} />
          )}
          <FileInput
            label={t('editor.image')}
            description={t('editor.imageHint')}
            accept="image/jpeg,image/png,image/webp,image/gif"
            clearable
            value={image}
            onChange={setImage}
          />
          {failure !== null && <ErrorAlert error={failure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('catalogue.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
