import { Stack, Text, Title } from '@mantine/core';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { QueryList } from '../../../../ui/ListState.tsx';
import { PAGE_SIZE, useOutbox } from '../api.ts';
import { OUTBOX_CHANNELS, OutboxFilters } from '../components/OutboxFilters.tsx';
import { OutboxList } from '../components/OutboxList.tsx';
import { useAdminTranslation } from '../i18n.ts';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Staff: the messages the platform stored instead of (or before) sending them — e-mails, SMS and WhatsApp —
 * newest first, so recovery works on a fresh install without SMTP or an SMS provider (ARCHITECTURE §6).
 */
export function OutboxPage() {
  const { t } = useAdminTranslation();
  const { params, update } = useListParams();
  const channel = OUTBOX_CHANNELS.find((c) => c === params.get('channel')) ?? null;
  const recipient = params.get('recipient') ?? '';
  const page = pageOf(params.get('page'));
  const list = useOutbox({ channel, recipient, page });

  const title = t('outbox.title');
  if (list.isError && isForbidden(list.error)) {
    return (
      <Stack gap="lg">
        <DocumentTitle title={title} />
        <Title order={1}>{title}</Title>
        <Forbidden error={list.error} />
      </Stack>
    );
  }

  const data = list.data;
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm">
        {t('outbox.intro')}
      </Text>
      <OutboxFilters
        key={recipient}
        channel={channel}
        recipient={recipient}
        onChannelChange={(next) => update({ channel: next, page: null })}
        onSearch={(next) => update({ recipient: next, page: null })}
      />
      <QueryList query={list} empty={<Text>{t('outbox.empty')}</Text>}>
        {(data) => (
          <section aria-label={t('outbox.count', { count: data.count })}>
            <Text size="sm" mb="sm">
              {t('outbox.count', { count: data.count })}
            </Text>
            <OutboxList messages={data.results} />
          </section>
        )}
      </QueryList>
      {data && (
        <ListPagination
          page={page}
          count={data.count}
          pageSize={PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          disabled={list.isFetching}
        />
      )}
    </Stack>
  );
}
