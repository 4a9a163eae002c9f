import '@mantine/core/styles/Badge.css';
import type { AuthoringQuestion } from '@elevar/contract';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import { useBank, useDeleteQuestion, useRenameBank } from '../api.ts';
import { ImportPanel } from '../components/ImportPanel.tsx';
import { QuestionDialog } from '../components/QuestionDialog.tsx';
import { useStaffTranslation } from '../i18n.ts';
import { BANKS_PATH } from '../paths.ts';

function RenameForm({ bankId, title }: { bankId: number; title: string }) {
  const { t } = useStaffTranslation();
  const rename = useRenameBank(bankId);
  const [typed, setTyped] = useState(title);
  useEffect(() => setTyped(title), [title]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim()) rename.mutate(typed.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('bank.renameLabel')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('banks.title')}
          required
          value={typed}
          maxLength={256}
          error={typed.trim() ? undefined : t('banks.titleRequired')}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="default" loading={rename.isPending} disabled={typed.trim() === title}>
          {t('bank.rename')}
        </Button>
      </Group>
      {rename.isError && <ErrorAlert error={rename.error} />}
    </form>
  );
}

/** Staff: one bank's title, its questions (added, edited, taken out) and the CSV import. */
export function BankEditorPage() {
  const { t } = useStaffTranslation();
  const params = useParams();
  const id = positiveInt(params.id ?? null);
  const query = useBank(id ?? 0);
  const remove = useDeleteQuestion(id ?? 0);
  const [editing, setEditing] = useState<{ question: AuthoringQuestion | null } | null>(null);
  const [deleting, setDeleting] = useState<AuthoringQuestion | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);

  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotFound backTo={BANKS_PATH} backLabel={t('bank.back')} />;
  if (query.isError && isForbidden(query.error))
    return (
      <Stack gap="lg">
        <Title order={1}>{t('banks.heading')}</Title>
        <Forbidden error={query.error} />
      </Stack>
    );
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListLoader />;
  const bank = query.data;
  return (
    <Stack gap="lg" maw={960}>
      <DocumentTitle title={t('bank.documentTitle', { title: bank.title })} />
      <Anchor component={Link} to={BANKS_PATH} size="sm">
        {t('bank.back')}
      </Anchor>
      <Title order={1}>{bank.title}</Title>
      <RenameForm bankId={bank.id} title={bank.title} />
      <div aria-live="polite">
        {feedback && (
          <Alert color="teal" variant="light">
            {feedback}
          </Alert>
        )}
      </div>
      <Panel>
        <section aria-labelledby="questions-heading">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h4" id="questions-heading">
                {t('bank.questions', { count: bank.questions.length })}
              </Title>
              <Button
                onClick={() => {
                  setFeedback(null);
                  setEditing({ question: null });
                }}
              >
                {t('bank.addQuestion')}
              </Button>
            </Group>
            {bank.questions.length === 0 ? (
              <Text c="gray.7">{t('bank.empty')}</Text>
            ) : (
              <ol aria-label={t('bank.questionsLabel')} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {bank.questions.map((question) => (
                  <li key={question.id} style={{ marginBottom: '0.75rem' }}>
                    <Group justify="space-between" gap="sm" wrap="wrap">
                      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                        <Group gap="xs">
                          <Badge variant="light" color="gray" c="dark" radius="sm">
                            {t(`types.${question.type}`)}
                          </Badge>
                        </Group>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {question.prompt}
                        </Text>
                      </Stack>
                      <Group gap={6}>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('bank.editLabel', { prompt: question.prompt })}
                          onClick={() => {
                            setFeedback(null);
                            setEditing({ question });
                          }}
                        >
                          {t('bank.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={t('bank.removeLabel', { prompt: question.prompt })}
                          onClick={() => {
                            remove.reset();
                            setFeedback(null);
                            setDeleting(question);
                          }}
                        >
                          {t('bank.remove')}
                        </Button>
                      </Group>
                    </Group>
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        </section>
      </Panel>
      <ImportPanel bankId={bank.id} onImported={(count) => setFeedback(t('import.done', { count }))} />
      <QuestionDialog
        bankId={bank.id}
        opened={editing !== null}
        question={editing?.question ?? null}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setFeedback(message);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setFeedback(t('bank.removed'));
            },
          })
        }
        title={t('bank.removeTitle')}
        confirmLabel={t('bank.remove')}
        color="red"
        loading={remove.isPending}
      >
        <Text size="sm">{deleting ? t('bank.removeBody', { prompt: deleting.prompt }) : ''}</Text>
        {remove.isError && <ErrorAlert error={remove.error} />}
      </ConfirmDialog>
    </Stack>
  );
}
