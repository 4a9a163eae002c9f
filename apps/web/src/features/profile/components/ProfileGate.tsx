import type { Profile } from '@elevar/contract';
import { Button, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useProfile } from '../api.ts';

/** A polite loading indicator for a part of a screen. */
export function SectionLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

export interface LoadErrorProps {
  error: unknown;
  onRetry(): void;
}

/** A failed load: the server's message and a way to try again. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <ErrorAlert error={error} />
      <Button variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

export interface ProfileGateProps {
  children(profile: Profile): ReactNode;
}

/** Renders its content once the profile has loaded; meanwhile a loader, or the error with a retry. */
export function ProfileGate({ children }: ProfileGateProps) {
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return children(profile.data);
}
