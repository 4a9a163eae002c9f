import '@mantine/core/styles/Paper.css';
import type { PointsTransfer } from '@elevar/contract';
import { formatDocument, isValidCpf } from '@elevar/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { withNamespace } from '../../../../i18n/NamespaceTexts.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { campaignsPending } from '../../components/NoRewardsAccess.tsx';
import { transferKey, useSendPoints, useTransferForm } from '../api.ts';
import { rewardTransferNamespace } from '../namespace.ts';

const STATUS_COLORS = { pending: 'yellow', sent: 'green', refunded: 'gray' } as const;

/** What the partner did with a transfer just made, said once in the status region. */
function Outcome({ transfer }: { transfer: PointsTransfer }) {
  const { t } = useTranslation('rewardTransfer');
  if (transfer.status === 'sent')
    return (
      <Alert color="green" variant="light">
        <Text>{t('transfer.sent')}</Text>
        {transfer.expires_at && (
          <Text size="sm">
            {t('transfer.expires')} <FormattedDate value={transfer.expires_at} />
          </Text>
        )}
      </Alert>
    );
  if (transfer.status === 'pending')
    return (
      <Alert color="yellow" variant="light">
        {t('transfer.pending')}
      </Alert>
    );
  return (
    <Alert color="gray" variant="light">
      {transfer.refusal ?? t('transfer.refunded')}
    </Alert>
  );
}

function TransferItem({ transfer }: { transfer: PointsTransfer }) {
  const { t, i18n } = useTranslation('rewardTransfer');
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          <FormattedDate value={transfer.created_at} /> · {formatDocument(transfer.document, 'BR')}
        </Text>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[transfer.status]} variant="light">
            {t(`transfer.statuses.${transfer.status}`)}
          </Badge>
          <Text fw={700}>{t('transfer.points', { points: numbers.format(transfer.points) })}</Text>
        </Group>
      </Group>
      {transfer.status !== 'refunded' && transfer.expires_at && (
        <Text size="sm" c="dimmed">
          {t('transfer.expires')} <FormattedDate value={transfer.expires_at} />
        </Text>
      )}
      {transfer.status === 'refunded' && transfer.refusal && <Text size="sm">{transfer.refusal}</Text>}
    </Paper>
  );
}

/**
 * Profile section "points transfer" (SPEC §2 the points transfer screen; §5/§6/§8): every available point sent to the
 * partner loyalty programme for a CPF registered there, after a confirmation (one Idempotency-Key per confirmed
 * transfer); SPEC §8's refusals as the server says them; the user's transfers with their states.
 */
function Transfer() {
  const { t, i18n } = useTranslation('rewardTransfer');
  const numbers = new Intl.NumberFormat(i18n.language);
  const isMobile = useIsMobile();
  const form = useTransferForm();
  const send = useSendPoints();
  const [document, setDocument] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(transferKey);
  const [made, setMade] = useState<PointsTransfer | null>(null);
  if (form.isPending || form.isError) return campaignsPending(form);
  const data = form.data;
  const value = document ?? (data.document ? formatDocument(data.document, 'BR') : '');
  const digits = value.replace(/\D/g, '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidCpf(digits)) {
      setFieldError(t('transfer.invalidDocument'));
      return;
    }
    setFieldError(null);
    send.reset();
    setConfirming(true);
  };
  const confirm = () =>
    send.mutate(
      { document: digits, idempotencyKey: key },
      {
        onSuccess: (transfer) => {
          setMade(transfer);
          setKey(transferKey());
        },
        onSettled: () => setConfirming(false),
      },
    );
  const serverFieldError =
    isApiError(send.error) && send.error.code === 'transfer.document_invalid' ? send.error.message : null;

  return (
    <Stack gap="md">
      <Text>{t('transfer.intro')}</Text>
      <Paper withBorder p="md">
        <Text size="sm">{t('transfer.available')}</Text>
        <Text fw={700} size="xl">
          {t('transfer.points', { points: numbers.format(data.available_points) })}
        </Text>
      </Paper>
      <div role="status">{made && <Outcome transfer={made} />}</div>
      {send.isError && !serverFieldError && <ErrorAlert error={send.error} />}
      {data.available_points === 0 && <Text>{t('transfer.noPoints')}</Text>}
      {/* the form stays with no points: the server answers SPEC §8's refusals (document used, no points to send) */}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={t('transfer.document')}
            description={t('transfer.documentHint')}
            value={value}
            onChange={(event) => setDocument(event.currentTarget.value)}
            error={fieldError ?? serverFieldError}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            required
          />
          <Group>
            <Button type="submit">{t('transfer.send')}</Button>
          </Group>
        </Stack>
      </form>
      <section aria-labelledby="transfer-history">
        <Title order={isMobile ? 2 : 3} size="h4" id="transfer-history" mb="xs">
          {t('transfer.history')}
        </Title>
        {data.transfers.length === 0 ? (
          <Text c="dimmed">{t('transfer.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.transfers.map((transfer) => (
              <TransferItem key={transfer.id} transfer={transfer} />
            ))}
          </Stack>
        )}
      </section>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t('transfer.confirmTitle')}
        confirmLabel={t('transfer.confirm')}
        loading={send.isPending}
      >
        <Text>
          {t('transfer.confirmText', {
            points: numbers.format(data.available_points),
            document: formatDocument(digits, 'BR'),
          })}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

export const TransferSection = withNamespace(rewardTransferNamespace, Transfer);
