import { RESULT_DESCRIPTION_MAX, RESULT_KINDS, type ResultKind, resultDateProblem } from '@elevar/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { DateInput } from '../../../../ui/DateInput.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { type RewardsSetupT, useRewardsSetupTranslation } from '../i18n.ts';
import { type ResultOptions, usePostResult, useResultOptions } from './api.ts';
import { useResultFormat } from './format.ts';

interface ResultValues {
  campaign_id: string;
  participant: string;
  kind: ResultKind;
  date: string;
  rule_code: string;
  description: string;
}

const FIELDS = ['campaign_id', 'participant', 'kind', 'date', 'rule_code', 'description'] as const;

/** What is wrong before sending: the required fields, the date inside the campaign and not ahead (the domain's rule). */
function problems(values: ResultValues, options: ResultOptions, t: RewardsSetupT): FormErrors {
  const errors: FormErrors = {};
  const required = { message: t('results.form.required') };
  for (const field of FIELDS) if (values[field].trim() === '') errors[field] = required;
  const campaign = options.campaigns.find((c) => String(c.id) === values.campaign_id);
  if (campaign && values.date) {
    const problem = resultDateProblem(values.date, campaign, options.today);
    if (problem)
      errors.date = {
        message: t(`results.form.${problem === 'rewards.result_date_future' ? 'future' : 'outside'}`),
      };
  }
  if (values.description.trim().length > RESULT_DESCRIPTION_MAX)
    errors.description = { code: 'text.too_long' };
  return errors;
}

function ResultForm({ options }: { options: ResultOptions }) {
  const { t } = useRewardsSetupTranslation();
  const navigate = useNavigate();
  const post = usePostResult();
  const format = useResultFormat();
  const first = options.campaigns[0];
  const form = useForm<ResultValues>({
    initialValues: {
      campaign_id: first ? String(first.id) : '',
      participant: '',
      kind: 'mystery_shopper',
      date: '',
      rule_code: first?.rules.find((r) => r.kind === 'mystery_shopper')?.code ?? '',
      description: '',
    },
    fields: FIELDS,
    validate: (values) => problems(values, options, t),
  });
  const { values } = form;
  const campaign = options.campaigns.find((c) => String(c.id) === values.campaign_id);
  const rules = campaign?.rules.filter((rule) => rule.kind === values.kind) ?? [];
  // a campaign or kind chosen anew starts with its first rule
  const choose = (campaignId: string, kind: ResultKind) => {
    const next = options.campaigns.find((c) => String(c.id) === campaignId);
    form.setValues({
      campaign_id: campaignId,
      kind,
      rule_code: next?.rules.find((rule) => rule.kind === kind)?.code ?? '',
    });
  };
  const submit = form.onSubmit((submitted) =>
    post.mutate(
      { ...submitted, campaign_id: Number(submitted.campaign_id) },
      {
        onSuccess: (result) =>
          navigate('/admin/rewards-results', {
            state: {
              posted: t('results.form.posted', { name: result.user.name, points: result.points }),
            },
          }),
        onError: (error) => {
          const details = isApiError(error) ? error.details.filter((d) => d.field) : [];
          if (details.length > 0)
            form.setErrors(
              Object.fromEntries(details.map((d) => [d.field, { message: d.message }])) as FormErrors,
            );
        },
      },
    ),
  );
  const failure = post.isError && !(isApiError(post.error) && post.error.details.some((d) => d.field));
  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="md" maw={560}>
        <NativeSelect
          name="campaign_id"
          label={t('results.campaign')}
          withAsterisk
          value={values.campaign_id}
          onChange={(event) => choose(event.currentTarget.value, values.kind)}
          data={options.campaigns.map((c) => ({ value: String(c.id), label: c.name }))}
          error={form.error('campaign_id')}
        />
        <TextInput
          label={t('results.form.participant')}
          description={t('results.form.participantHint')}
          withAsterisk
          maxLength={64}
          autoComplete="off"
          {...form.inputProps('participant')}
        />
        <NativeSelect
          name="kind"
          label={t('results.kind')}
          withAsterisk
          value={values.kind}
          onChange={(event) => choose(values.campaign_id, event.currentTarget.value as ResultKind)}
          data={RESULT_KINDS.map((value) => ({ value, label: t(`results.kinds.${value}`) }))}
        />
        <NativeSelect
          name="rule_code"
          label={t('results.form.rule')}
          description={t('results.form.ruleHint')}
          withAsterisk
          value={values.rule_code}
          onChange={(event) => form.setValue('rule_code', event.currentTarget.value)}
          data={
            rules.length === 0
              ? [{ value: '', label: t('results.form.noRule') }]
              : rules.map((rule) => ({
                  value: rule.code,
                  label: t('results.form.ruleOption', { rule: rule.description, points: rule.base_points }),
                }))
          }
          error={form.error('rule_code')}
        />
        <DateInput
          name="date"
          label={t('results.form.date')}
          description={
            campaign
              ? t('results.form.dateHint', {
                  begin: format.day(campaign.begin_date),
                  end: format.day(campaign.end_date),
                })
              : undefined
          }
          withAsterisk
          value={values.date}
          onChange={(value) => form.setValue('date', value)}
          error={form.error('date')}
        />
        <Textarea
          label={t('results.form.description')}
          description={t('results.form.descriptionHint')}
          withAsterisk
          rows={3}
          {...form.inputProps('description')}
        />
        {failure && <ErrorAlert error={post.error} />}
        <Group>
          <Button type="submit" loading={post.isPending}>
            {t('results.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Staff: /admin/rewards-results/new (issue 13): one mystery-shopper result or event participation, posted to the
 * participant's points once by the campaign's rule with the level multiplier, its description the reason.
 */
export function ResultFormPage() {
  const { t } = useRewardsSetupTranslation();
  const options = useResultOptions();
  return (
    <Stack gap="md">
      <DocumentTitle title={t('results.form.title')} />
      <Anchor component={Link} to="/admin/rewards-results">
        {t('results.back')}
      </Anchor>
      <Title order={1}>{t('results.form.title')}</Title>
      {options.isError && isForbidden(options.error) ? (
        <Forbidden error={options.error} />
      ) : options.isError ? (
        <ErrorAlert error={options.error} />
      ) : !options.data ? (
        <Text>{t('results.loading')}</Text>
      ) : options.data.campaigns.length === 0 ? (
        <Alert color="blue" variant="light">
          {t('results.noCampaign')}
        </Alert>
      ) : (
        <>
          <Text maw={720}>{t('results.form.intro')}</Text>
          <ResultForm options={options.data} />
        </>
      )}
    </Stack>
  );
}
