import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import type { RewardCard } from '@elevar/contract';
import { Anchor, Badge, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useStoreTranslation } from '../i18n.ts';

/** A reward as the store lists it: image, name (the link to its details), price, department and stock. */
export function RewardTile({ reward }: { reward: RewardCard }) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const titleId = `reward-${reward.id}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        {reward.image_url ? (
          <Image src={reward.image_url} alt="" h={140} fit="contain" radius="sm" />
        ) : (
          <Center h={140} bg="gray.1">
            <Text size="sm" c="dimmed">
              {t('store.noImage')}
            </Text>
          </Center>
        )}
        <Title order={2} size="h4" id={titleId}>
          <Anchor component={Link} to={`/reward-store/details/${reward.id}/`}>
            {reward.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {reward.department.name} · {reward.category.name}
        </Text>
        <Group justify="space-between" mt="auto" gap="xs">
          <Text fw={700}>{t('store.price', { points: numbers.format(reward.price) })}</Text>
          {reward.stock > 0 ? (
            <Badge variant="light" color="green">
              {t('store.stock', { count: numbers.format(reward.stock) })}
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              {t('store.soldOut')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
