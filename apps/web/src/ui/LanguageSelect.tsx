import { LANGUAGES, type LanguageCode } from '@elevar/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LanguageOption {
  code: LanguageCode;
  name: string;
}

export interface LanguageSelectProps {
  value: LanguageCode;
  onChange(code: LanguageCode): void;
  options?: readonly LanguageOption[];
  disabled?: boolean;
}

/** A native select (small, accessible, no popover) listing the interface languages by their own names. */
export function LanguageSelect({ value, onChange, options = LANGUAGES, disabled }: LanguageSelectProps) {
  const { t } = useTranslation();
  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((o) => o.code === event.currentTarget.value);
    if (next) onChange(next.code);
  };
  return (
    <NativeSelect
      label={t('common.language')}
      value={value}
      onChange={handleChange}
      disabled={disabled}
      data={options.map((o) => ({ value: o.code, label: o.name }))}
      size="sm"
    />
  );
}
