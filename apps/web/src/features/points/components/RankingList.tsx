import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import type { Branch, Country, RankingEntry } from '@elevar/contract';
import { Avatar, Card, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useCountryOptions } from '../../../i18n/countries.ts';
import type { RankingFilters as Filters } from '../api.ts';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import { type CampaignOption, CampaignSelect } from './CampaignSelect.tsx';
import classes from './points.module.css';
import { TableScroll } from './TableScroll.tsx';

export interface RankingFiltersProps {
  filters: Filters;
  campaigns: readonly CampaignOption[];
  countries: readonly Country[];
  branches: readonly Branch[];
  onChange(changes: Partial<Filters>): void;
}

/** Campaign, country and store (branch); the stores offered are the chosen country's. */
export function RankingFilters({ filters, campaigns, countries, branches, onChange }: RankingFiltersProps) {
  const { t } = usePointsTranslation();
  const countryOptions = useCountryOptions(countries);
  const stores = branches.filter(
    (branch) =>
      filters.countryId === null || branch.country_id === null || branch.country_id === filters.countryId,
  );
  const pick = (value: string, ids: readonly { id: number }[]) => {
    const id = Number(value);
    return ids.some((item) => item.id === id) ? id : null;
  };
  return (
    <form aria-label={t('ranking.filters')} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {campaigns.length > 0 && (
          <CampaignSelect
            campaigns={campaigns}
            value={filters.campaignId}
            onChange={(campaignId) => onChange({ campaignId })}
            emptyLabel={t('campaign.current')}
          />
        )}
        <NativeSelect
          label={t('ranking.country')}
          value={filters.countryId === null ? '' : String(filters.countryId)}
          onChange={(event) => {
            const countryId = pick(event.currentTarget.value, countries);
            const branch = branches.find((b) => b.id === filters.branchId);
            const keepsBranch = !branch || countryId === null || branch.country_id === countryId;
            onChange(keepsBranch ? { countryId } : { countryId, branchId: null });
          }}
          data={[{ value: '', label: t('ranking.allCountries') }, ...countryOptions]}
        />
        <NativeSelect
          label={t('ranking.store')}
          value={filters.branchId === null ? '' : String(filters.branchId)}
          onChange={(event) => onChange({ branchId: pick(event.currentTarget.value, stores) })}
          data={[
            { value: '', label: t('ranking.allStores') },
            ...stores.map((branch) => ({ value: String(branch.id), label: branch.name })),
          ]}
        />
      </Group>
    </form>
  );
}

export interface RankingListProps {
  entries: readonly RankingEntry[];
  caption: string;
  showScore: boolean;
  /** The signed-in user: their row is marked. */
  userId: number;
}

function Person({ entry, mine }: { entry: RankingEntry; mine: boolean }) {
  const { t } = usePointsTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <span aria-hidden="true">
        <Avatar
          src={entry.image}
          alt=""
          size={32}
          radius="xl"
          name={entry.name}
          color="blue.9"
          variant="filled"
        />
      </span>
      <span>
        {entry.name}
        {mine && <span className={classes.mineTag}>{t('ranking.you')}</span>}
      </span>
    </Group>
  );
}

/** Desktop: position, participant and (when the client shows scores) score. */
export function RankingTable({ entries, caption, showScore, userId }: RankingListProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  return (
    <TableScroll label={caption} minWidth={420}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={110}>
              {t('ranking.columns.position')}
            </Table.Th>
            <Table.Th scope="col">{t('ranking.columns.participant')}</Table.Th>
            {showScore && (
              <Table.Th scope="col" ta="right">
                {t('ranking.columns.score')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const mine = entry.user_id === userId;
            return (
              <Table.Tr
                key={entry.user_id}
                className={mine ? classes.mine : undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <Table.Td fw={700}>{format.position(entry.position)}</Table.Td>
                <Table.Th scope="row" fw={mine ? 700 : 400}>
                  <Person entry={entry} mine={mine} />
                </Table.Th>
                {showScore && (
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {entry.score === undefined ? t('common.none') : format.number(entry.score)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Mobile: an ordered list of cards. */
export function RankingCards({ entries, caption, showScore, userId }: RankingListProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  return (
    <section aria-label={caption}>
      <Stack component="ol" gap="xs" className="elevar-plain-list">
        {entries.map((entry) => {
          const mine = entry.user_id === userId;
          return (
            <Card
              component="li"
              key={entry.user_id}
              withBorder
              padding="sm"
              className={mine ? classes.mine : undefined}
              aria-current={mine ? 'true' : undefined}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text fw={700} miw={44}>
                    {format.position(entry.position)}
                  </Text>
                  <Person entry={entry} mine={mine} />
                </Group>
                {showScore && entry.score !== undefined && (
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('ranking.scoreValue', { score: format.number(entry.score) })}
                  </Text>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}
