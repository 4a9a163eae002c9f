import '@mantine/core/styles/Paper.css';
import type { RewardDetail } from '@elevar/contract';
import { Alert, Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { campaignsPending } from '../../components/NoRewardsAccess.tsx';
import { redemptionKey, useRedeem, useReward } from '../api.ts';
import { PointsSummary } from '../components/PointsSummary.tsx';
import { useStoreTranslation } from '../i18n.ts';

/** Why the user cannot redeem now, as the screen tells it before they try (the server decides again). */
function blocker(reward: RewardDetail): 'soldOut' | 'notEnough' | 'trainingMissing' | 'limitReached' | null {
  if (reward.stock < 1) return 'soldOut';
  if (!reward.state.training_complete) return 'trainingMissing';
  if (reward.category.max_per_user !== null && reward.state.category_redeemed >= reward.category.max_per_user)
    return 'limitReached';
  if (reward.state.user_points < reward.price) return 'notEnough';
  return null;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function Details({ reward }: { reward: RewardDetail }) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const redeem = useRedeem();
  const [confirming, setConfirming] = useState(false);
  // one key per confirmation: a retry of the same confirmation is the same order
  const [key, setKey] = useState(redemptionKey);
  const [placed, setPlaced] = useState<{ id: number; held: boolean } | null>(null);
  const reason = blocker(reward);
  const confirm = () =>
    redeem.mutate(
      { id: reward.id, idempotencyKey: key },
      {
        onSuccess: (order) => {
          setPlaced({ id: order.id, held: order.status === 'pending_audit' });
          setKey(redemptionKey());
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <div>
        {reward.image_url && <Image src={reward.image_url} alt="" radius="sm" fit="contain" mah={320} />}
      </div>
      <div>
        <Stack gap="md">
          <Group component="dl" gap="xl" m={0}>
            <Fact label={t('reward.price')}>
              {t('store.price', { points: numbers.format(reward.price) })}
            </Fact>
            <Fact label={t('reward.stock')}>
              {reward.stock > 0 ? numbers.format(reward.stock) : t('store.soldOut')}
            </Fact>
            <Fact label={t('reward.department')}>{reward.department.name}</Fact>
            <Fact label={t('reward.category')}>{reward.category.name}</Fact>
          </Group>
          <Text size="sm">
            {reward.category.max_per_user === null
              ? t('reward.noMax')
              : t('reward.maxPerUser', {
                  max: reward.category.max_per_user,
                  count: reward.state.category_redeemed,
                })}
          </Text>
          <Paper withBorder p="md" component="section" aria-labelledby="reward-state">
            <Stack gap="xs">
              <Title order={2} size="h4" id="reward-state">
                {t('reward.state')}
              </Title>
              <PointsSummary state={reward.state} />
              <Text size="sm">
                {t('reward.levelPoints')}: {numbers.format(reward.state.level_points)}
              </Text>
              {reason === null && (
                <Text size="sm">
                  {t('reward.after', { points: numbers.format(reward.state.user_points - reward.price) })}
                </Text>
              )}
            </Stack>
          </Paper>
          <div role="status">
            {placed !== null && (
              <Alert color="green" variant="light">
                <Stack gap="xs">
                  <Text>{t(placed.held ? 'reward.doneHeld' : 'reward.done')}</Text>
                  <Anchor component={Link} to="/profile/orders">
                    {t('reward.toOrders')}
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </div>
          {redeem.isError && <ErrorAlert error={redeem.error} />}
          {reason !== null && reason !== 'soldOut' && <Text c="red.8">{t(`reward.${reason}`)}</Text>}
          <Group>
            <Button onClick={() => setConfirming(true)} disabled={reason !== null}>
              {t('reward.redeem')}
            </Button>
          </Group>
          <section aria-labelledby="reward-description">
            <Title order={2} size="h4" id="reward-description">
              {t('reward.description')}
            </Title>
            <Text>{reward.description}</Text>
          </section>
          <section aria-labelledby="reward-delivery">
            <Title order={2} size="h4" id="reward-delivery">
              {t('reward.delivery')}
            </Title>
            <Text>{reward.delivery_notes}</Text>
          </section>
        </Stack>
      </div>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t('reward.confirmTitle')}
        confirmLabel={t('reward.confirm')}
        loading={redeem.isPending}
      >
        <Text>{t('reward.confirmBody', { name: reward.name, points: numbers.format(reward.price) })}</Text>
      </ConfirmDialog>
    </SimpleGrid>
  );
}

/**
 * Route /reward-store/details/:id/ (SPEC §2): a reward's price, department, category and its maximum, stock left
 * in the user's country, image, description and delivery notes, the user's Reward state (SPEC §3), and the
 * redemption after a confirmation; SPEC §8's refusals shown as the server says them.
 */
export function RewardPage() {
  const { t } = useStoreTranslation();
  const id = positiveInt(useParams().id ?? null);
  const reward = useReward(id ?? 0);
  const notFound = <NotFound backTo="/reward-store" backLabel={t('reward.back')} />;
  if (id === null) return notFound;
  const back = (
    <Anchor component={Link} to="/reward-store">
      {t('reward.back')}
    </Anchor>
  );
  if (reward.isPending) return <ListLoader />;
  if (reward.isError) {
    if (isApiError(reward.error) && reward.error.status === 404) return notFound;
    return (
      <Stack gap="lg">
        {back}
        {campaignsPending(reward) ?? <ListError error={reward.error} onRetry={() => void reward.refetch()} />}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <DocumentTitle title={reward.data.name} />
      {back}
      <Title order={1}>{reward.data.name}</Title>
      <Details reward={reward.data} />
    </Stack>
  );
}
