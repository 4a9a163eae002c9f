import { Text } from '@mantine/core';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { PAGE_SIZE, useOutbox } from '../api.ts';
import { OUTBOX_CHANNELS, OutboxFilters } from '../components/OutboxFilters.tsx';
import { OutboxList } from '../components/OutboxList.tsx';
import { useAdminTranslation } from '../i18n.ts';

/**
 * Staff: the messages the platform stored instead of (or before) sending them — e-mails, SMS and WhatsApp —
 * newest first, so recovery works on a fresh install without SMTP or an SMS provider (ARCHITECTURE §6).
 */
export function OutboxPage() {
  const { t } = useAdminTranslation();
  const { params, update, page, goToPage } = useListParams();
  const channel = OUTBOX_CHANNELS.find((c) => c === params.get('channel')) ?? null;
  const recipient = params.get('recipient') ?? '';
  const list = useOutbox({ channel, recipient, page });

  return (
    <StaffListPage
      title={t('outbox.title')}
      intro={
        <Text c="dimmed" size="sm">
          {t('outbox.intro')}
        </Text>
      }
      filters={
        <OutboxFilters
          key={recipient}
          channel={channel}
          recipient={recipient}
          onChannelChange={(next) => update({ channel: next, page: null })}
          onSearch={(next) => update({ recipient: next, page: null })}
        />
      }
      query={list}
      empty={<Text>{t('outbox.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => (
        <section aria-label={t('outbox.count', { count: data.count })}>
          <Text size="sm" mb="sm">
            {t('outbox.count', { count: data.count })}
          </Text>
          <OutboxList messages={data.results} />
        </section>
      )}
    </StaffListPage>
  );
}
