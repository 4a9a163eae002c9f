import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.ts';

export interface ErrorAlertProps {
  error: unknown;
  title?: string;
}

/** An error announced to assistive technology (role=alert) with the server's message. */
export function ErrorAlert({ error, title }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {errorMessage(error, t)}
    </Alert>
  );
}
