import '@mantine/core/styles/Card.css';
import { formatDocument, formatPhone } from '@elevar/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useCountryName } from '../../../../i18n/countries.ts';
import classes from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { AccountFields } from './AccountFields.tsx';
import type { AccountListProps } from './AccountsTable.tsx';
import { ReviewButtons } from './ReviewButtons.tsx';
import { useVariantLabel } from './variantLabel.ts';

/** Mobile: one card per account, the same facts as the desktop table. */
export function AccountCards({ accounts, busy, caption, onApprove, onReject }: AccountListProps) {
  const { t } = useAdminTranslation();
  const variantLabel = useVariantLabel();
  const countryName = useCountryName();
  const none = t('accounts.none');
  return (
    <CardListSection
      caption={caption}
      items={accounts}
      itemKey={(account) => account.id}
      itemBusy={(account) => busy.has(account.id)}
    >
      {(account) => (
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <div>
              <Title order={2} size="h5">
                {account.full_name}
              </Title>
              <Text size="xs" c="dimmed">
                {account.username}
              </Text>
            </div>
            <dl className={classes.facts}>
              <dt>{t('accounts.columns.email')}</dt>
              <dd>{account.email ?? none}</dd>
              <dt>{t('accounts.columns.document')}</dt>
              <dd>{account.document ? formatDocument(account.document, account.country) : none}</dd>
              <dt>{t('accounts.columns.phone')}</dt>
              <dd>{account.phone_mobile ? formatPhone(account.phone_mobile, account.country) : none}</dd>
              <dt>{t('accounts.columns.country')}</dt>
              <dd>{account.country ? countryName(account.country) : none}</dd>
              <dt>{t('accounts.columns.variant')}</dt>
              <dd>{variantLabel(account.variant)}</dd>
              <dt>{t('accounts.columns.createdAt')}</dt>
              <dd>
                <FormattedDate value={account.created_at} />
              </dd>
            </dl>
            <AccountFields fields={account.fields} country={account.country} />
            <ReviewButtons
              account={account}
              busy={busy.has(account.id)}
              onApprove={onApprove}
              onReject={onReject}
            />
          </Stack>
        </Card>
      )}
    </CardListSection>
  );
}
