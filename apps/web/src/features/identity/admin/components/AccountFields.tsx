import { Text } from '@mantine/core';
import { useAdminTranslation } from '../i18n.ts';
import classes from './AccountFields.module.css';

/** The registration's dynamic fields (the client's register config), as name: value pairs. */
export function AccountFields({ fields }: { fields: Record<string, unknown> }) {
  const { t } = useAdminTranslation();
  const entries = Object.entries(fields);
  if (entries.length === 0) return <Text size="sm">{t('accounts.none')}</Text>;
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('accounts.none');
    if (typeof value === 'boolean') return value ? t('accounts.yes') : t('accounts.no');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return (
    <dl className={classes.list}>
      {entries.map(([name, value]) => (
        <div key={name} className={classes.row}>
          <dt className={classes.term}>{name}</dt>
          <dd className={classes.value}>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
