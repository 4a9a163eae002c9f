import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LevelEvidence } from '../api.ts';
import { useLevelChangesTranslation } from '../i18n.ts';

type Item = NonNullable<LevelEvidence['item']>;

/** Where the rewards audit queue opens on one sale or photo, whatever its audit state. */
export function auditQueueLink(item: Item): string {
  const kind = item.queue === 'photos' ? 'kind=photos&' : '';
  return `/admin/rewards-audit?${kind}id=${item.id}`;
}

/**
 * The sale or store photo an evidence entry was posted for: its invoice number (or photo type), store, audit state,
 * the invoice or photo (a thumbnail linked to full size; a PDF by link), and a link opening it in the audit queue.
 */
export function EvidenceItem({ item }: { item: Item }) {
  const { t } = useLevelChangesTranslation();
  const what = t(item.queue === 'photos' ? 'detail.item.photo' : 'detail.item.sale', { label: item.label });
  const isImage = item.content_type?.startsWith('image/') ?? false;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {what}
      </Text>
      <Text size="sm">{t('detail.item.store', { store: item.store })}</Text>
      <Text size="sm">
        {t('detail.item.audit', { status: t(`detail.item.statuses.${item.audit_status}`) })}
      </Text>
      {item.image_url &&
        (isImage ? (
          <Anchor
            href={item.image_url}
            target="_blank"
            rel="noopener"
            aria-label={t('detail.item.image', { what })}
          >
            <img
              src={item.image_url}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
            />
          </Anchor>
        ) : (
          <Anchor href={item.image_url} target="_blank" rel="noopener" size="sm">
            {t('detail.item.file', { what })}
          </Anchor>
        ))}
      <Anchor component={Link} to={auditQueueLink(item)} size="sm">
        {t('detail.item.open', { what })}
      </Anchor>
    </Stack>
  );
}
