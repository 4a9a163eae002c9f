import { type ValidationCode, validationMessage } from '@elevar/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';

/** The text of a domain validation code (SPEC §5) in the interface language. */
export function useValidationText(): (code: ValidationCode) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (code) => validationMessage(code, language);
}

/** Focuses the first field marked invalid inside `root` (after the errors have rendered). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
