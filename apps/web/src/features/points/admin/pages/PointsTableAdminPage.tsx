import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { EmptyList, ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { positiveInt } from '../../params.ts';
import { campaignDay, campaignStage, ruleDescription } from '../components/pointsTableLabels.ts';
import { RuleForm } from '../components/RuleForm.tsx';
import { RulesTable } from '../components/RulesTable.tsx';
import { ThresholdsForm } from '../components/ThresholdsForm.tsx';
import { useLevelChangesTranslation } from '../i18n.ts';
import {
  type AdminPointRule,
  type AdminPointsCampaign,
  useDeletePointRule,
  usePointsAdminTable,
  usePointsCampaigns,
} from '../rulesApi.ts';

const FROZEN_REASON = 'points-table-frozen';
const THRESHOLDS_FROZEN_REASON = 'points-table-thresholds-frozen';

/**
 * Staff: the points table and level thresholds of the selected client's campaigns (SPEC §4 Level, §6 programme
 * administrator, §9: point values stay fixed during a campaign). The campaign is picked in the URL, the current one
 * first; its rules are added, edited and deleted here and its thresholds set, until it begins — after that the
 * screen says why values, deletion and thresholds are locked, and descriptions and order stay editable.
 */
export function PointsTableAdminPage() {
  const { t, i18n } = useLevelChangesTranslation();
  const isMobile = useIsMobile();
  const { params, update } = useListParams();
  const campaigns = usePointsCampaigns();
  const list = campaigns.data?.results ?? [];
  const campaignId = positiveInt(params.get('campaign')) ?? list[0]?.id ?? null;
  const table = usePointsAdminTable(campaignId);
  const remove = useDeletePointRule();
  const [editing, setEditing] = useState<{ rule: AdminPointRule | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPointRule | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);

  const title = t('pointsTable.title');
  const header = (
    <>
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
    </>
  );
  if (campaigns.isError && isForbidden(campaigns.error)) {
    return (
      <Stack gap="lg">
        {header}
        <Forbidden error={campaigns.error} />
      </Stack>
    );
  }
  if (campaigns.isPending || campaigns.isError || list.length === 0) {
    return (
      <Stack gap="lg">
        {header}
        <Text maw={720}>{t('pointsTable.intro')}</Text>
        {campaigns.isPending ? (
          <ListLoader />
        ) : campaigns.isError ? (
          <ListError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
        ) : (
          <EmptyList>{t('pointsTable.noCampaigns')}</EmptyList>
        )}
      </Stack>
    );
  }

  const optionLabel = (campaign: AdminPointsCampaign) =>
    t(`pointsTable.campaignOption.${campaignStage(campaign)}`, { name: campaign.name });
  const data = table.data;
  const campaign = data?.campaign;

  const confirmDelete = () => {
    if (!deleting) return;
    const rule = deleting;
    remove.mutate(rule, {
      onSuccess: () => {
        setDeleting(null);
        setFeedback(t('pointsTable.deleted', { code: rule.code }));
      },
    });
  };

  return (
    <Stack gap="lg">
      {header}
      <Text maw={720}>{t('pointsTable.intro')}</Text>
      <NativeSelect
        label={t('pointsTable.campaign')}
        maw={420}
        value={campaignId === null ? '' : String(campaignId)}
        onChange={(event) => {
          setFeedback(null);
          update({ campaign: event.currentTarget.value });
        }}
        data={list.map((c) => ({ value: String(c.id), label: optionLabel(c) }))}
      />
      <div aria-live="polite">
        {feedback && (
          <Alert color="teal" variant="light">
            {feedback}
          </Alert>
        )}
      </div>
      {table.isPending ? (
        <ListLoader />
      ) : table.isError ? (
        isForbidden(table.error) ? (
          <Forbidden error={table.error} />
        ) : (
          <ListError error={table.error} onRetry={() => void table.refetch()} />
        )
      ) : data && campaign ? (
        <Stack gap="lg" aria-busy={table.isFetching || undefined}>
          <Text fw={600}>
            {t(`pointsTable.campaignState.${campaignStage(campaign)}`, {
              begin: campaignDay(campaign.begin_date, i18n.language),
              end: campaignDay(campaign.end_date, i18n.language),
            })}
          </Text>
          {campaign.has_begun && (
            <Alert
              color="yellow"
              variant="light"
              title={t('pointsTable.frozenTitle')}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              <span id={FROZEN_REASON}>
                {t('pointsTable.frozenBody')}
                {campaign.has_ended && ` ${t('pointsTable.endedBody')}`}
              </span>
            </Alert>
          )}
          <section aria-labelledby="points-table-rules">
            <Group justify="space-between" align="flex-end" mb="sm">
              <Title order={2} size="h4" id="points-table-rules">
                {t('pointsTable.rules')}
              </Title>
              <Button
                onClick={() => {
                  setFeedback(null);
                  setEditing({ rule: null });
                }}
                disabled={campaign.has_ended}
                aria-describedby={campaign.has_ended ? FROZEN_REASON : undefined}
              >
                {t('pointsTable.add')}
              </Button>
            </Group>
            {data.rules.length === 0 ? (
              <EmptyList>{t('pointsTable.noRules')}</EmptyList>
            ) : (
              <RulesTable
                rules={data.rules}
                caption={t('pointsTable.rulesCaption', { campaign: campaign.name, count: data.rules.length })}
                stacked={isMobile}
                frozen={campaign.has_begun}
                frozenReasonId={FROZEN_REASON}
                onEdit={(rule) => {
                  setFeedback(null);
                  setEditing({ rule });
                }}
                onDelete={(rule) => {
                  setFeedback(null);
                  remove.reset();
                  setDeleting(rule);
                }}
              />
            )}
          </section>
          <section aria-labelledby="points-table-thresholds">
            <Title order={2} size="h4" id="points-table-thresholds" mb="xs">
              {t('pointsTable.thresholds.title')}
            </Title>
            <Text size="sm" mb="md" maw={720}>
              {t('pointsTable.thresholds.intro')}
            </Text>
            <ThresholdsForm
              key={campaign.id}
              campaign={campaign}
              thresholds={data.thresholds}
              frozenReasonId={THRESHOLDS_FROZEN_REASON}
            />
          </section>
          <RuleForm
            opened={editing !== null}
            campaign={campaign}
            rule={editing?.rule ?? null}
            onClose={() => setEditing(null)}
            onSaved={(rule, created) => {
              setEditing(null);
              setFeedback(t(created ? 'pointsTable.created' : 'pointsTable.updated', { code: rule.code }));
            }}
          />
          <ConfirmDialog
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            onConfirm={confirmDelete}
            title={t('pointsTable.deleteTitle')}
            confirmLabel={t('pointsTable.delete')}
            color="red"
            loading={remove.isPending}
          >
            {deleting && (
              <Text>
                {t('pointsTable.deleteBody', {
                  code: deleting.code,
                  description: ruleDescription(deleting, i18n.language),
                  campaign: campaign.name,
                })}
              </Text>
            )}
            {remove.isError && <ErrorAlert error={remove.error} />}
          </ConfirmDialog>
        </Stack>
      ) : null}
    </Stack>
  );
}
