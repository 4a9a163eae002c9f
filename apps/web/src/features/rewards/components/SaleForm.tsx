import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { SaleForm as SaleFormData, SaleProduct, SaleStore } from '@elevar/contract';
import {
  errorMessage,
  formatDate,
  languageByCode,
  registrationDigits,
  saleDateProblem,
  saleLinePoints,
  saleTotalPoints,
} from '@elevar/domain';
import {
  Button,
  FileInput,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useFindSaleStore, useReportSale, useUploadInvoice } from '../api.ts';
import { useRewardsTranslation } from '../i18n.ts';

interface Line {
  product_id: string;
  quantity: number;
}

interface Values {
  invoice_number: string;
  sale_date: string;
  registration_number: string;
  chain_id: string;
  observation: string;
  lines: Line[];
}

/** The form's fields in the order it shows them, named as the API's field details name them. */
const FIELDS = ['invoice_number', 'sale_date', 'registration_number', 'chain_id', 'file', 'lines'] as const;
/** The API's fields that are shown beside another of the form's. */
const FIELD_OF: Record<string, string> = { store_id: 'registration_number', invoice_key: 'file' };

const EMPTY: Values = {
  invoice_number: '',
  sale_date: '',
  registration_number: '',
  chain_id: '',
  observation: '',
  lines: [{ product_id: '', quantity: 1 }],
};

/** A fresh Idempotency-Key for the next sale (random bytes: `randomUUID` needs a secure context). */
const newKey = () =>
  `sale-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** A catalogue product as the product list names it. */
export const productLabel = (p: Omit<SaleProduct, 'points'>) =>
  `${p.sku} · ${p.product_type} ${p.brand} · ${p.processor} ${p.generation} · ${p.form_factor}`;

/**
 * The sale form of SPEC §3: invoice number, sale date, the store found by its registration number (its chain set
 * with it), the invoice photo or PDF, an observation and product lines from the campaign's catalogue, each with its
 * points and the total before sending (fixed values × the user's level multiplier, as the ledger credits them).
 * SPEC §5's rules are checked as the server checks them; the server's refusals are shown beside their fields.
 */
export function SaleForm({
  form: data,
  onReported,
}: {
  form: SaleFormData;
  onReported(message: string): void;
}) {
  const { t, i18n } = useRewardsTranslation();
  const language = currentLanguage(i18n);
  const languageId = languageByCode(language)?.id ?? 1;
  const [store, setStore] = useState<SaleStore | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invoiceKey, setInvoiceKey] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [failure, setFailure] = useState<unknown>(null);
  const findStore = useFindSaleStore();
  const upload = useUploadInvoice();
  const report = useReportSale();
  const products = new Map(data.products.map((p) => [String(p.id), p]));
  const zone = store?.time_zone ?? data.time_zone;

  const validate = (values: Values): FormErrors => {
    const errors: FormErrors = {};
    const required = { code: 'field.required' } as const;
    if (values.invoice_number.trim() === '') errors.invoice_number = required;
    if (values.sale_date === '') errors.sale_date = required;
    else if (/^\d{4}-\d{2}-\d{2}$/.test(values.sale_date)) {
      const problem = saleDateProblem({
        saleDate: values.sale_date,
        campaign: data.campaign,
        timeZone: zone,
        now: new Date(),
      });
      if (problem) errors.sale_date = { message: errorMessage(problem, language) };
    }
    if (!store) errors.registration_number = required;
    if (values.chain_id === '') errors.chain_id = required;
    else if (store && String(store.chain.id) !== values.chain_id)
      errors.chain_id = { message: errorMessage('rewards.store_not_participating', language) };
    if (!file && !invoiceKey) errors.file = required;
    if (values.lines.length === 0 || values.lines.some((l) => !products.has(l.product_id) || l.quantity < 1))
      errors.lines = required;
    return errors;
  };
  const form = useForm<Values>({ initialValues: EMPTY, fields: FIELDS, validate });
  const { values } = form;

  const priced = values.lines.map((line) => {
    const product = products.get(line.product_id);
    return { basePoints: product?.base_points ?? 0, quantity: line.quantity };
  });
  const total = saleTotalPoints(priced, data.multiplier);
  const setLines = (lines: Line[]) => form.setValues({ lines });

  const lookUp = () => {
    setStore(null);
    if (registrationDigits(values.registration_number) === '') {
      form.setErrors({ registration_number: { code: 'field.required' } });
      return;
    }
    findStore.mutate(
      { campaignId: data.campaign.id, registrationNumber: values.registration_number },
      {
        onSuccess: (found) => {
          setStore(found);
          form.setValues({ chain_id: String(found.chain.id) }, ['chain_id', 'registration_number']);
        },
        onError: (error) =>
          form.setErrors({
            registration_number: { message: isApiError(error) ? error.message : String(error) },
          }),
      },
    );
  };

  const fail = (error: unknown) => {
    const found: FormErrors = {};
    if (isApiError(error))
      for (const detail of error.details) {
        const field = FIELD_OF[detail.field] ?? detail.field;
        if ((FIELDS as readonly string[]).includes(field)) found[field] ??= { message: detail.message };
      }
    form.setErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
  };

  const send = async (sent: Values) => {
    setFailure(null);
    if (!store) return;
    try {
      let key = invoiceKey;
      if (key === null && file) {
        key = (await upload.mutateAsync(file)).key;
        setInvoiceKey(key);
      }
      if (key === null) return;
      const sale = await report.mutateAsync({
        campaignId: data.campaign.id,
        idempotencyKey,
        body: {
          invoice_number: sent.invoice_number.trim(),
          sale_date: sent.sale_date,
          chain_id: Number(sent.chain_id),
          store_id: store.id,
          invoice_key: key,
          ...(sent.observation.trim() === '' ? {} : { observation: sent.observation.trim() }),
          lines: sent.lines.map((l) => ({ product_id: Number(l.product_id), quantity: l.quantity })),
        },
      });
      form.reset(EMPTY);
      setStore(null);
      setFile(null);
      setInvoiceKey(null);
      setIdempotencyKey(newKey());
      onReported(t('sales.done', { invoice: sale.invoice_number, points: sale.points }));
    } catch (error) {
      fail(error);
    }
  };

  const busy = upload.isPending || report.isPending;
  const formId = `sale-${data.campaign.id}`;
  if (data.products.length === 0) return <Text>{t('sales.noProducts')}</Text>;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit((v) => void send(v))}
      noValidate
      aria-labelledby={formId}
    >
      <Stack gap="md">
        <Title order={2} id={formId}>
          {t('sales.formTitle', { campaign: data.campaign.name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('sales.invoiceNumber')}
            withAsterisk
            maxLength={40}
            {...form.inputProps('invoice_number')}
          />
          <DateInput
            label={t('sales.saleDate')}
            name="sale_date"
            withAsterisk
            description={t('sales.saleDateHint', {
              from: formatDate(`${data.earliest_sale_date}T12:00:00Z`, languageId, 'UTC'),
              to: formatDate(`${data.today}T12:00:00Z`, languageId, 'UTC'),
              zone,
            })}
            value={values.sale_date}
            onChange={(sale_date) => form.setValues({ sale_date })}
            error={form.error('sale_date')}
          />
          <Stack gap={4}>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('sales.registrationNumber')}
                description={t('sales.registrationHint')}
                withAsterisk
                inputMode="numeric"
                maxLength={64}
                {...form.inputProps('registration_number')}
                onChange={(event) => {
                  setStore(null);
                  form.setValues({ registration_number: event.currentTarget.value });
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    lookUp();
                  }
                }}
              />
              <Button variant="light" onClick={lookUp} loading={findStore.isPending}>
                {t('sales.findStore')}
              </Button>
            </Group>
            <div role="status">
              {store && (
                <Text size="sm" fw={600}>
                  {t('sales.storeFound', { store: store.name, chain: store.chain.name })}
                </Text>
              )}
            </div>
          </Stack>
          <NativeSelect
            label={t('sales.chain')}
            withAsterisk
            name="chain_id"
            value={values.chain_id}
            onChange={(event) => form.setValues({ chain_id: event.currentTarget.value })}
            error={form.error('chain_id')}
            data={[
              { value: '', label: t('sales.chooseChain') },
              ...data.chains.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <FileInput
            label={t('sales.invoiceFile')}
            description={t('sales.invoiceHint')}
            withAsterisk
            name="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setInvoiceKey(null);
              form.setErrors({});
            }}
            error={form.error('file')}
          />
          <Textarea
            label={t('sales.observation')}
            rows={2}
            maxLength={256}
            {...form.inputProps('observation')}
          />
        </SimpleGrid>

        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={3} component="legend">
            {t('sales.products')}
          </Title>
          <Text size="sm">
            {t('sales.multiplier', {
              level: t(`sales.level.${data.level as 'junior'}`),
              multiplier: new Intl.NumberFormat(language).format(data.multiplier),
            })}
          </Text>
          {values.lines.map((line, index) => {
            const n = index + 1;
            const product = products.get(line.product_id);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the form
              <Paper key={index} withBorder p="sm">
                <Group align="flex-end" gap="sm">
                  <NativeSelect
                    style={{ flex: 3, minWidth: 220 }}
                    label={t('sales.product', { n })}
                    name={index === 0 ? 'lines' : `lines.${index}`}
                    value={line.product_id}
                    onChange={(event) =>
                      setLines(
                        values.lines.map((l, i) =>
                          i === index ? { ...l, product_id: event.currentTarget.value } : l,
                        ),
                      )
                    }
                    data={[
                      { value: '', label: t('sales.chooseProduct') },
                      ...data.products.map((p) => ({ value: String(p.id), label: productLabel(p) })),
                    ]}
                  />
                  <NumberInput
                    style={{ flex: 1, minWidth: 110 }}
                    label={t('sales.quantity', { n })}
                    min={1}
                    max={999}
                    allowDecimal={false}
                    allowNegative={false}
                    value={line.quantity}
                    onChange={(value) =>
                      setLines(
                        values.lines.map((l, i) =>
                          i === index ? { ...l, quantity: Number(value) || 1 } : l,
                        ),
                      )
                    }
                  />
                  <Text fw={600} aria-live="polite" style={{ minWidth: 100 }}>
                    {t('sales.linePoints', {
                      points: product
                        ? saleLinePoints(product.base_points, line.quantity, data.multiplier)
                        : 0,
                    })}
                  </Text>
                  {values.lines.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => setLines(values.lines.filter((_, i) => i !== index))}
                    >
                      {t('sales.removeProduct', { n })}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
          {form.error('lines') && (
            <Text c="red.8" size="sm" role="alert">
              {form.error('lines')}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => setLines([...values.lines, { product_id: '', quantity: 1 }])}
              disabled={values.lines.length >= 50}
            >
              {t('sales.addProduct')}
            </Button>
            <Text fw={700} size="lg" aria-live="polite">
              {t('sales.total', { points: total })}
            </Text>
          </Group>
        </Stack>
        {failure !== null && <ErrorAlert error={failure} />}
        <Group>
          <Button type="submit" loading={busy}>
            {t('sales.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
