import { Button, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { useRewardsSetupTranslation } from '../i18n.ts';
import {
  emptyPhotoType,
  emptyProduct,
  type PhotoTypeValues,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductValues,
} from './formValues.ts';
import { NamesFields } from './NamesFields.tsx';

const LABEL = {
  product_type: 'editor.productType',
  brand: 'editor.brand',
  processor: 'editor.processor',
  generation: 'editor.generation',
  form_factor: 'editor.formFactor',
  sku: 'editor.sku',
  base_points: 'editor.points',
} as const satisfies Record<ProductField, string>;

interface ListProps<T> {
  items: readonly T[];
  /** Read-only: the campaign has begun and its catalogue is frozen. */
  frozen: boolean;
  onChange(items: T[], field: string): void;
  error(field: string): string | undefined;
}

const replaced = <T,>(items: readonly T[], index: number, item: T) =>
  items.map((current, i) => (i === index ? item : current));

/** The campaign's products: each a group of fields (editable until the campaign begins), or a table once frozen. */
export function ProductFields({ items, frozen, onChange, error }: ListProps<ProductValues>) {
  const { t } = useRewardsSetupTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="products-heading">
      <Title order={2} size="h4" id="products-heading">
        {t('editor.catalogue')}
      </Title>
      <Text size="sm">{t('editor.catalogueHint')}</Text>
      {items.length === 0 && <Text size="sm">{t('editor.noProducts')}</Text>}
      {frozen && items.length > 0 && (
        <DataTable caption={t('editor.catalogue')}>
          <Table.Thead>
            <Table.Tr>
              {PRODUCT_FIELDS.map((field) => (
                <Table.Th scope="col" key={field}>
                  {t(LABEL[field])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((product) => (
              <Table.Tr key={product.id ?? product.sku}>
                {PRODUCT_FIELDS.map((field) => (
                  <Table.Td key={field}>{product[field]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      )}
      {!frozen &&
        items.map((product, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new lines have no id; the position is the line
          <fieldset key={index} style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} mb={4}>
              {t('editor.product', { n: index + 1 })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {PRODUCT_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  name={`products.${index}.${field}`}
                  label={t(LABEL[field])}
                  withAsterisk
                  inputMode={field === 'base_points' ? 'numeric' : undefined}
                  maxLength={field === 'sku' ? 64 : 80}
                  value={product[field]}
                  error={error(`products.${index}.${field}`)}
                  onChange={(event) =>
                    onChange(
                      replaced(items, index, { ...product, [field]: event.currentTarget.value }),
                      `products.${index}.${field}`,
                    )
                  }
                />
              ))}
            </SimpleGrid>
            <Button
              mt={4}
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => onChange(items.toSpliced(index, 1), 'products')}
            >
              {t('editor.removeProduct', { n: index + 1 })}
            </Button>
          </fieldset>
        ))}
      {error('products') && (
        <Text size="sm" c="red.8" role="alert">
          {error('products')}
        </Text>
      )}
      {!frozen && (
        <Group>
          <Button variant="default" onClick={() => onChange([...items, emptyProduct()], 'products')}>
            {t('editor.addProduct')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The campaign's photo types, each named in the four languages, with their points, editable until it begins. */
export function PhotoTypeFields({ items, frozen, onChange, error }: ListProps<PhotoTypeValues>) {
  const { t } = useRewardsSetupTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="photo-types-heading">
      <Title order={2} size="h4" id="photo-types-heading">
        {t('editor.photoTypes')}
      </Title>
      <Text size="sm">{t('editor.photoTypesHint')}</Text>
      {items.length === 0 && <Text size="sm">{t('editor.noPhotoTypes')}</Text>}
      {items.map((type, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: new lines have no id; the position is the line
        <fieldset key={index} style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb={4}>
            {t('editor.photoType', { n: index + 1 })}
          </Text>
          <Stack gap="xs">
            <NamesFields
              prefix={`photo_types.${index}.names`}
              names={type.names}
              readOnly={frozen}
              maxLength={80}
              onChange={(names, field) => onChange(replaced(items, index, { ...type, names }), field)}
              error={error}
            />
            <Group align="flex-end" gap="sm">
              <TextInput
                name={`photo_types.${index}.base_points`}
                label={t('editor.points')}
                withAsterisk={!frozen}
                readOnly={frozen}
                inputMode="numeric"
                w={160}
                value={type.base_points}
                error={error(`photo_types.${index}.base_points`)}
                onChange={(event) =>
                  onChange(
                    replaced(items, index, { ...type, base_points: event.currentTarget.value }),
                    `photo_types.${index}.base_points`,
                  )
                }
              />
              {!frozen && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => onChange(items.toSpliced(index, 1), 'photo_types')}
                >
                  {t('editor.removePhotoType', { n: index + 1 })}
                </Button>
              )}
            </Group>
          </Stack>
        </fieldset>
      ))}
      {error('photo_types') && (
        <Text size="sm" c="red.8" role="alert">
          {error('photo_types')}
        </Text>
      )}
      {!frozen && (
        <Group>
          <Button variant="default" onClick={() => onChange([...items, emptyPhotoType()], 'photo_types')}>
            {t('editor.addPhotoType')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
