import { FORUM_REASON_MAX_LENGTH, type LanguageCode, validationMessage } from '@elevar/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';

export interface ReportDialogProps {
  target: { kind: 'topic' | 'reply'; id: number } | null;
  onClose(): void;
  onReported(): void;
}

/** Reports a topic or reply to the moderators with a reason (SPEC §5: at most 256 characters, said before sending). */
export function ReportDialog({ target, onClose, onReported }: ReportDialogProps) {
  const { t, i18n } = useCommunityTranslation();
  const { report } = useForumActions();
  const [reason, setReason] = useState('');
  const over = reason.length > FORUM_REASON_MAX_LENGTH;
  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || !reason.trim() || over) return;
    report.mutate(
      { target: target.kind, id: target.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          onReported();
        },
      },
    );
  };
  return (
    <Dialog
      opened={target !== null}
      onClose={close}
      title={t(target?.kind === 'topic' ? 'topic.reportTopicTitle' : 'topic.reportReplyTitle')}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          {report.isError && <ErrorAlert error={report.error} />}
          <Textarea
            label={t('topic.reason')}
            required
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            description={t('forum.counter', { count: reason.length, max: FORUM_REASON_MAX_LENGTH })}
            error={over ? validationMessage('text.too_long', i18n.language as LanguageCode) : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('topic.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending} disabled={over || !reason.trim()}>
              {t('topic.reportSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
