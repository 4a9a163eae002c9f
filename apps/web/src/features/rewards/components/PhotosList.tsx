import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import type { Photo } from '@elevar/contract';
import { formatDate, languageByCode } from '@elevar/domain';
import { Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/index.ts';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../ui/ListState.tsx';
import { usePhotos } from '../api.ts';
import { useRewardsTranslation } from '../i18n.ts';
import { STATUS_COLOR } from './SalesList.tsx';

const PAGE_SIZE = 10;

function PhotoCard({ photo }: { photo: Photo }) {
  const { t, i18n } = useRewardsTranslation();
  const languageId = languageByCode(currentLanguage(i18n))?.id ?? 1;
  const titleId = `photo-${photo.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Image
          src={photo.image_url}
          alt={t('photos.list.image', { type: photo.photo_type.name })}
          w={96}
          h={72}
          fit="cover"
          radius="sm"
        />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Title order={3} id={titleId}>
              {photo.photo_type.name}
            </Title>
            <Group gap="xs">
              <Badge color={STATUS_COLOR[photo.status]} variant="light">
                {t(`sales.status.${photo.status}`)}
              </Badge>
              <Text fw={700}>{t('sales.list.points', { points: photo.points })}</Text>
            </Group>
          </Group>
          <Text size="sm">
            {t('photos.list.details', {
              store: photo.store.name,
              week: formatDate(`${photo.week_start}T12:00:00Z`, languageId, 'UTC'),
              campaign: photo.campaign.name,
            })}
          </Text>
          {photo.status === 'reproved' && photo.reason && (
            <Text size="sm" c="red.8">
              {t('sales.list.reason', { reason: photo.reason })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The user's store photos, newest first, with their audit status, the reason of a reproval and their points. */
export function PhotosList() {
  const { t } = useRewardsTranslation();
  const [page, setPage] = useState(1);
  const photos = usePhotos(page, PAGE_SIZE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-photos">
      <Title order={2} id="my-photos">
        {t('photos.list.title')}
      </Title>
      <QueryList query={photos} empty={<EmptyList>{t('photos.list.empty')}</EmptyList>}>
        {(data) => (
          <Stack gap="sm">
            {data.results.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} />
            ))}
            <ListPagination
              page={page}
              count={data.count}
              pageSize={PAGE_SIZE}
              onChange={setPage}
              disabled={photos.isFetching}
              label={t('photos.list.pages')}
            />
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
