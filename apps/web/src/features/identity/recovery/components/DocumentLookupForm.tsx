import { Button, Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type PhoneOnFile, usePhoneByDocument } from '../api.ts';
import { focusFirstInvalid, useValidationText } from '../validation.ts';
import { DocumentOnFileInput } from './DocumentOnFileInput.tsx';

export interface DocumentLookupFormProps {
  initialDocument?: string;
  onFound(document: string, phone: PhoneOnFile): void;
}

/** Recovery by document, first step: the document finds the account and its (masked) phone. */
export function DocumentLookupForm({ initialDocument = '', onFound }: DocumentLookupFormProps) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const lookup = usePhoneByDocument();
  const formRef = useRef<HTMLFormElement>(null);
  const [document, setDocument] = useState(initialDocument);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !document.trim() ? text('field.required') : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!document.trim()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    lookup.mutate(document, { onSuccess: (phone) => onFound(document.trim(), phone) });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <DocumentOnFileInput value={document} onChange={setDocument} error={error} />
        {lookup.isError && <ErrorAlert error={lookup.error} />}
        <Button type="submit" fullWidth loading={lookup.isPending}>
          {t('requestPassword.continue')}
        </Button>
      </Stack>
    </form>
  );
}
