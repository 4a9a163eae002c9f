import '@mantine/core/styles/Paper.css';
import type { SetupAgency } from '@elevar/contract';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { useRewardsSetupTranslation } from '../i18n.ts';
import { useAgencies } from './api.ts';
import { ItemStatus, useListEditing } from './ListEditing.tsx';

/**
 * Staff: /admin/rewards-agencies (issue 13, operator screens): the client's companies/agencies, each with its brands
 * (SPEC §5: registration asks one agency and at least one of its brands), named in the four languages, renamed,
 * (de)activated, or deleted while no campaign or registration uses them. One card per agency on every screen: its
 * brands are a list inside it. Programme administrators.
 */
export function AgenciesPage() {
  const { t } = useRewardsSetupTranslation();
  const { page, goToPage } = useListParams();
  const agencies = useAgencies(page);
  const editing = useListEditing();
  const card = (agency: SetupAgency) => {
    const headingId = `agency-${agency.id}`;
    return (
      <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id={headingId}>
              {agency.name}
            </Title>
            <ItemStatus item={agency} />
          </Group>
          <Text size="sm">
            {t('lists.agencies.uses', { campaigns: agency.campaigns, registrations: agency.registrations })}
          </Text>
          {editing.actions('agency', agency, t('lists.agencies.renameTitle', { name: agency.name }))}
          <Stack gap={6} component="section" aria-label={t('lists.agencies.brands', { name: agency.name })}>
            <Text size="sm" fw={600}>
              {t('lists.agencies.brands', { name: agency.name })}
            </Text>
            {agency.brands.length === 0 ? (
              <Text size="sm">{t('lists.agencies.noBrands')}</Text>
            ) : (
              <List listStyleType="none" spacing="xs" pl={0}>
                {agency.brands.map((brand) => (
                  <List.Item key={brand.id}>
                    <Group gap="sm" wrap="wrap">
                      <Text size="sm" fw={500}>
                        {brand.name}
                      </Text>
                      <ItemStatus item={brand} />
                      <Text size="sm" c="gray.7">
                        {t('lists.agencies.brandUses', { count: brand.registrations })}
                      </Text>
                      {editing.actions(
                        'brand',
                        brand,
                        t('lists.agencies.renameBrandTitle', { name: brand.name }),
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            <Group>
              <Button
                size="xs"
                variant="light"
                aria-label={t('lists.agencies.addBrandLabel', { name: agency.name })}
                onClick={() =>
                  editing.create({
                    kind: 'brand',
                    agencyId: agency.id,
                    title: t('lists.agencies.brandTitle', { name: agency.name }),
                  })
                }
              >
                {t('lists.agencies.addBrand')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </Paper>
    );
  };
  return (
    <StaffListPage {...editing.frame('agencies')} query={agencies} page={page} onPageChange={goToPage}>
      {(data) => (
        <CardListSection
          caption={t('lists.agencies.count', { count: data.count })}
          items={data.results}
          itemKey={(agency) => agency.id}
        >
          {card}
        </CardListSection>
      )}
    </StaffListPage>
  );
}
