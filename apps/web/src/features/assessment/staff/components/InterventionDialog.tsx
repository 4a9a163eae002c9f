import { NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useIntervene } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';

/**
 * An instructor's extra attempt for a learner, or the unblock of a learner the test blocked, with the reason the
 * learner is shown on the test.
 */
export function InterventionDialog({
  activityId,
  learner,
  onClose,
  onDone,
}: {
  activityId: number;
  learner: { id: number; username: string } | null;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useStaffTranslation();
  const intervene = useIntervene(activityId);
  const [kind, setKind] = useState<'extra_attempt' | 'unblock'>('extra_attempt');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const resetIntervene = intervene.reset;
  useEffect(() => {
    if (learner === null) return;
    setKind('extra_attempt');
    setReason('');
    setMissing(false);
    resetIntervene();
  }, [learner, resetIntervene]);
  return (
    <ConfirmDialog
      opened={learner !== null}
      onClose={onClose}
      onConfirm={() => {
        if (!learner) return;
        if (!reason.trim()) return setMissing(true);
        intervene.mutate(
          { userId: learner.id, kind, reason: reason.trim() },
          { onSuccess: () => onDone(t('intervention.done', { username: learner.username })) },
        );
      }}
      title={t('intervention.title', { username: learner?.username ?? '' })}
      confirmLabel={t('intervention.confirm')}
      loading={intervene.isPending}
    >
      <Stack gap="sm">
        <Text size="sm">{t('intervention.intro')}</Text>
        <NativeSelect
          label={t('intervention.kind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value === 'unblock' ? 'unblock' : 'extra_attempt')}
          data={[
            { value: 'extra_attempt', label: t('intervention.extraAttempt') },
            { value: 'unblock', label: t('intervention.unblock') },
          ]}
        />
        <Textarea
          label={t('intervention.reason')}
          required
          rows={3}
          maxLength={256}
          value={reason}
          error={missing ? t('intervention.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
        {intervene.isError && <ErrorAlert error={intervene.error} />}
      </Stack>
    </ConfirmDialog>
  );
}
