import '@mantine/core/styles/Checkbox.css';
import type { TestSettings } from '@elevar/contract';
import type { TestKind } from '@elevar/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import { useForm } from '../../../../ui/useForm.ts';
import { useBanks, useSaveTestSettings } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';
import {
  RULES_FIELDS,
  type RulesFormValues,
  rulesRequest,
  rulesValuesOf,
  validateRules,
} from './rulesForm.ts';

const QUIZZES: readonly string[] = ['evaluated_quiz', 'unevaluated_quiz'];

/** A test's rules: its bank, attempts, minimum, the questions drawn, the time, and how it shows. */
export function RulesForm({
  activityId,
  kind,
  settings,
}: {
  activityId: number;
  kind: TestKind | null;
  settings: TestSettings | null;
}) {
  const { t } = useStaffTranslation();
  const banks = useBanks(1, '', 100);
  const save = useSaveTestSettings(activityId);
  const [saved, setSaved] = useState(false);
  const form = useForm<RulesFormValues>({
    initialValues: () => rulesValuesOf(settings),
    fields: RULES_FIELDS,
    validate: (values) => validateRules(values, t),
  });
  const { reset } = form;
  useEffect(() => reset(rulesValuesOf(settings)), [settings, reset]);
  const { values } = form;
  // before the first save the kind is unknown (the server has no rules yet): both minimums are offered
  const quiz = kind === null || QUIZZES.includes(kind);
  const graded = kind === null || !QUIZZES.includes(kind);
  const number = (
    field: keyof RulesFormValues & string,
    name: string,
    label: string,
    description?: string,
  ) => (
    <TextInput
      label={label}
      description={description}
      name={name}
      inputMode="numeric"
      value={values[field] as string}
      error={form.error(name)}
      onChange={(event) => {
        setSaved(false);
        form.setValue(field, event.currentTarget.value);
      }}
    />
  );
  return (
    <Panel>
      <section aria-labelledby="rules-heading">
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.onSubmit((valid) =>
            save.mutate(rulesRequest(valid), { onSuccess: () => setSaved(true) }),
          )}
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="rules-heading">
              {t('rules.heading')}
            </Title>
            {!settings && (
              <Alert color="orange" variant="light">
                {t('rules.notSet')}
              </Alert>
            )}
            <NativeSelect
              label={t('rules.bank')}
              name="bank_id"
              required
              value={values.bankId}
              error={form.error('bank_id')}
              onChange={(event) => {
                setSaved(false);
                form.setValue('bankId', event.currentTarget.value);
              }}
              data={[
                { value: '', label: t('rules.chooseBank') },
                ...(banks.data?.results ?? []).map((bank) => ({
                  value: String(bank.id),
                  label: t('rules.bankOption', { title: bank.title, count: bank.question_count }),
                })),
              ]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number('maxAttempts', 'max_attempts', t('rules.maxAttempts'), t('rules.maxAttemptsHint'))}
              {graded && number('minScore', 'min_score', t('rules.minScore'))}
              {quiz && number('minCorrect', 'min_correct', t('rules.minCorrect'))}
              {number(
                'questionCount',
                'question_count',
                t('rules.questionCount'),
                t('rules.questionCountHint'),
              )}
              {number(
                'timeLimitMinutes',
                'time_limit_seconds',
                t('rules.timeLimit'),
                t('rules.timeLimitHint'),
              )}
            </SimpleGrid>
            <Checkbox
              label={t('rules.shuffle')}
              checked={values.shuffleOptions}
              onChange={(event) => form.setValue('shuffleOptions', event.currentTarget.checked)}
            />
            <Checkbox
              label={t('rules.corrections')}
              checked={values.showCorrections}
              onChange={(event) => form.setValue('showCorrections', event.currentTarget.checked)}
            />
            <Checkbox
              label={t('rules.onePerPage')}
              checked={values.onePerPage}
              onChange={(event) => form.setValue('onePerPage', event.currentTarget.checked)}
            />
            {save.isError && <ErrorAlert error={save.error} />}
            <div aria-live="polite">
              {saved && (
                <Alert color="teal" variant="light">
                  {t('rules.saved')}
                </Alert>
              )}
            </div>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('rules.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </section>
    </Panel>
  );
}
