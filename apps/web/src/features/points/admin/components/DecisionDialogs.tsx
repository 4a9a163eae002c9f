import { validateFreeText, validationMessage } from '@elevar/domain';
import { Alert, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../../i18n/index.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import type { LevelChange, LevelDecision } from '../api.ts';
import { useLevelChangesTranslation } from '../i18n.ts';
import { levelLabel } from './labels.ts';

export interface DecisionDialogsProps {
  change: LevelChange;
  /** Evidence entries still under audit: approving over them is said and confirmed as such. */
  underAudit: number;
  asking: LevelDecision | null;
  busy: boolean;
  onCancel(): void;
  onDecide(decision: LevelDecision, note: string): void;
}

/**
 * The confirmation before approving or rejecting; each can carry an optional note for the user (≤ 256). Approving
 * while entries are still under audit says how many and asks to approve anyway.
 */
export function DecisionDialogs({
  change,
  underAudit,
  asking,
  busy,
  onCancel,
  onDecide,
}: DecisionDialogsProps) {
  const { t, i18n } = useLevelChangesTranslation();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  // each decision starts with an empty note
  useEffect(() => {
    if (asking) {
      setNote('');
      setNoteError(null);
    }
  }, [asking]);

  const confirm = (decision: LevelDecision) => {
    const checked = validateFreeText(note.trim());
    if (!checked.ok) {
      setNoteError(validationMessage(checked.code, currentLanguage(i18n)));
      return;
    }
    onDecide(decision, note.trim());
  };

  const name = change.user.full_name;
  const noteField = (
    <Textarea
      label={t('note')}
      description={t('noteHint')}
      value={note}
      onChange={(event) => {
        setNote(event.currentTarget.value);
        setNoteError(null);
      }}
      error={noteError}
      rows={3}
    />
  );
  return (
    <>
      <ConfirmDialog
        opened={asking === 'approve'}
        onClose={onCancel}
        onConfirm={() => confirm('approve')}
        title={t('approveTitle')}
        confirmLabel={underAudit > 0 ? t('approveAnyway') : t('approve')}
        color="teal.9"
        loading={busy}
      >
        {underAudit > 0 && (
          <Alert color="yellow" variant="light">
            {t('approveUnderAudit', { count: underAudit })}
          </Alert>
        )}
        <Text>
          {t('approveBody', { name, level: levelLabel(t, change.to_level), campaign: change.campaign.name })}
        </Text>
        {noteField}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'reject'}
        onClose={onCancel}
        onConfirm={() => confirm('reject')}
        title={t('rejectTitle')}
        confirmLabel={t('reject')}
        color="red"
        loading={busy}
      >
        <Text>{t('rejectBody', { name, level: levelLabel(t, change.from_level) })}</Text>
        {noteField}
      </ConfirmDialog>
    </>
  );
}
