import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useLearningTranslation } from '../i18n.ts';

/**
 * Enrol and leave, for a course or a trail: enrolling is one click, leaving asks first; the outcome is announced
 * and a refusal (the server's message) shown.
 */
export function EnrolmentButtons({
  canEnrol,
  canUnenrol,
  enrolment,
  texts,
}: {
  canEnrol: boolean;
  canUnenrol: boolean;
  enrolment: UseMutationResult<unknown, Error, 'enrol' | 'unenrol'>;
  texts: { enrolled: string; unenrolled: string; unenrol: string; unenrolTitle: string; unenrolBody: string };
}) {
  const { t } = useLearningTranslation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'enrol' | 'unenrol' | null>(null);

  const run = (action: 'enrol' | 'unenrol') =>
    enrolment.mutate(action, {
      onSuccess: () => {
        setDone(action);
        setConfirming(false);
      },
    });

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {canEnrol && (
          <Button
            onClick={() => run('enrol')}
            loading={enrolment.isPending && enrolment.variables === 'enrol'}
          >
            {t('course.enrol')}
          </Button>
        )}
        {canUnenrol && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {texts.unenrol}
          </Button>
        )}
      </Group>
      <div role="status">
        {done && !enrolment.isPending && (
          <Text size="sm">{done === 'enrol' ? texts.enrolled : texts.unenrolled}</Text>
        )}
      </div>
      {enrolment.isError && !confirming && <ErrorAlert error={enrolment.error} />}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => run('unenrol')}
        title={texts.unenrolTitle}
        confirmLabel={texts.unenrol}
        color="red"
        loading={enrolment.isPending}
      >
        <Text>{texts.unenrolBody}</Text>
        {enrolment.isError && <ErrorAlert error={enrolment.error} />}
      </ConfirmDialog>
    </Stack>
  );
}
