import '@mantine/core/styles/SegmentedControl.css';
import type { AuditDecisionResult } from '@elevar/contract';
import { FRAUD_SIGNALS, SALE_STATUSES, validateFreeText, validationMessage } from '@elevar/domain';
import { Alert, Button, Group, NativeSelect, Paper, SegmentedControl, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import { currentLanguage } from '../../../../i18n/index.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import type { ListQuery } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../../identity/index.ts';
import {
  type AuditKind,
  type AuditPhoto,
  type AuditQuery,
  type AuditSale,
  PAGE_SIZE,
  useAuditPhotos,
  useAuditSales,
  useDecideAudit,
} from '../api.ts';
import { AuditCards, AuditTable } from '../components/AuditItems.tsx';
import { type AuditItemView, photoView, saleView } from '../components/items.ts';
import { type RewardsAuditT, useRewardsAuditTranslation } from '../i18n.ts';

interface AuditPage {
  count: number;
  results: readonly (AuditSale | AuditPhoto)[];
}

/** The outcome of a decision, in one sentence per kind of outcome. */
function outcomeText(result: AuditDecisionResult, t: RewardsAuditT): string {
  const count = (outcome: string) => result.results.filter((r) => r.outcome === outcome).length;
  const refused = result.results.find((r) => r.outcome === 'refused');
  const parts = [t('outcome.done', { changed: count('changed') })];
  if (count('unchanged')) parts.push(t('outcome.unchanged', { count: count('unchanged') }));
  if (refused) parts.push(t('outcome.refused', { count: count('refused'), message: refused.message ?? '' }));
  if (count('not_found')) parts.push(t('outcome.notFound', { count: count('not_found') }));
  return parts.join(' ');
}

/**
 * Staff (auditors, programme administrators): the selected client's sales and store photos by audit state, the
 * most suspicious first, with their fraud signals and the invoice image or photo beside the lines; approve, or
 * reprove with a reason after a confirmation, one at a time or the selected ones. Filters live in the URL; `?id=`
 * opens the queue on one item whatever its state (the level-change evidence links there), until a filter changes.
 */
export function AuditQueuePage() {
  const { t, i18n } = useRewardsAuditTranslation();
  const language = currentLanguage(i18n);
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const { params, update, page, goToPage } = useListParams();
  const kind: AuditKind = params.get('kind') === 'photos' ? 'photos' : 'sales';
  const query: AuditQuery = {
    status: SALE_STATUSES.find((s) => s === params.get('status')) ?? 'under_audit',
    campaignId: positiveInt(params.get('campaign')),
    countryId: positiveInt(params.get('country')),
    storeId: positiveInt(params.get('store')),
    signal: FRAUD_SIGNALS.find((s) => s === params.get('signal')) ?? null,
    id: positiveInt(params.get('id')),
    page,
  };
  const sales = useAuditSales(query, kind === 'sales');
  const photos = useAuditPhotos(query, kind === 'photos');
  const decide = useDecideAudit(kind);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reproving, setReproving] = useState<number[] | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ReactNode>(null);

  // a new list (another tab, filter or page) starts with nothing selected
  const listKey = JSON.stringify([kind, query]);
  useEffect(() => {
    void listKey;
    setSelected(new Set());
  }, [listKey]);

  const submit = (ids: number[], decision: 'approve' | 'reprove', why?: string) => {
    setFeedback(null);
    decide.mutate(decision === 'approve' ? { decision, ids } : { decision, ids, reason: why ?? '' }, {
      onSuccess: (result) => {
        setSelected(new Set());
        setReproving(null);
        const refused = result.results.some((r) => r.outcome === 'refused');
        setFeedback(
          <Alert color={refused ? 'yellow' : 'teal'} variant="light">
            {outcomeText(result, t)}
          </Alert>,
        );
      },
      onError: (error) => {
        setReproving(null);
        setFeedback(<ErrorAlert error={error} />);
      },
    });
  };
  const askReprove = (ids: number[]) => {
    setReason('');
    setReasonError(null);
    setReproving(ids);
  };
  const confirmReprove = () => {
    const text = reason.trim();
    if (!text) return setReasonError(t('dialog.required'));
    const checked = validateFreeText(text);
    if (!checked.ok) return setReasonError(validationMessage(checked.code, language));
    submit(reproving ?? [], 'reprove', text);
  };

  // both queries answer a page; the page's items are read by the kind shown
  const list: ListQuery<AuditPage> & { isFetching: boolean } = kind === 'sales' ? sales : photos;
  const views = (data: AuditPage): AuditItemView[] =>
    kind === 'sales'
      ? (data.results as AuditSale[]).map((sale) => saleView(sale, t, language))
      : (data.results as AuditPhoto[]).map((photo) => photoView(photo, t, language));
  const Results = isMobile ? AuditCards : AuditTable;
  const stores = session.branches.filter((b) => query.countryId === null || b.country_id === query.countryId);
  const select = (name: string, value: number | string | null) => ({
    value: value === null ? '' : String(value),
    onChange: (event: { currentTarget: { value: string } }) =>
      update({ [name]: event.currentTarget.value || null, id: null, page: null }),
  });

  return (
    <StaffListPage
      title={t('title')}
      intro={<Text maw={760}>{t('intro')}</Text>}
      filters={
        <>
          {query.id !== null && (
            <Alert variant="light" color="blue" title={t('focus.title')}>
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Text size="sm">{t(kind === 'photos' ? 'focus.photo' : 'focus.sale', { id: query.id })}</Text>
                <Button variant="default" size="xs" onClick={() => update({ id: null, page: null })}>
                  {t('focus.all')}
                </Button>
              </Group>
            </Alert>
          )}
          <form aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <SegmentedControl
                aria-label={t('tabs.label')}
                value={kind}
                onChange={(value) =>
                  update({ kind: value === 'photos' ? 'photos' : null, id: null, page: null })
                }
                data={[
                  { value: 'sales', label: t('tabs.sales') },
                  { value: 'photos', label: t('tabs.photos') },
                ]}
              />
              <NativeSelect
                label={t('filters.status')}
                {...select('status', query.status === 'under_audit' ? null : query.status)}
                data={SALE_STATUSES.map((value) => ({
                  value: value === 'under_audit' ? '' : value,
                  label: t(`statuses.${value}`),
                }))}
              />
              <NativeSelect
                label={t('filters.signal')}
                {...select('signal', query.signal)}
                data={[
                  { value: '', label: t('filters.allSignals') },
                  ...FRAUD_SIGNALS.map((value) => ({ value, label: t(`signals.${value}`) })),
                ]}
              />
              <NativeSelect
                label={t('filters.campaign')}
                {...select('campaign', query.campaignId)}
                data={[
                  { value: '', label: t('filters.allCampaigns') },
                  ...session.campaigns.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
              />
              <NativeSelect
                label={t('filters.country')}
                {...select('country', query.countryId)}
                data={[
                  { value: '', label: t('filters.allCountries') },
                  ...session.countries.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
              />
              <NativeSelect
                label={t('filters.store')}
                {...select('store', query.storeId)}
                data={[
                  { value: '', label: t('filters.allStores') },
                  ...stores.map((b) => ({ value: String(b.id), label: b.name })),
                ]}
              />
            </Group>
          </form>
        </>
      }
      feedback={feedback}
      query={list}
      empty={<Text>{t('empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <ConfirmDialog
          opened={reproving !== null}
          onClose={() => setReproving(null)}
          onConfirm={confirmReprove}
          title={t('dialog.title')}
          confirmLabel={t('dialog.confirm')}
          color="red"
          loading={decide.isPending}
        >
          <Text>{t('dialog.body', { count: reproving?.length ?? 0 })}</Text>
          <Textarea
            label={t('dialog.reason')}
            description={t('dialog.reasonHint')}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            rows={3}
          />
        </ConfirmDialog>
      }
    >
      {(data) => {
        const items = views(data);
        const ids = items.map((item) => item.id);
        const chosen = ids.filter((id) => selected.has(id));
        return (
          <>
            {chosen.length > 0 && (
              <Paper withBorder p="sm" component="section" aria-label={t('bulk.label')}>
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text fw={700}>{t('bulk.selected', { count: chosen.length })}</Text>
                  <Group gap="xs">
                    <Button
                      color="teal.9"
                      disabled={decide.isPending}
                      onClick={() => submit(chosen, 'approve')}
                    >
                      {t('bulk.approve')}
                    </Button>
                    <Button color="red" variant="light" onClick={() => askReprove(chosen)}>
                      {t('bulk.reprove')}
                    </Button>
                    <Button variant="default" onClick={() => setSelected(new Set())}>
                      {t('bulk.clear')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            )}
            <Results
              items={items}
              caption={t(kind === 'sales' ? 'count.sales' : 'count.photos', { count: data.count })}
              selected={selected}
              busy={decide.isPending}
              onToggle={(id, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onToggleAll={(on) => setSelected(on ? new Set(ids) : new Set())}
              onApprove={(item) => submit([item.id], 'approve')}
              onReprove={(item) => askReprove([item.id])}
            />
          </>
        );
      }}
    </StaffListPage>
  );
}
