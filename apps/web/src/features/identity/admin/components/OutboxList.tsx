import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { LinkifiedText } from '../../../../ui/LinkifiedText.tsx';
import type { OutboxEntry } from '../api.ts';
import { useAdminTranslation } from '../i18n.ts';
import classes from './OutboxList.module.css';

const STATUS_COLORS: Record<OutboxEntry['status'], string> = { stored: 'gray', sent: 'teal', failed: 'red' };

/**
 * Messages as a list of disclosures: the summary (channel, recipient, subject, date, status) opens the body, so an
 * operator can read a recovery link or an SMS code. Links in the body are followed as they are.
 */
export function OutboxList({ messages }: { messages: readonly OutboxEntry[] }) {
  const { t } = useAdminTranslation();
  return (
    <Accordion multiple variant="separated" chevronPosition="left">
      {messages.map((message) => (
        <Accordion.Item key={message.id} value={String(message.id)}>
          <Accordion.Control>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color="blue">
                  {t(`channels.${message.channel}`)}
                </Badge>
                <Text span fw={600} className={classes.recipient}>
                  {message.recipient}
                </Text>
                <Badge variant="outline" color={STATUS_COLORS[message.status]}>
                  {t(`outbox.statuses.${message.status}`)}
                </Badge>
              </Group>
              <Text span size="sm">
                {message.subject ?? message.template}
              </Text>
              <Text span size="xs" c="dimmed">
                <FormattedDate value={message.created_at} />
              </Text>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            <dl className={classes.meta}>
              <dt>{t('outbox.template')}</dt>
              <dd>{message.template}</dd>
              {message.subject && (
                <>
                  <dt>{t('outbox.subject')}</dt>
                  <dd>{message.subject}</dd>
                </>
              )}
            </dl>
            <div className={classes.body}>
              <LinkifiedText text={message.body} />
            </div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
