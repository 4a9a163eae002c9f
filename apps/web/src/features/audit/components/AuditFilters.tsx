import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@elevar/contract';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { positiveInt } from '../../../app/staff/useListParams.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { dayParam } from '../../../ui/days.ts';
import { useAuditTranslation } from '../i18n.ts';
import { type AuditFilters as Filters, isInvertedRange } from '../params.ts';

export interface AuditFiltersProps {
  filters: Filters;
  onChange(changes: Partial<Filters>): void;
  onClear(): void;
}

/** Action, item type, the acting user's id and a date range; each applies as soon as it is whole (the URL keeps them). */
export function AuditFilters({ filters, onChange, onClear }: AuditFiltersProps) {
  const { t } = useAuditTranslation();
  const [actorText, setActorText] = useState(filters.actorId === null ? '' : String(filters.actorId));
  const actorInvalid = actorText.trim() !== '' && positiveInt(actorText.trim()) === null;
  // an actor chosen elsewhere (a name clicked in the list, the filters cleared) shows in the field
  useEffect(() => {
    setActorText((text) =>
      positiveInt(text.trim()) === filters.actorId
        ? text
        : filters.actorId === null
          ? ''
          : String(filters.actorId),
    );
  }, [filters.actorId]);
  const active = Object.values(filters).some((value) => value !== null);
  // a date applies once typed whole, or emptied; the field itself says when its text is not a date
  const typedDay = (value: string): { day: string | null } | null =>
    value === '' ? { day: null } : dayParam(value) ? { day: value } : null;
  return (
    <form aria-label={t('filtersLabel')} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('action')}
          value={filters.action ?? ''}
          onChange={(event) =>
            onChange({ action: AUDIT_ACTIONS.find((action) => action === event.currentTarget.value) ?? null })
          }
          data={[
            { value: '', label: t('allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
          ]}
        />
        <NativeSelect
          label={t('entity')}
          value={filters.entity ?? ''}
          onChange={(event) =>
            onChange({
              entity: AUDIT_ENTITIES.find((entity) => entity === event.currentTarget.value) ?? null,
            })
          }
          data={[
            { value: '', label: t('allEntities') },
            ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`entities.${entity}`) })),
          ]}
        />
        <TextInput
          label={t('actor')}
          inputMode="numeric"
          value={actorText}
          error={actorInvalid ? t('actorInvalid') : undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setActorText(text);
            const id = positiveInt(text.trim());
            if (text.trim() === '' || id !== null) onChange({ actorId: id });
          }}
        />
        <DateInput
          label={t('from')}
          value={filters.from ?? ''}
          onChange={(value) => {
            const typed = typedDay(value);
            if (typed) onChange({ from: typed.day });
          }}
        />
        <DateInput
          label={t('to')}
          value={filters.to ?? ''}
          error={isInvertedRange(filters) ? t('invertedRange') : undefined}
          onChange={(value) => {
            const typed = typedDay(value);
            if (typed) onChange({ to: typed.day });
          }}
        />
        {active && (
          <Button variant="subtle" onClick={onClear} mt={{ base: 0, sm: 25 }}>
            {t('clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
