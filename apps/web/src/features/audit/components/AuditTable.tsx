import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@elevar/contract';
import { Anchor, Table, Text } from '@mantine/core';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import type { AuditEvent } from '../api.ts';
import { type AuditT, useAuditTranslation } from '../i18n.ts';

export interface AuditTableProps {
  events: readonly AuditEvent[];
  caption: string;
  /** Narrows the list to one person's actions. */
  onActor(actorId: number): void;
}

/** An action or item type in the user's language; a code this screen does not know (a retired one) as it is. */
function actionLabel(t: AuditT, action: string): string {
  const known = AUDIT_ACTIONS.find((code) => code === action);
  return known ? t(`actions.${known}`) : action;
}

function entityLabel(t: AuditT, entity: string): string {
  const known = AUDIT_ENTITIES.find((code) => code === entity);
  return known ? t(`entities.${known}`) : entity;
}

/** One row per staff action, newest first: when, who, what, on which item, and the fields it wrote. */
export function AuditTable({ events, caption, onActor }: AuditTableProps) {
  const { t, i18n } = useAuditTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('columns.at')}</Table.Th>
          <Table.Th scope="col">{t('columns.actor')}</Table.Th>
          <Table.Th scope="col">{t('columns.action')}</Table.Th>
          <Table.Th scope="col">{t('columns.item')}</Table.Th>
          <Table.Th scope="col">{t('columns.fields')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => (
          <Table.Tr key={event.id}>
            <Table.Td>
              <FormattedDate value={event.at} />{' '}
              <Text span size="sm" c="gray.7">
                {time.format(new Date(event.at))}
              </Text>
            </Table.Td>
            <Table.Th scope="row" fw={400}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => onActor(event.actor.id)}
                aria-label={t('onlyActor', { name: event.actor.full_name })}
              >
                {event.actor.full_name}
              </Anchor>
              <Text size="xs" c="gray.7">
                {event.actor.username}
              </Text>
            </Table.Th>
            <Table.Td>{actionLabel(t, event.action)}</Table.Td>
            <Table.Td>
              {entityLabel(t, event.entity_type)}
              {event.entity_id !== null && ` ${t('itemId', { id: event.entity_id })}`}
            </Table.Td>
            <Table.Td>{event.fields.length > 0 ? event.fields.join(', ') : t('none')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
