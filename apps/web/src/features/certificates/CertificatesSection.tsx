import '@mantine/core/styles/Card.css';
import type { Certificate } from '@elevar/contract';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyList, ListError, ListLoader } from '../../ui/ListState.tsx';
import { useCertificateDownload, useCredentialDownload, useMyCertificates } from './api.ts';
import { type CertificatesT, useCertificatesTexts } from './i18n.ts';

export function formatCertificateDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Profile section "certificates" (SPEC §2): the learner's certificates, each with its PDF and verification page. */
export function CertificatesSection() {
  const { t, i18n, ready } = useCertificatesTexts();
  const certificates = useMyCertificates();
  if (!ready || certificates.isPending) return <ListLoader />;
  if (certificates.isError)
    return <ListError error={certificates.error} onRetry={() => void certificates.refetch()} />;
  const list = certificates.data.results;
  if (list.length === 0) return <EmptyList>{t('section.empty')}</EmptyList>;
  return (
    <Stack component="ul" gap="md" className="elevar-plain-list">
      {list.map((certificate) => (
        <li key={certificate.id}>
          <CertificateCard certificate={certificate} t={t} language={i18n.language} />
        </li>
      ))}
    </Stack>
  );
}

function CertificateCard({
  certificate,
  t,
  language,
}: {
  certificate: Certificate;
  t: CertificatesT;
  language: string;
}) {
  const titleId = useId();
  const download = useCertificateDownload();
  const credential = useCredentialDownload();
  const facts = [
    t('section.completed', { date: formatCertificateDate(certificate.completed_at, language) }),
    certificate.score === null
      ? null
      : t('section.score', { score: certificate.score.toLocaleString(language) }),
    certificate.workload_hours === null
      ? null
      : t('section.workload', { hours: certificate.workload_hours.toLocaleString(language) }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {certificate.title}
        </Title>
        <Text size="sm">{certificate.client_name}</Text>
        <Text size="sm">{facts.join(' · ')}</Text>
        {certificate.revoked_at !== null && (
          <Badge color="red.9" variant="light" w="fit-content">
            {t('section.revokedOn', { date: formatCertificateDate(certificate.revoked_at, language) })}
          </Badge>
        )}
        <Group gap="md">
          <Button
            onClick={() => download.mutate(certificate)}
            disabled={download.isPending}
            leftSection={download.isPending ? <Loader size="xs" /> : undefined}
            aria-label={t('section.downloadOf', { title: certificate.title })}
          >
            {t('section.download')}
          </Button>
          <Button
            variant="default"
            onClick={() => credential.mutate(certificate)}
            disabled={credential.isPending}
            leftSection={credential.isPending ? <Loader size="xs" /> : undefined}
            aria-label={t('section.credentialOf', { title: certificate.title })}
          >
            {t('section.credential')}
          </Button>
          <Anchor component={Link} to={`/certificates/verify/${certificate.code}`}>
            {t('section.verify')}
          </Anchor>
        </Group>
        {(download.isError || credential.isError) && (
          <Alert color="red" role="alert">
            {t('section.failed')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
