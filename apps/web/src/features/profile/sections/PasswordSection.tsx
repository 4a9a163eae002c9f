import { type ValidationCode, validateNewPassword, validationMessage } from '@elevar/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { useHttp } from '../../../api/HttpContext.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useAppState, useAppStore } from '../../../storage/StoreContext.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import {
  homeRouteOf,
  PasswordStrengthMeter,
  sessionQuery,
  useRequiredSession,
} from '../../identity/index.ts';
import { type ChangePasswordInput, useChangePassword } from '../api.ts';
import { useProfileTranslation } from '../i18n.ts';

type Field = keyof ChangePasswordInput;
type Errors = Partial<Record<Field, { code: ValidationCode } | { message: string }>>;
const FIELDS: readonly Field[] = ['current_password', 'new_password', 'new_password_confirmation'];
const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * Password change (SPEC §5, §8): the current password, a new one with strength hints, and its confirmation. A user
 * the platform makes change their password is sent here first; once changed, the session is reloaded and they go
 * home.
 */
export function PasswordSection() {
  const { t, i18n } = useProfileTranslation();
  const session = useRequiredSession();
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useChangePassword();
  const strength = useAppState(
    (state) => state.params.login_params?.register_config.password_strength_level ?? 'weak',
  );
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const refs = {
    current_password: useRef<HTMLInputElement>(null),
    new_password: useRef<HTMLInputElement>(null),
    new_password_confirmation: useRef<HTMLInputElement>(null),
  };
  const forced = session.must_change_password;

  const message = (field: Field) => {
    const error = errors[field];
    if (!error) return undefined;
    return 'code' in error ? validationMessage(error.code, currentLanguage(i18n)) : error.message;
  };

  const set = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.current_password) found.current_password = { code: 'field.required' };
    for (const code of validateNewPassword(values.new_password, values.new_password_confirmation, strength)) {
      const field = code === 'password.mismatch' ? 'new_password_confirmation' : 'new_password';
      found[field] ??= { code };
    }
    if (!values.new_password_confirmation) found.new_password_confirmation ??= { code: 'field.required' };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    change.mutate(values, {
      onSuccess: async () => {
        setValues(EMPTY);
        setDone(true);
        await finish();
      },
      onError: (error) => {
        const mapped: Errors = {};
        if (isApiError(error)) {
          for (const detail of error.details) {
            const field = FIELDS.find((name) => name === detail.field);
            if (field) mapped[field] ??= { message: detail.message };
          }
        }
        setErrors(mapped);
        focusFirst(Object.keys(mapped).length > 0 ? mapped : { current_password: { message: '' } });
      },
    });
  };

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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            ref={refs.current_password}
            name="current_password"
            label={t('password.current')}
            autoComplete="current-password"
            value={values.current_password}
            onChange={set('current_password')}
            error={message('current_password')}
          />
          <PasswordField
            ref={refs.new_password}
            name="new_password"
            label={t('password.new')}
            autoComplete="new-password"
            value={values.new_password}
            onChange={set('new_password')}
            error={message('new_password')}
          />
          <PasswordStrengthMeter password={values.new_password} required={strength} />
          <PasswordField
            ref={refs.new_password_confirmation}
            name="new_password_confirmation"
            label={t('password.confirm')}
            autoComplete="new-password"
            value={values.new_password_confirmation}
            onChange={set('new_password_confirmation')}
            error={message('new_password_confirmation')}
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
