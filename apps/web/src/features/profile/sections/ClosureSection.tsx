import '@mantine/core/styles/List.css';
import type { Profile } from '@elevar/contract';
import { errorMessage as catalogueMessage } from '@elevar/domain';
import { Alert, Button, List, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useAppStore } from '../../../storage/StoreContext.tsx';
import { clearSession, rememberRedirect } from '../../../storage/session.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useCloseAccount } from '../api.ts';
import { ProfileGate } from '../components/ProfileGate.tsx';
import { useProfileTranslation } from '../i18n.ts';

/** What the login screen reads from the navigation state to say goodbye. */
export const ACCOUNT_CLOSED_NOTICE = 'accountClosed';

/** Compares names as people type them: case, accents' composition and spacing do not matter. */
export function sameName(typed: string, name: string): boolean {
  const normalize = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normalize(typed) !== '' && normalize(typed) === normalize(name);
}

/**
 * Account closure (SPEC §4, §5): irreversible. The user types their own full name, confirms in a dialog, and on
 * success the session ends (the server has revoked the tokens) and the login says goodbye.
 */
export function ClosureSection() {
  return <ProfileGate>{(profile) => <ClosureForm profile={profile} />}</ProfileGate>;
}

function ClosureForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useProfileTranslation();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [typed, setTyped] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const mismatch = () => catalogueMessage('profile.closure_name_mismatch', currentLanguage(i18n));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sameName(typed, profile.full_name)) {
      setNameError(mismatch());
      inputRef.current?.focus();
      return;
    }
    setNameError(null);
    close.reset();
    setConfirming(true);
  };

  const onConfirm = () => {
    close.mutate(typed.trim(), {
      onSuccess: async () => {
        clearSession(store);
        rememberRedirect(store, null);
        queryClient.clear();
        await navigate('/', { replace: true, state: { notice: ACCOUNT_CLOSED_NOTICE } });
      },
      onError: (error) => {
        setConfirming(false);
        if (isApiError(error) && error.code === 'profile.closure_name_mismatch') {
          setNameError(error.message || mismatch());
          inputRef.current?.focus();
        }
      },
    });
  };

  const serverError = close.isError && !nameError ? close.error : null;

  return (
    <Stack gap="md" maw={560}>
      <Alert
        color="red"
        variant="light"
        title={t('closure.warningTitle')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">{t('closure.warningBody')}</Text>
        <List size="sm" mt="xs">
          <List.Item>{t('closure.effectData')}</List.Item>
          <List.Item>{t('closure.effectSession')}</List.Item>
          <List.Item>{t('closure.effectHistory')}</List.Item>
        </List>
      </Alert>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={inputRef}
            name="typed_name"
            label={t('closure.typeName')}
            description={t('closure.typeNameHint', { name: profile.full_name })}
            autoComplete="off"
            spellCheck={false}
            required
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
          />
          {serverError && <ErrorAlert error={serverError} />}
          <div>
            <Button type="submit" color="red">
              {t('closure.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
        title={t('closure.confirmTitle')}
        confirmLabel={t('closure.confirm')}
        color="red"
        loading={close.isPending}
      >
        <Text>{t('closure.confirmBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
