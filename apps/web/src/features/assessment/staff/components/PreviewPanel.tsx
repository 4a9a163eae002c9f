import type { Answer } from '@elevar/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import { QuestionField } from '../../player/QuestionField.tsx';
import { usePreviewTest } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';

/**
 * The test as a learner would see it: a fresh draw of its questions with the player's own fields, answerable here
 * but never saved nor scored (the server records no attempt).
 */
export function PreviewPanel({ activityId, configured }: { activityId: number; configured: boolean }) {
  const { t } = useStaffTranslation();
  const preview = usePreviewTest(activityId);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const data = preview.data;
  return (
    <Panel>
      <section aria-labelledby="preview-heading">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4" id="preview-heading">
              {t('preview.heading')}
            </Title>
            <Button
              variant="default"
              disabled={!configured}
              loading={preview.isPending}
              onClick={() => {
                setAnswers({});
                preview.mutate();
              }}
            >
              {data ? t('preview.again') : t('preview.open')}
            </Button>
          </Group>
          <Text size="sm">{configured ? t('preview.intro') : t('preview.needsRules')}</Text>
          {preview.isError && <ErrorAlert error={preview.error} />}
          {data && (
            <Stack gap="lg" aria-label={t('preview.questionsLabel')} role="group">
              <Alert color="blue" variant="light">
                {t('preview.summary', {
                  count: data.questions.length,
                  attempts: data.max_attempts === null ? t('preview.unlimited') : String(data.max_attempts),
                  minutes:
                    data.time_limit_seconds === null
                      ? t('preview.noLimit')
                      : String(Math.round(data.time_limit_seconds / 60)),
                })}
              </Alert>
              {data.questions.map((question, index) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  label={t('preview.questionLabel', { n: index + 1, total: data.questions.length })}
                  answer={answers[question.id]}
                  onAnswer={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </section>
    </Panel>
  );
}
