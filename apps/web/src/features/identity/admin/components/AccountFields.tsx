import { formatDocument, formatPhone } from '@elevar/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import type { ReviewAccount } from '../api.ts';
import { type AdminTextKey, useAdminTranslation } from '../i18n.ts';
import classes from './AccountFields.module.css';

type ReviewField = ReviewAccount['fields'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the registration asked beyond the common fields, as label: answer pairs in the interface language: the
 * client's own fields come labelled by the server, profile fields are named here. Phones and documents are shown
 * with the mask of the account's country.
 */
export function AccountFields({
  fields,
  country,
}: {
  fields: readonly ReviewField[];
  country: string | null;
}) {
  const { t } = useAdminTranslation();
  if (fields.length === 0) return <Text size="sm">{t('accounts.none')}</Text>;
  const show = ({ type, value }: ReviewField): ReactNode => {
    if (typeof value === 'boolean') return value ? t('accounts.yes') : t('accounts.no');
    if (value === '') return t('accounts.none');
    if (type === 'date' && DAY.test(value)) return <FormattedDate value={value} />;
    if (type === 'phone') return formatPhone(value, country);
    if (type === 'document') return formatDocument(value, country);
    return value;
  };
  return (
    <dl className={classes.list}>
      {fields.map((field) => (
        <div key={field.name} className={classes.row}>
          <dt className={classes.term}>
            {field.label ?? t(`accounts.fieldNames.${field.name}` as AdminTextKey)}
          </dt>
          <dd className={classes.value}>{show(field)}</dd>
        </div>
      ))}
    </dl>
  );
}
