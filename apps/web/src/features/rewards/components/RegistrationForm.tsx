import type { CampaignRegistrationRequest, RegistrationOffer, RewardsCampaign } from '@elevar/contract';
import {
  errorMessage,
  type LanguageCode,
  REGISTRATION_PROBLEM_FIELD,
  type RegistrationChoice,
  registrationOfferOf,
  registrationProblems,
} from '@elevar/domain';
import { Button, Checkbox, Group, List, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useRegisterForCampaign } from '../api.ts';
import { useRewardsTranslation } from '../i18n.ts';

interface Values {
  chain_ids: string[];
  store_ids: string[];
  agency_ids: string;
  brand_ids: string[];
  accepted_terms: boolean;
}

/** The form's fields in the order it shows them, named as the API's field details name them. */
const FIELDS = ['chain_ids', 'store_ids', 'agency_ids', 'brand_ids', 'accepted_terms'] as const;

const numbers = (values: readonly string[]) => values.map(Number);

/** The request the form sends, in the API's names. */
function requestOf(values: Values): CampaignRegistrationRequest {
  return {
    chain_ids: numbers(values.chain_ids),
    store_ids: numbers(values.store_ids),
    agency_ids: values.agency_ids === '' ? [] : [Number(values.agency_ids)],
    brand_ids: numbers(values.brand_ids),
    accepted_terms: values.accepted_terms,
  };
}

function choiceOf(values: Values): RegistrationChoice {
  const request = requestOf(values);
  return {
    chainIds: request.chain_ids,
    storeIds: request.store_ids,
    agencyIds: request.agency_ids,
    brandIds: request.brand_ids,
    acceptedTerms: request.accepted_terms,
  };
}

/** SPEC §5's rules, checked as the server checks them, each message beside its field. */
function problemsOf(values: Values, offer: RegistrationOffer, language: LanguageCode): FormErrors {
  const errors: FormErrors = {};
  const problems = registrationProblems(choiceOf(values), registrationOfferOf(offer));
  for (const problem of problems)
    errors[REGISTRATION_PROBLEM_FIELD[problem]] ??= {
      message: errorMessage(problem, language),
    };
  return errors;
}

/**
 * Registration for a campaign (SPEC §5): retail chains and their stores, one company/agency and its brands, the
 * terms; the rules shown above, each broken one beside its field, the server's refusals likewise.
 */
export function RegistrationForm({
  campaign,
  offer,
  onRegistered,
  onCancel,
}: {
  campaign: RewardsCampaign;
  offer: RegistrationOffer;
  onRegistered(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useRewardsTranslation();
  const language = currentLanguage(i18n);
  const register = useRegisterForCampaign();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    initialValues: { chain_ids: [], store_ids: [], agency_ids: '', brand_ids: [], accepted_terms: false },
    fields: FIELDS,
    validate: (values) => problemsOf(values, offer, language),
  });
  const { values } = form;
  const chosenChains = offer.chains.filter((c) => values.chain_ids.includes(String(c.id)));
  const agency = offer.agencies.find((a) => String(a.id) === values.agency_ids);

  const setChains = (chainIds: string[]) => {
    const stores = new Set(
      offer.chains
        .filter((c) => chainIds.includes(String(c.id)))
        .flatMap((c) => c.stores.map((s) => String(s.id))),
    );
    form.setValues({ chain_ids: chainIds, store_ids: values.store_ids.filter((id) => stores.has(id)) });
  };

  const fail = (error: unknown) => {
    const found: FormErrors = {};
    if (isApiError(error))
      for (const detail of error.details)
        if ((FIELDS as readonly string[]).includes(detail.field))
          found[detail.field] ??= { message: detail.message };
    form.setErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
  };

  const send = (sent: Values) => {
    setFailure(null);
    register.mutate({ id: campaign.id, body: requestOf(sent) }, { onSuccess: onRegistered, onError: fail });
  };

  if (offer.chains.length === 0) return <Text>{t('form.nothingOffered')}</Text>;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit(send)}
      noValidate
      aria-labelledby={`register-${campaign.id}`}
    >
      <Stack gap="md">
        <Title order={4} id={`register-${campaign.id}`}>
          {t('form.title', { campaign: campaign.name })}
        </Title>
        <Stack gap={4}>
          <Text fw={600} id={`rules-${campaign.id}`}>
            {t('form.rulesTitle')}
          </Text>
          <List size="sm" aria-labelledby={`rules-${campaign.id}`}>
            <List.Item>{t('form.ruleStore')}</List.Item>
            <List.Item>{t('form.ruleAgency')}</List.Item>
            <List.Item>{t('form.ruleBrand')}</List.Item>
            <List.Item>{t('form.ruleEligible')}</List.Item>
          </List>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Checkbox.Group
            label={t('form.chains')}
            withAsterisk
            value={values.chain_ids}
            onChange={setChains}
            error={form.error('chain_ids')}
          >
            <Stack gap="xs" mt="xs">
              {offer.chains.map((chain) => (
                <Checkbox key={chain.id} name="chain_ids" value={String(chain.id)} label={chain.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group
            label={t('form.stores')}
            description={chosenChains.length === 0 ? t('form.storesHint') : undefined}
            withAsterisk
            value={values.store_ids}
            onChange={(storeIds) => form.setValues({ store_ids: storeIds })}
            error={form.error('store_ids')}
          >
            <Stack gap="xs" mt="xs">
              {chosenChains.flatMap((chain) =>
                chain.stores.map((store) => (
                  <Checkbox
                    key={store.id}
                    name="store_ids"
                    value={String(store.id)}
                    label={`${store.name} · ${chain.name}`}
                  />
                )),
              )}
            </Stack>
          </Checkbox.Group>
          <Radio.Group
            label={t('form.agency')}
            withAsterisk
            value={values.agency_ids}
            onChange={(agencyId) =>
              form.setValues({ agency_ids: agencyId, brand_ids: [] }, ['agency_ids', 'brand_ids'])
            }
            error={form.error('agency_ids')}
          >
            <Stack gap="xs" mt="xs">
              {offer.agencies.map((a) => (
                <Radio key={a.id} name="agency_ids" value={String(a.id)} label={a.name} />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox.Group
            label={t('form.brands')}
            description={agency ? undefined : t('form.brandsHint')}
            withAsterisk
            value={values.brand_ids}
            onChange={(brandIds) => form.setValues({ brand_ids: brandIds })}
            error={form.error('brand_ids')}
          >
            <Stack gap="xs" mt="xs">
              {(agency?.brands ?? []).map((brand) => (
                <Checkbox key={brand.id} name="brand_ids" value={String(brand.id)} label={brand.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </SimpleGrid>
        <Checkbox
          name="accepted_terms"
          label={t('form.terms')}
          checked={values.accepted_terms}
          onChange={(event) => form.setValues({ accepted_terms: event.currentTarget.checked })}
          error={form.error('accepted_terms')}
        />
        {failure !== null && <ErrorAlert error={failure} />}
        <Group gap="sm">
          <Button type="submit" loading={register.isPending}>
            {t('form.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={register.isPending}>
            {t('campaigns.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
