import type { CertificateFacts } from '@elevar/contract';
import { Alert, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ListError, ListLoader } from '../../ui/ListState.tsx';
import { useCertificateVerification } from './api.ts';
import { formatCertificateDate } from './CertificatesSection.tsx';
import { type CertificatesT, useCertificatesTexts } from './i18n.ts';

/**
 * The public verification page `/certificates/verify/:code` (signed out or in): whether the code is a valid
 * certificate and what the certificate shows, nothing more; a revoked one says so, with the date.
 */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const { t, i18n } = useCertificatesTexts();
  const verification = useCertificateVerification(code);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Title order={1}>{t('verify.title')}</Title>
        {verification.isPending ? (
          <ListLoader />
        ) : verification.isError ? (
          <ListError error={verification.error} onRetry={() => void verification.refetch()} />
        ) : verification.data.certificate ? (
          <Facts certificate={verification.data.certificate} t={t} language={i18n.language} />
        ) : (
          <Alert color="red" role="status" title={t('verify.invalid')}>
            {code}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Facts({
  certificate,
  t,
  language,
}: {
  certificate: CertificateFacts;
  t: CertificatesT;
  language: string;
}) {
  const rows: [string, string][] = [
    [t('verify.learner'), certificate.learner_name],
    [certificate.kind === 'trail' ? t('verify.trail') : t('verify.course'), certificate.title],
    [t('verify.issuer'), certificate.client_name],
    [t('verify.completed'), formatCertificateDate(certificate.completed_at, language)],
  ];
  if (certificate.score !== null) rows.push([t('verify.score'), certificate.score.toLocaleString(language)]);
  if (certificate.workload_hours !== null)
    rows.push([
      t('verify.workload'),
      t('verify.hours', { hours: certificate.workload_hours.toLocaleString(language) }),
    ]);
  rows.push([t('verify.code'), certificate.code]);
  if (certificate.revoked_at !== null)
    rows.push([t('verify.revokedOn'), formatCertificateDate(certificate.revoked_at, language)]);
  return (
    <Stack gap="md">
      {certificate.revoked_at === null ? (
        <Alert color="green" role="status" title={t('verify.valid')}>
          <Text size="sm">{certificate.title}</Text>
        </Alert>
      ) : (
        <Alert color="red" role="status" title={t('verify.revoked')}>
          <Text size="sm">{t('verify.revokedText')}</Text>
        </Alert>
      )}
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
