import type { StaffCertificate } from '@elevar/contract';
import { Alert, Anchor, Badge, Button, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffListPage } from '../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { DebouncedSearch } from '../../ui/DebouncedSearch.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { STAFF_CERTIFICATES_PAGE_SIZE, useRevokeCertificate, useStaffCertificates } from './api.ts';
import { formatCertificateDate } from './CertificatesSection.tsx';
import { type CertificatesT, useCertificatesTexts } from './i18n.ts';
import { CERTIFICATE_TEMPLATE_PATH } from './routes.tsx';

/** A certificate's standing: revoked (when, by whom, why) or valid. */
function Standing({
  certificate,
  t,
  language,
}: {
  certificate: StaffCertificate;
  t: CertificatesT;
  language: string;
}) {
  if (certificate.revoked_at === null)
    return (
      <Badge color="teal.9" variant="light">
        {t('staff.valid')}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color="red.9" variant="light">
        {t('staff.revokedOn', { date: formatCertificateDate(certificate.revoked_at, language) })}
      </Badge>
      <Text size="xs">
        {t('staff.reasonBy', { reason: certificate.revoke_reason ?? '', by: certificate.revoked_by ?? '—' })}
      </Text>
    </Stack>
  );
}

/** Asks for the reason and confirms a revocation. */
function RevokeDialog({
  certificate,
  onClose,
  onDone,
  t,
}: {
  certificate: StaffCertificate | null;
  onClose(): void;
  onDone(message: string): void;
  t: CertificatesT;
}) {
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={certificate !== null}
      onClose={close}
      onConfirm={() => {
        if (!certificate) return;
        if (reason.trim().length < 3) return setMissing(true);
        revoke.mutate(
          { id: certificate.id, reason: reason.trim() },
          {
            onSuccess: () => {
              onDone(t('staff.revokedDone', { learner: certificate.learner_name, title: certificate.title }));
              close();
            },
          },
        );
      }}
      title={t('staff.revokeTitle')}
      confirmLabel={t('staff.revokeConfirm')}
      color="red.9"
      loading={revoke.isPending}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('staff.revokeIntro', {
            learner: certificate?.learner_name ?? '',
            title: certificate?.title ?? '',
          })}
        </Text>
        <Textarea
          label={t('staff.reason')}
          required
          rows={3}
          maxLength={256}
          value={reason}
          error={missing ? t('staff.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
        {revoke.isError && <ErrorAlert error={revoke.error} />}
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * Programme administrators: the client's certificates, searched by learner, course or code, page by page in the
 * URL, each revocable with a reason (docs/certificates.md "Revocation"). Desktop shows a table, mobile a card each.
 */
export function CertificatesAdminPage() {
  const { t, i18n } = useCertificatesTexts();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const search = params.get('search') ?? '';
  const list = useStaffCertificates({ search, page });
  const [revoking, setRevoking] = useState<StaffCertificate | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  const language = i18n.language;
  const action = (certificate: StaffCertificate) =>
    certificate.revoked_at === null ? (
      <Button
        size="xs"
        color="red.9"
        variant="outline"
        aria-label={t('staff.revokeLabel', { learner: certificate.learner_name, title: certificate.title })}
        onClick={() => {
          setFeedback(null);
          setRevoking(certificate);
        }}
      >
        {t('staff.revoke')}
      </Button>
    ) : null;
  return (
    <StaffListPage
      title={t('staff.title')}
      intro={
        <Stack gap="xs" maw={720}>
          <Text>{t('staff.intro')}</Text>
          <Anchor component={Link} to={CERTIFICATE_TEMPLATE_PATH}>
            {t('staff.templateLink')}
          </Anchor>
        </Stack>
      }
      filters={
        <DebouncedSearch
          label={t('staff.search')}
          value={search}
          onChange={(value) => update({ search: value || null, page: null })}
        />
      }
      feedback={
        feedback && (
          <Alert color="teal" variant="light">
            {feedback}
          </Alert>
        )
      }
      query={list}
      empty={<Text>{t('staff.empty')}</Text>}
      page={page}
      pageSize={STAFF_CERTIFICATES_PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} onDone={setFeedback} t={t} />
      }
    >
      {(data) =>
        isMobile ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.results.map((certificate) => (
              <li key={certificate.id}>
                <Paper withBorder p="sm" radius="md">
                  <Stack gap={4}>
                    <Text fw={600}>{certificate.learner_name}</Text>
                    <Text size="sm">{certificate.title}</Text>
                    <Text size="sm">{formatCertificateDate(certificate.completed_at, language)}</Text>
                    <Text size="xs">{certificate.code}</Text>
                    <Standing certificate={certificate} t={t} language={language} />
                    {action(certificate)}
                  </Stack>
                </Paper>
              </li>
            ))}
          </Stack>
        ) : (
          <DataTable caption={t('staff.count', { count: data.count })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staff.columns.learner')}</Table.Th>
                <Table.Th scope="col">{t('staff.columns.title')}</Table.Th>
                <Table.Th scope="col">{t('staff.columns.completed')}</Table.Th>
                <Table.Th scope="col">{t('staff.columns.code')}</Table.Th>
                <Table.Th scope="col">{t('staff.columns.standing')}</Table.Th>
                <Table.Th scope="col">{t('staff.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((certificate) => (
                <Table.Tr key={certificate.id}>
                  <Table.Th scope="row">{certificate.learner_name}</Table.Th>
                  <Table.Td>{certificate.title}</Table.Td>
                  <Table.Td>{formatCertificateDate(certificate.completed_at, language)}</Table.Td>
                  <Table.Td>{certificate.code}</Table.Td>
                  <Table.Td>
                    <Standing certificate={certificate} t={t} language={language} />
                  </Table.Td>
                  <Table.Td>{action(certificate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )
      }
    </StaffListPage>
  );
}
