import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DocumentOnFileInputProps {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

/** The document the account was registered with, as first access and recovery by document ask it. */
export function DocumentOnFileInput({ value, onChange, error }: DocumentOnFileInputProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextInput
      label={t('fields.document')}
      description={t('fields.documentOnFile')}
      name="document"
      autoComplete="off"
      withAsterisk
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
