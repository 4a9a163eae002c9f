import type { SetupCampaign, SetupOptions } from '@elevar/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { useCountryOptions } from '../../../../i18n/countries.ts';
import { currentLanguage } from '../../../../i18n/index.ts';
import { DateInput } from '../../../../ui/DateInput.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useSaveCampaign, useSetupCampaign, useSetupOptions } from '../api.ts';
import { PhotoTypeFields, ProductFields } from '../components/CatalogueFields.tsx';
import {
  type CampaignValues,
  campaignValues,
  fieldsOf,
  requestOf,
  validateCampaign,
} from '../components/formValues.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';

/** The week's days in the interface language, Sunday first (0 … 6, as `photo_reset_day`). */
function useWeekdays(language: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday
    return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
  }, [language]);
}

function CampaignForm({ campaign, options }: { campaign: SetupCampaign | undefined; options: SetupOptions }) {
  const { t, i18n } = useRewardsSetupTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveCampaign(campaign?.id ?? null);
  const [note, setNote] = useState<string | null>(
    (location.state as { created?: boolean } | null)?.created ? t('editor.created') : null,
  );
  const [failure, setFailure] = useState<unknown>(null);
  const frozen = campaign?.has_begun ?? false;
  const formOptions = {
    initialValues: () => campaignValues(campaign),
    fields: [] as readonly string[],
    validate: (values: CampaignValues) => validateCampaign(values, t, language),
  };
  const form = useForm<CampaignValues>(formOptions);
  const { values } = form;
  // the fields follow the lines the form has now (the hook reads its options after this render)
  formOptions.fields = fieldsOf(values);
  const weekdays = useWeekdays(i18n.language);
  const countryOptions = useCountryOptions(options.countries);
  const chainName = new Map(options.chains.map((chain) => [chain.id, chain.name]));
  const storeCountry = new Map(options.stores.map((store) => [store.id, store.country_id]));
  const areaCountry = new Map(options.areas.map((area) => [area.id, area.country_id]));
  // a deactivated agency is offered only where the campaign already lists it (to keep or remove it)
  const agencies = options.agencies.filter(
    (agency) => agency.active || campaign?.agency_ids.includes(agency.id),
  );
  const stores = options.stores.filter(
    (store) => store.country_id !== null && values.country_ids.includes(String(store.country_id)),
  );

  const submit = form.onSubmit((submitted) => {
    setFailure(null);
    setNote(null);
    save.mutate(requestOf(submitted, storeCountry, areaCountry), {
      onSuccess: (saved) => {
        if (campaign) {
          form.reset(campaignValues(saved));
          setNote(t('editor.saved'));
        } else navigate(`/admin/rewards-campaigns/${saved.id}`, { replace: true, state: { created: true } });
      },
      onError: (error) => {
        const details = isApiError(error) ? error.details.filter((d) => d.field) : [];
        if (details.length > 0)
          form.setErrors(
            Object.fromEntries(details.map((d) => [d.field, { message: d.message }])) as FormErrors,
          );
        else setFailure(error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="lg">
        <div aria-live="polite">
          {note && (
            <Alert color="green" variant="light">
              {note}
            </Alert>
          )}
        </div>
        {frozen && (
          <Alert color="blue" variant="light">
            {t('editor.frozen')}
          </Alert>
        )}
        <TextInput label={t('editor.name')} withAsterisk maxLength={120} {...form.inputProps('name')} />
        <Stack gap={4}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateInput
              name="begin_date"
              label={t('editor.beginDate')}
              withAsterisk={!frozen}
              readOnly={frozen}
              value={values.begin_date}
              onChange={(value) => form.setValue('begin_date', value)}
              error={form.error('begin_date')}
            />
            <DateInput
              name="end_date"
              label={t('editor.endDate')}
              withAsterisk
              value={values.end_date}
              onChange={(value) => form.setValue('end_date', value)}
              error={form.error('end_date')}
            />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {t('editor.daysHint')}
          </Text>
        </Stack>
        <NativeSelect
          name="photo_reset_day"
          label={t('editor.resetDay')}
          description={t('editor.resetHint')}
          maw={360}
          value={values.photo_reset_day}
          onChange={(event) => form.setValue('photo_reset_day', event.currentTarget.value)}
          data={weekdays.map((label, day) => ({ value: String(day), label }))}
          error={form.error('photo_reset_day')}
        />
        <Checkbox.Group
          label={t('editor.countries')}
          value={values.country_ids}
          onChange={(ids) => form.setValue('country_ids', ids)}
          error={form.error('country_ids')}
        >
          <Group gap="md" mt="xs">
            {countryOptions.map((country) => (
              <Checkbox key={country.value} name="country_ids" value={country.value} label={country.label} />
            ))}
          </Group>
        </Checkbox.Group>
        {countryOptions
          .filter((country) => values.country_ids.includes(country.value))
          .map((country) => {
            const areas = options.areas.filter((area) => String(area.country_id) === country.value);
            if (areas.length === 0) return null;
            return (
              <Checkbox.Group
                key={country.value}
                label={t('editor.areas', { country: country.label })}
                description={t('editor.areasHint')}
                value={values.area_ids.filter((id) => areas.some((area) => String(area.id) === id))}
                onChange={(ids) =>
                  form.setValue('area_ids', [
                    ...values.area_ids.filter((id) => !areas.some((area) => String(area.id) === id)),
                    ...ids,
                  ])
                }
                error={form.error('area_ids')}
              >
                <Group gap="md" mt="xs">
                  {areas.map((area) => (
                    <Checkbox key={area.id} name="area_ids" value={String(area.id)} label={area.name} />
                  ))}
                </Group>
              </Checkbox.Group>
            );
          })}
        <Checkbox.Group
          label={t('editor.stores')}
          description={stores.length === 0 ? t('editor.noStores') : t('editor.storesHint')}
          value={values.store_ids}
          onChange={(ids) => form.setValue('store_ids', ids)}
          error={form.error('store_ids')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {stores.map((store) => (
              <Checkbox
                key={store.id}
                name="store_ids"
                value={String(store.id)}
                label={`${t('editor.storeZone', { name: store.name, zone: store.time_zone ?? '—' })} · ${
                  (store.chain_id !== null && chainName.get(store.chain_id)) || t('editor.chainless')
                }`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('editor.agencies')}
          value={values.agency_ids}
          onChange={(ids) => form.setValue('agency_ids', ids)}
          error={form.error('agency_ids')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {agencies.map((agency) => {
              const brands = agency.brands.filter((brand) => brand.active);
              return (
                <Checkbox
                  key={agency.id}
                  name="agency_ids"
                  value={String(agency.id)}
                  label={agency.active ? agency.name : t('editor.inactive', { name: agency.name })}
                  description={
                    brands.length === 0
                      ? t('editor.noBrands')
                      : t('editor.brands', { brands: brands.map((b) => b.name).join(', ') })
                  }
                />
              );
            })}
          </SimpleGrid>
        </Checkbox.Group>
        <ProductFields
          items={values.products}
          frozen={frozen}
          onChange={(products, field) => form.setValues({ products }, [field, 'products'])}
          error={form.error}
        />
        <PhotoTypeFields
          items={values.photo_types}
          frozen={frozen}
          onChange={(photoTypes, field) =>
            form.setValues({ photo_types: photoTypes }, [field, 'photo_types'])
          }
          error={form.error}
        />
        {failure !== null && <ErrorAlert error={failure} />}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Staff: /admin/rewards-campaigns/new and /admin/rewards-campaigns/:id (issue 13, operator screens): a reward
 * campaign's set-up — name, days (read in each store's zone), photo reset day, countries, eligible stores and
 * agencies, the product catalogue and photo types with their points (read-only once the campaign has begun).
 */
export function CampaignEditorPage() {
  const { t } = useRewardsSetupTranslation();
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const campaign = useSetupCampaign(valid ? id : null);
  const options = useSetupOptions();
  const title = id === null ? t('editor.newTitle') : (campaign.data?.name ?? t('list.title'));
  const failed = [options, ...(id === null ? [] : [campaign])].find((query) => query.isError);
  const body = () => {
    if (!valid) return <ListError error={new Error('not found')} onRetry={() => undefined} />;
    if (failed?.isError && isForbidden(failed.error)) return <Forbidden error={failed.error} />;
    if (failed?.isError) return <ListError error={failed.error} onRetry={() => void failed.refetch()} />;
    if (!options.data || (id !== null && !campaign.data)) return <ListLoader />;
    return <CampaignForm key={id ?? 'new'} campaign={campaign.data} options={options.data} />;
  };
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Anchor component={Link} to="/admin/rewards-campaigns">
        {t('editor.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {body()}
    </Stack>
  );
}
