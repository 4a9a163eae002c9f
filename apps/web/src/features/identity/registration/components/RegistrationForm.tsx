import { errorMessage as catalogueMessage, type RegistrationVariant } from '@elevar/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { currentLanguage } from '../../../../i18n/index.ts';
import { useAppState } from '../../../../storage/StoreContext.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { NewPasswordFields } from '../../recovery/components/NewPasswordFields.tsx';
import { focusFirstInvalid } from '../../recovery/validation.ts';
import { type RegisterSuccessState, useRegister } from '../api.ts';
import { type RegisterConfig, type RegisterOptions, toRegisterRequest } from '../registrationForm.ts';
import { CONFLICT_FIELDS, useRegistrationForm } from '../useRegistrationForm.ts';
import { ConsentFields } from './ConsentFields.tsx';
import { DynamicFields } from './DynamicFields.tsx';
import { FormSection } from './FormSection.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import { VariantFields } from './VariantFields.tsx';

export interface RegistrationFormProps {
  variant: RegistrationVariant;
  config: RegisterConfig;
  options: RegisterOptions;
}

/**
 * One registration form for every variant (SPEC §2, §5): the variant's fields, the client's dynamic fields and
 * password strength level, the domain's validation on blur and submit, the server's field errors on their
 * fields. Nothing typed is lost on an error.
 */
export function RegistrationForm({ variant, config, options }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('accounts');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const clientSlug = useAppState((state) => state.params.client_slug);
  const register = useRegister();
  const form = useRegistrationForm(variant, config, options, language);
  const formRef = useRef<HTMLFormElement>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    register.reset();
    setUnplaced([]);
    if (!form.submit()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const request = toRegisterRequest(form.values, variant, clientSlug);
    register.mutate(request, {
      onSuccess: () => {
        const state: RegisterSuccessState = { email: String(request.fields.email ?? '') };
        void navigate('/register-success', { state });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        setUnplaced(form.applyServerError(error));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  const conflict = isApiError(register.error) && register.error.code in CONFLICT_FIELDS;
  const requiredMissing = form.submitted && form.issues.some((issue) => issue.code === 'field.required');
  const invalid = form.submitted && form.issues.length > 0;

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        <FormSection title={t('register.sections.personal')}>
          <PersonalFields form={form} />
        </FormSection>
        {(variant !== 'default' || config.dynamic_fields.length > 0) && (
          <FormSection title={t('register.sections.programme')}>
            <VariantFields form={form} variant={variant} />
            <DynamicFields form={form} fields={config.dynamic_fields} />
          </FormSection>
        )}
        <FormSection title={t('register.sections.password')}>
          <NewPasswordFields
            password={form.bind('password').value}
            confirmation={form.bind('password_confirmation').value}
            level={config.password_strength_level}
            errors={{
              password: form.errorOf('password'),
              password_confirmation: form.errorOf('password_confirmation'),
            }}
            onChange={(name, value) => form.setValue(name, value)}
            onBlur={(name) => form.touch(name)}
            columns={2}
          />
        </FormSection>
        <ConsentFields form={form} />
        <Stack gap="sm">
          {invalid && (
            <Alert color="red" variant="light" role="alert">
              {requiredMissing ? catalogueMessage('common.validation', language) : t('register.reviewFields')}
            </Alert>
          )}
          {register.isError && !conflict && <ErrorAlert error={register.error} />}
          {unplaced.length > 0 && (
            <Alert color="red" variant="light">
              {unplaced.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
