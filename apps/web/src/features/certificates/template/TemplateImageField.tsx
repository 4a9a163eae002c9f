import type { CertificateTemplateImage } from '@elevar/contract';
import { errorMessage as catalogueMessage } from '@elevar/domain';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/index.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useUploadTemplateImage } from '../api.ts';
import { useCertificatesTexts } from '../i18n.ts';

/** What the picker offers; the server judges the content. */
const IMAGE_TYPES = 'image/png,image/jpeg';
/** The server's limit (TEMPLATE_IMAGE_MAX_BYTES): a bigger file is refused before it is sent. */
export const TEMPLATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A template's logo or signature: the current image shown, a button to upload another (PNG or JPEG, checked by the
 * server and re-encoded) and one to remove it; the template uses the change once saved.
 */
export function TemplateImageField({
  slot,
  label,
  value,
  onChange,
  error,
}: {
  slot: 'logo' | 'signature';
  label: string;
  value: CertificateTemplateImage | null;
  onChange(image: CertificateTemplateImage | null): void;
  error: string | undefined;
}) {
  const { t, i18n } = useCertificatesTexts();
  const upload = useUploadTemplateImage();
  const reset = useRef<() => void>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const labelId = `template-${slot}-label`;
  const lower = label.toLocaleLowerCase(i18n.language);
  const choose = (file: File | null) => {
    reset.current?.();
    upload.reset();
    setTooLarge(false);
    if (!file) return;
    if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return setTooLarge(true);
    upload.mutate({ slot, file }, { onSuccess: (image) => onChange(image) });
  };
  const problem =
    error ?? (tooLarge ? catalogueMessage('certificates.image_too_large', currentLanguage(i18n)) : undefined);
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      <Paper withBorder p="xs" w={240} h={96} style={{ display: 'grid', placeItems: 'center' }}>
        {value ? (
          <Image src={value.url} alt={t('template.imageAlt', { label })} fit="contain" mah={80} maw={220} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('template.noImage')}
          </Text>
        )}
      </Paper>
      <Group gap="xs">
        <FileButton onChange={choose} accept={IMAGE_TYPES} resetRef={reset}>
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={upload.isPending} name={`${slot}_key`}>
              {value
                ? t('template.replaceImage', { label: lower })
                : t('template.uploadImage', { label: lower })}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => onChange(null)}>
            {t('template.removeImage', { label: lower })}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('template.imageHint')}
      </Text>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      {upload.isError && <ErrorAlert error={upload.error} />}
    </Stack>
  );
}
