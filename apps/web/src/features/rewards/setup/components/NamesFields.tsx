import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useRewardsSetupTranslation } from '../i18n.ts';

export type Names = Record<LanguageCode, string>;

/** Names in the four languages, empty. */
export const emptyNames = (): Names => Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ''])) as Names;

/** The names trimmed, as the request sends them. */
export const trimmedNames = (names: Names): Names =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, names[code].trim()])) as Names;

/** The field of one language's name under `prefix` ("names.pt-BR", "photo_types.0.names.fr-FR"). */
export const nameField = (prefix: string, code: LanguageCode) => `${prefix}.${code}`;

/** A name in each of the four languages (the contract's TranslatedText: every one required). */
export function NamesFields({
  prefix,
  names,
  label,
  readOnly = false,
  maxLength = 200,
  onChange,
  error,
  inputRef,
}: {
  /** The fields' names before the language ("names"). */
  prefix: string;
  names: Names;
  /** A field's label from its language's name ("Nome em português"). */
  label?: (language: string) => string;
  readOnly?: boolean;
  maxLength?: number;
  onChange(names: Names, field: string): void;
  error(field: string): string | undefined;
  inputRef?: (field: string) => React.Ref<HTMLInputElement>;
}) {
  const { t } = useRewardsSetupTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {LANGUAGE_CODES.map((code) => {
        const field = nameField(prefix, code);
        const language = t(`languages.${code}`);
        return (
          <TextInput
            key={code}
            ref={inputRef?.(field)}
            name={field}
            label={label ? label(language) : t('names.in', { language })}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            maxLength={maxLength}
            value={names[code]}
            error={error(field)}
            onChange={(event) => onChange({ ...names, [code]: event.currentTarget.value }, field)}
          />
        );
      })}
    </SimpleGrid>
  );
}
