import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import type { AuthoringQuestion } from '@elevar/contract';
import {
  isQuestionTranslationLanguage,
  QUESTION_TRANSLATION_LANGUAGES,
  QUESTION_TYPES,
  type QuestionTranslationLanguage,
} from '@elevar/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useForm } from '../../../../ui/useForm.ts';
import { useSaveQuestion } from '../api.ts';
import { type StaffT, useStaffTranslation } from '../i18n.ts';
import {
  emptyQuestionValues,
  isQuestionType,
  newOptionId,
  type OptionValue,
  option,
  QUESTION_FIELDS,
  type QuestionFormValues,
  questionRequest,
  questionValuesOf,
  validateQuestion,
} from './questionForm.ts';

type Form = ReturnType<typeof useForm<QuestionFormValues>>;

/**
 * The texts in another language, one language at a time (chosen in the select): the prompt and, for the types that
 * have them, each option (a matching's both sides). Blank: the learner reads the fallback.
 */
function TranslationsField({ form, t }: { form: Form; t: StaffT }) {
  const [code, setCode] = useState<QuestionTranslationLanguage>('en-US');
  const { values } = form;
  const language = t(`translation.languages.${code}`);
  const withOptions = values.type !== 'true_false' && values.type !== 'short_answer';
  const translate = (list: 'options' | 'right', id: string, text: string) =>
    form.setValue(
      list,
      values[list].map((o: OptionValue) =>
        o.id === id ? { ...o, translations: { ...o.translations, [code]: text } } : o,
      ),
    );
  const optionInput = (list: 'options' | 'right', item: OptionValue, label: string) => (
    <TextInput
      key={`${list}-${item.id}-${code}`}
      label={label}
      placeholder={item.text}
      value={item.translations[code]}
      onChange={(event) => translate(list, item.id, event.currentTarget.value)}
      maxLength={256}
    />
  );
  const textArea = (field: 'promptTranslations' | 'explanationTranslations', label: string, ptBr: string) => (
    <Textarea
      label={label}
      placeholder={ptBr}
      rows={2}
      maxLength={2000}
      value={values[field][code]}
      onChange={(event) => form.setValue(field, { ...values[field], [code]: event.currentTarget.value })}
    />
  );
  return (
    <Fieldset legend={t('translation.legend')}>
      <Stack gap="xs">
        <Text size="xs" c="gray.7">
          {t('translation.hint')}
        </Text>
        <NativeSelect
          label={t('translation.language')}
          value={code}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isQuestionTranslationLanguage(next)) setCode(next);
          }}
          data={QUESTION_TRANSLATION_LANGUAGES.map((value) => ({
            value,
            label: t(`translation.languages.${value}`),
          }))}
        />
        {textArea('promptTranslations', t('translation.prompt', { language }), values.prompt)}
        {withOptions &&
          values.options.map((item, i) =>
            values.type === 'matching' ? (
              <Group key={item.id} gap="xs" grow align="flex-start">
                {optionInput('options', item, t('translation.pairLeft', { n: i + 1, language }))}
                {values.right[i] &&
                  optionInput('right', values.right[i], t('translation.pairRight', { n: i + 1, language }))}
              </Group>
            ) : (
              optionInput('options', item, t('translation.option', { n: i + 1, language }))
            ),
          )}
        {textArea('explanationTranslations', t('translation.explanation', { language }), values.explanation)}
      </Stack>
    </Fieldset>
  );
}

/** The choices (with which are right), or the items in their right order. */
function OptionsField({ form, t }: { form: Form; t: StaffT }) {
  const { values } = form;
  const choice = values.type === 'single' || values.type === 'multiple';
  const setText = (id: string, text: string) =>
    form.setValue(
      'options',
      values.options.map((o) => (o.id === id ? { ...o, text } : o)),
    );
  const toggle = (id: string, checked: boolean) =>
    form.setValue(
      'correct',
      values.type === 'single'
        ? [id]
        : checked
          ? [...values.correct, id]
          : values.correct.filter((c) => c !== id),
    );
  return (
    <Fieldset
      legend={values.type === 'ordering' ? t('question.itemsInOrder') : t('question.options')}
      name="options"
      aria-describedby={form.error('options') || form.error('correct') ? 'question-options-error' : undefined}
    >
      <Stack gap="xs">
        {values.options.map((option, index) => (
          <Group key={option.id} gap="xs" wrap="nowrap" align="center">
            {values.type === 'single' && (
              <Radio
                name="correct"
                checked={values.correct.includes(option.id)}
                onChange={() => toggle(option.id, true)}
                aria-label={t('question.markRight', { n: index + 1 })}
              />
            )}
            {values.type === 'multiple' && (
              <Checkbox
                checked={values.correct.includes(option.id)}
                onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                aria-label={t('question.markRight', { n: index + 1 })}
              />
            )}
            <TextInput
              aria-label={t('question.optionLabel', { n: index + 1 })}
              value={option.text}
              onChange={(event) => setText(option.id, event.currentTarget.value)}
              maxLength={256}
              style={{ flex: 1 }}
            />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={values.options.length <= 2}
              aria-label={t('question.removeOption', { n: index + 1 })}
              onClick={() => {
                form.setValue(
                  'options',
                  values.options.filter((o) => o.id !== option.id),
                );
                form.setValue(
                  'correct',
                  values.correct.filter((c) => c !== option.id),
                );
              }}
            >
              {t('question.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => form.setValue('options', [...values.options, option(newOptionId())])}
          >
            {t('question.addOption')}
          </Button>
        </Group>
        {choice && (
          <Text size="xs" c="gray.7">
            {values.type === 'single' ? t('question.singleHint') : t('question.multipleHint')}
          </Text>
        )}
        {(form.error('options') || form.error('correct')) && (
          <Text size="sm" c="red.8" id="question-options-error">
            {form.error('options') ?? form.error('correct')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A matching's pairs: the left side and its match, one row each. */
function PairsField({ form, t }: { form: Form; t: StaffT }) {
  const { values } = form;
  const rows = values.options.map((left, i) => ({
    left,
    right: values.right[i] ?? option(newOptionId('r')),
  }));
  const set = (i: number, side: 'left' | 'right', text: string) => {
    form.setValues({
      options: rows.map((r, j) => (j === i && side === 'left' ? { ...r.left, text } : r.left)),
      right: rows.map((r, j) => (j === i && side === 'right' ? { ...r.right, text } : r.right)),
    });
  };
  return (
    <Fieldset legend={t('question.pairs')} name="options">
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={row.left.id} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('question.pairLeft', { n: i + 1 })}
              value={row.left.text}
              onChange={(event) => set(i, 'left', event.currentTarget.value)}
              maxLength={256}
              style={{ flex: 1 }}
            />
            <Text aria-hidden="true">↔</Text>
            <TextInput
              aria-label={t('question.pairRight', { n: i + 1 })}
              value={row.right.text}
              onChange={(event) => set(i, 'right', event.currentTarget.value)}
              maxLength={256}
              style={{ flex: 1 }}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              form.setValues({
                options: [...rows.map((r) => r.left), option(newOptionId())],
                right: [...rows.map((r) => r.right), option(newOptionId('r'))],
              })
            }
          >
            {t('question.addPair')}
          </Button>
        </Group>
        {form.error('options') && (
          <Text size="sm" c="red.8">
            {form.error('options')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * Adding or editing a question of a bank: its type, prompt, image, the type's options and right answer, and the
 * explanation shown with the corrections.
 */
export function QuestionDialog({
  bankId,
  opened,
  question,
  onClose,
  onSaved,
}: {
  bankId: number;
  opened: boolean;
  question: AuthoringQuestion | null;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const { t } = useStaffTranslation();
  const save = useSaveQuestion(bankId);
  const form = useForm<QuestionFormValues>({
    initialValues: emptyQuestionValues,
    fields: QUESTION_FIELDS,
    validate: (values) => validateQuestion(values, t),
  });
  const { reset } = form;
  const resetSave = save.reset;
  useEffect(() => {
    if (!opened) return;
    reset(question ? questionValuesOf(question) : emptyQuestionValues());
    resetSave();
  }, [opened, question, reset, resetSave]);
  const { values } = form;
  const submit = form.onSubmit((valid) =>
    save.mutate(
      { id: question?.id ?? null, question: questionRequest(valid) },
      { onSuccess: () => onSaved(question ? t('question.updated') : t('question.added')) },
    ),
  );
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={question ? t('question.editTitle') : t('question.addTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate ref={form.formRef}>
        <Stack gap="md">
          <NativeSelect
            label={t('question.type')}
            name="type"
            value={values.type}
            onChange={(event) => {
              const type = event.currentTarget.value;
              if (isQuestionType(type)) form.setValues({ type, correct: [] });
            }}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <Textarea
            label={t('question.prompt')}
            required
            rows={2}
            maxLength={2000}
            {...form.inputProps('prompt')}
          />
          <TextInput
            label={t('question.imageUrl')}
            description={t('question.imageHint')}
            name="image_url"
            value={values.imageUrl}
            onChange={(event) => form.setValue('imageUrl', event.currentTarget.value)}
            maxLength={2000}
          />
          {(values.type === 'single' || values.type === 'multiple' || values.type === 'ordering') && (
            <OptionsField form={form} t={t} />
          )}
          {values.type === 'matching' && <PairsField form={form} t={t} />}
          {values.type === 'true_false' && (
            <Radio.Group
              label={t('question.truth')}
              value={values.truth}
              onChange={(value) => form.setValue('truth', value === 'false' ? 'false' : 'true')}
            >
              <Group mt="xs">
                <Radio value="true" label={t('question.true')} />
                <Radio value="false" label={t('question.false')} />
              </Group>
            </Radio.Group>
          )}
          {values.type === 'short_answer' && (
            <Textarea
              label={t('question.accepted')}
              description={t('question.acceptedHint')}
              rows={2}
              {...form.inputProps('accepted')}
            />
          )}
          <TranslationsField form={form} t={t} />
          <Textarea
            label={t('question.explanation')}
            description={t('question.explanationHint')}
            rows={2}
            maxLength={2000}
            {...form.inputProps('explanation')}
          />
          {save.isError && <ErrorAlert error={save.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
