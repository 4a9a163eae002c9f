import { validateNewPassword } from '@elevar/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState, useAppStore } from '../../../storage/StoreContext.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import {
  homeRouteOf,
  PasswordStrengthMeter,
  sessionQuery,
  useRequiredSession,
} from '../../identity/index.ts';
import { type ChangePasswordInput, useChangePassword } from '../api.ts';
import { useProfileTranslation } from '../i18n.ts';

type Field = keyof ChangePasswordInput;
const FIELDS: readonly Field[] = ['current_password', 'new_password', 'new_password_confirmation'];
const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * Password change (SPEC §5, §8): the current password, a new one with strength hints, and its confirmation. A user
 * the platform makes change their password is sent here first; once changed, the session is reloaded and they go
 * home.
 */
export function PasswordSection() {
  const { t } = useProfileTranslation();
  const session = useRequiredSession();
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useChangePassword();
  const strength = useAppState(
    (state) => state.params.login_params?.register_config.password_strength_level ?? 'weak',
  );
  const form = useForm<ChangePasswordInput>({
    initialValues: EMPTY,
    fields: FIELDS,
    validate: (values) => {
      const found: FormErrors = {};
      if (!values.current_password) found.current_password = { code: 'field.required' };
      for (const code of validateNewPassword(
        values.new_password,
        values.new_password_confirmation,
        strength,
      )) {
        const field = code === 'password.mismatch' ? 'new_password_confirmation' : 'new_password';
        found[field] ??= { code };
      }
      if (!values.new_password_confirmation) found.new_password_confirmation ??= { code: 'field.required' };
      return found;
    },
  });
  const [done, setDone] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const forced = session.must_change_password;

  /** A password input's props: typing also clears the "changed" notice. */
  const input = (field: Field) => ({
    ...form.inputProps(field),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      form.setValue(field, event.currentTarget.value);
      setDone(false);
    },
  });

  const finish = async () => {
    if (!forced) return;
    setContinuing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...sessionQuery(http, store), staleTime: 0 });
      await navigate(homeRouteOf(fresh), { replace: true });
    } finally {
      setContinuing(false);
    }
  };

  const save = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: async () => {
        form.reset(EMPTY);
        setDone(true);
        await finish();
      },
      onError: (error) => {
        const mapped: FormErrors = {};
        if (isApiError(error)) {
          for (const detail of error.details) {
            const field = FIELDS.find((name) => name === detail.field);
            if (field) mapped[field] ??= { message: detail.message };
          }
        }
        form.setErrors(mapped);
        if (Object.keys(mapped).length === 0) form.focus('current_password');
      },
    });

  const busy = change.isPending || continuing;

  return (
    <Stack gap="md" maw={520}>
      {forced && (
        <Alert
          color="yellow"
          variant="light"
          title={t('password.forcedTitle')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t('password.forcedBody')}
        </Alert>
      )}
      <form ref={form.formRef} onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <PasswordField
            {...input('current_password')}
            label={t('password.current')}
            autoComplete="current-password"
          />
          <PasswordField {...input('new_password')} label={t('password.new')} autoComplete="new-password" />
          <PasswordStrengthMeter password={form.values.new_password} required={strength} />
          <PasswordField
            {...input('new_password_confirmation')}
            label={t('password.confirm')}
            autoComplete="new-password"
          />
          {change.isError && <ErrorAlert error={change.error} />}
          <Text role="status" size="sm" c={done ? 'teal.9' : undefined}>
            {done ? (forced ? t('password.changedContinuing') : t('password.changed')) : ''}
          </Text>
          <Group>
            <Button type="submit" loading={busy}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
