import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useTestSettings } from '../api.ts';
import { AttemptsPanel } from '../components/AttemptsPanel.tsx';
import { PreviewPanel } from '../components/PreviewPanel.tsx';
import { RulesForm } from '../components/RulesForm.tsx';
import { useStaffTranslation } from '../i18n.ts';
import { BANKS_PATH, itemAnalysisPath } from '../paths.ts';

/**
 * Staff: one test activity: its rules (a test without rules yet answers 404 and starts from the defaults), its
 * preview as a learner, and its attempts.
 */
export function TestPage() {
  const { t } = useStaffTranslation();
  const params = useParams();
  const id = positiveInt(params.id ?? null) ?? 0;
  const query = useTestSettings(id);
  const notSet = query.isError && isApiError(query.error) && query.error.status === 404;
  const title = t('test.heading');
  if (query.isError && isForbidden(query.error))
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Forbidden error={query.error} />
      </Stack>
    );
  if (query.isError && !notSet) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending && !notSet) return <ListLoader />;
  const settings = query.data ?? null;
  return (
    <Stack gap="lg" maw={960}>
      <DocumentTitle title={title} />
      <Anchor component={Link} to={BANKS_PATH} size="sm">
        {t('test.banksLink')}
      </Anchor>
      <Title order={1}>{settings ? t(`kinds.${settings.kind}`) : title}</Title>
      <Text maw={720}>{t('test.intro')}</Text>
      <RulesForm activityId={id} kind={settings?.kind ?? null} settings={settings} />
      <PreviewPanel activityId={id} configured={settings !== null} />
      {settings && (
        <Anchor component={Link} to={itemAnalysisPath(id)} w="fit-content">
          {t('test.analysisLink')}
        </Anchor>
      )}
      {settings && <AttemptsPanel activityId={id} />}
    </Stack>
  );
}
