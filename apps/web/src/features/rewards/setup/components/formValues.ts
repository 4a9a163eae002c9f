import type { SetupCampaign, SetupCampaignInput } from '@elevar/contract';
import {
  campaignSetupProblems,
  errorMessage,
  LANGUAGE_CODES,
  type LanguageCode,
  SETUP_PROBLEM_FIELD,
} from '@elevar/domain';
import type { FormErrors } from '../../../../ui/useForm.ts';
import type { RewardsSetupT } from '../i18n.ts';
import { emptyNames, type Names, nameField, trimmedNames } from './NamesFields.tsx';

/** The texts of a product line as the form edits them (points as typed). */
export const PRODUCT_FIELDS = [
  'product_type',
  'brand',
  'processor',
  'generation',
  'form_factor',
  'sku',
  'base_points',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductValues = { id: number | null } & Record<ProductField, string>;
export interface PhotoTypeValues {
  id: number | null;
  names: Names;
  base_points: string;
}

export const emptyPhotoType = (): PhotoTypeValues => ({ id: null, names: emptyNames(), base_points: '' });

export interface CampaignValues {
  name: string;
  begin_date: string;
  end_date: string;
  photo_reset_day: string;
  country_ids: string[];
  area_ids: string[];
  store_ids: string[];
  agency_ids: string[];
  products: ProductValues[];
  photo_types: PhotoTypeValues[];
}

export const emptyProduct = (): ProductValues => ({
  id: null,
  product_type: '',
  brand: '',
  processor: '',
  generation: '',
  form_factor: '',
  sku: '',
  base_points: '',
});

const ids = (values: readonly number[]) => values.map(String);

/** The form's values: the campaign's, or a new one's (Sunday reset, nothing chosen). */
export function campaignValues(campaign: SetupCampaign | undefined): CampaignValues {
  if (!campaign)
    return {
      name: '',
      begin_date: '',
      end_date: '',
      photo_reset_day: '0',
      country_ids: [],
      area_ids: [],
      store_ids: [],
      agency_ids: [],
      products: [],
      photo_types: [],
    };
  return {
    name: campaign.name,
    begin_date: campaign.begin_date,
    end_date: campaign.end_date,
    photo_reset_day: String(campaign.photo_reset_day),
    country_ids: ids(campaign.country_ids),
    area_ids: ids(campaign.area_ids),
    store_ids: ids(campaign.store_ids),
    agency_ids: ids(campaign.agency_ids),
    products: campaign.products.map((p) => ({ ...p, base_points: String(p.base_points) })),
    photo_types: campaign.photo_types.map((type) => ({ ...type, base_points: String(type.base_points) })),
  };
}

/** The fields in the order the form shows them (the first in error gets the focus). */
export function fieldsOf(values: CampaignValues): string[] {
  return [
    'name',
    'begin_date',
    'end_date',
    'photo_reset_day',
    'country_ids',
    'area_ids',
    'store_ids',
    'agency_ids',
    ...values.products.flatMap((_, i) => PRODUCT_FIELDS.map((field) => `products.${i}.${field}`)),
    'products',
    ...values.photo_types.flatMap((_, i) => [
      ...LANGUAGE_CODES.map((code) => nameField(`photo_types.${i}.names`, code)),
      `photo_types.${i}.base_points`,
    ]),
    'photo_types',
  ];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const wholePoints = (text: string) =>
  /^\d{1,7}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1_000_000;

/** What is wrong before sending: the fields required, whole points, and the domain's set-up rules. */
export function validateCampaign(
  values: CampaignValues,
  t: RewardsSetupT,
  language: LanguageCode,
): FormErrors {
  const errors: FormErrors = {};
  const required = { message: t('editor.required') };
  if (values.name.trim() === '') errors.name = required;
  if (!DAY.test(values.begin_date)) errors.begin_date = required;
  if (!DAY.test(values.end_date)) errors.end_date = required;
  values.products.forEach((product, i) => {
    for (const field of PRODUCT_FIELDS)
      if (field !== 'base_points' && product[field].trim() === '')
        errors[`products.${i}.${field}`] = required;
    if (!wholePoints(product.base_points))
      errors[`products.${i}.base_points`] = { message: t('editor.wholePoints') };
  });
  values.photo_types.forEach((type, i) => {
    for (const code of LANGUAGE_CODES)
      if (type.names[code].trim() === '') errors[nameField(`photo_types.${i}.names`, code)] = required;
    if (!wholePoints(type.base_points))
      errors[`photo_types.${i}.base_points`] = { message: t('editor.wholePoints') };
  });
  if (DAY.test(values.begin_date) && DAY.test(values.end_date))
    for (const problem of campaignSetupProblems(values))
      errors[SETUP_PROBLEM_FIELD[problem]] ??= { message: errorMessage(problem, language) };
  return errors;
}

/** The request: numbers as numbers, and only the stores and group 1 areas of the chosen countries. */
export function requestOf(
  values: CampaignValues,
  storeCountry: ReadonlyMap<number, number | null>,
  areaCountry: ReadonlyMap<number, number>,
): SetupCampaignInput {
  const countries = values.country_ids.map(Number);
  return {
    name: values.name.trim(),
    begin_date: values.begin_date,
    end_date: values.end_date,
    photo_reset_day: Number(values.photo_reset_day),
    country_ids: countries,
    area_ids: values.area_ids.map(Number).filter((id) => countries.includes(areaCountry.get(id) ?? -1)),
    store_ids: values.store_ids.map(Number).filter((id) => countries.includes(storeCountry.get(id) ?? -1)),
    agency_ids: values.agency_ids.map(Number),
    products: values.products.map((p) => ({ ...p, base_points: Number(p.base_points) })),
    photo_types: values.photo_types.map((type) => ({
      id: type.id,
      names: trimmedNames(type.names),
      base_points: Number(type.base_points),
    })),
  };
}
