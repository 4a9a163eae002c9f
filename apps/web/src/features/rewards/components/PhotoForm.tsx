import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { PhotoForm as PhotoFormData } from '@elevar/contract';
import { errorMessage, formatDateTime, languageByCode } from '@elevar/domain';
import {
  Button,
  FileInput,
  Image,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useSendPhoto } from '../api.ts';
import { useRewardsTranslation } from '../i18n.ts';

interface Values {
  store_id: string;
  photo_type_id: string;
}

/** The form's fields in the order it shows them, named as the API's field details name them. */
const FIELDS = ['store_id', 'photo_type_id', 'file'] as const;
const EMPTY: Values = { store_id: '', photo_type_id: '' };

/** A fresh Idempotency-Key for the next photo (random bytes: `randomUUID` needs a secure context). */
const newKey = () =>
  `photo-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** A local preview of the chosen image (none where the browser cannot make object URLs). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * The photo form of SPEC §3 Photo upload: the store (one the user registered with) and the photo type, each type
 * saying whether it was already sent for that store this week and when the week resets (in the store's zone,
 * SPEC §5 Photos), the photo chosen or taken with the camera, its preview, and its points. The server's refusals
 * ("already sent this week", not an image) are shown beside their fields.
 */
export function PhotoForm({ form: data, onSent }: { form: PhotoFormData; onSent(message: string): void }) {
  const { t, i18n } = useRewardsTranslation();
  const language = currentLanguage(i18n);
  const languageId = languageByCode(language)?.id ?? 1;
  const [file, setFile] = useState<File | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [failure, setFailure] = useState<unknown>(null);
  const sendPhoto = useSendPhoto();
  const preview = usePreview(file);

  const storeOf = (id: string) => data.stores.find((s) => String(s.id) === id);
  const validate = (values: Values): FormErrors => {
    const errors: FormErrors = {};
    const required = { code: 'field.required' } as const;
    if (values.store_id === '') errors.store_id = required;
    if (values.photo_type_id === '') errors.photo_type_id = required;
    else if (storeOf(values.store_id)?.sent_type_ids.includes(Number(values.photo_type_id)))
      errors.photo_type_id = { message: errorMessage('rewards.photo_already_sent', language) };
    if (!file) errors.file = required;
    return errors;
  };
  const form = useForm<Values>({
    initialValues: { ...EMPTY, store_id: data.stores.length === 1 ? String(data.stores[0]?.id) : '' },
    fields: FIELDS,
    validate,
  });
  const store = storeOf(form.values.store_id);

  const fail = (error: unknown) => {
    const found: FormErrors = {};
    if (isApiError(error))
      for (const detail of error.details)
        if ((FIELDS as readonly string[]).includes(detail.field))
          found[detail.field] ??= { message: detail.message };
    form.setErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
  };

  const send = async (sent: Values) => {
    setFailure(null);
    if (!file) return;
    try {
      const photo = await sendPhoto.mutateAsync({
        campaignId: data.campaign.id,
        storeId: Number(sent.store_id),
        photoTypeId: Number(sent.photo_type_id),
        file,
        idempotencyKey,
      });
      form.reset({ ...EMPTY, store_id: sent.store_id });
      setFile(null);
      setIdempotencyKey(newKey());
      onSent(
        t('photos.done', { type: photo.photo_type.name, store: photo.store.name, points: photo.points }),
      );
    } catch (error) {
      fail(error);
    }
  };

  const formId = `photo-${data.campaign.id}`;
  if (data.photo_types.length === 0) return <Text>{t('photos.noTypes')}</Text>;
  if (data.stores.length === 0) return <Text>{t('photos.noStores')}</Text>;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit((v) => void send(v))}
      noValidate
      aria-labelledby={formId}
    >
      <Stack gap="md">
        <Title order={2} id={formId}>
          {t('photos.formTitle', { campaign: data.campaign.name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('photos.store')}
            withAsterisk
            name="store_id"
            value={form.values.store_id}
            onChange={(event) => form.setValues({ store_id: event.currentTarget.value })}
            error={form.error('store_id')}
            description={
              store
                ? t('photos.resets', {
                    when: formatDateTime(store.resets_at, languageId, store.time_zone),
                    zone: store.time_zone,
                  })
                : undefined
            }
            data={[
              { value: '', label: t('photos.chooseStore') },
              ...data.stores.map((s) => ({ value: String(s.id), label: `${s.name} · ${s.chain.name}` })),
            ]}
          />
          <NativeSelect
            label={t('photos.type')}
            withAsterisk
            name="photo_type_id"
            value={form.values.photo_type_id}
            onChange={(event) => form.setValues({ photo_type_id: event.currentTarget.value })}
            error={form.error('photo_type_id')}
            data={[
              { value: '', label: t('photos.chooseType') },
              ...data.photo_types.map((type) => {
                const sent = store?.sent_type_ids.includes(type.id) ?? false;
                return {
                  value: String(type.id),
                  label: sent
                    ? t('photos.typeSent', { type: type.name })
                    : t('photos.typePoints', { type: type.name, points: type.points }),
                  disabled: sent,
                };
              }),
            ]}
          />
          <FileInput
            label={t('photos.file')}
            description={t('photos.fileHint')}
            withAsterisk
            name="file"
            accept="image/*"
            capture="environment"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              form.setErrors({});
            }}
            error={form.error('file')}
          />
          {preview && <Image src={preview} alt={t('photos.preview')} mah={240} fit="contain" radius="sm" />}
        </SimpleGrid>
        {sendPhoto.isPending && <Progress value={100} animated striped aria-label={t('photos.sending')} />}
        {failure !== null && <ErrorAlert error={failure} />}
        <Button type="submit" loading={sendPhoto.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('photos.submit')}
        </Button>
      </Stack>
    </form>
  );
}
