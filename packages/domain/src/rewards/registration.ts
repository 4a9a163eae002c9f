/**
 * Campaign registration (SPEC §5, "Registration" for campaign sign-up): each campaign needs its own registration,
 * naming stores (and so their retail chains), exactly one company/agency, brands of it, and the terms accepted.
 */

/** What a campaign offers to register with: its eligible stores (each in a retail chain) and agencies. */
export interface RegistrationOffer {
  stores: readonly { id: number; chainId: number }[];
  agencies: readonly { id: number; brandIds: readonly number[] }[];
}

/** The offer as the API lists it (chains with their stores, agencies with their brands), read as the rules need it. */
export function registrationOfferOf(listed: {
  chains: readonly { id: number; stores: readonly { id: number }[] }[];
  agencies: readonly { id: number; brands: readonly { id: number }[] }[];
}): RegistrationOffer {
  return {
    stores: listed.chains.flatMap((c) => c.stores.map((s) => ({ id: s.id, chainId: c.id }))),
    agencies: listed.agencies.map((a) => ({ id: a.id, brandIds: a.brands.map((b) => b.id) })),
  };
}

/** What the user chose on the form. Chains are named so "a store per chosen chain" can be checked. */
export interface RegistrationChoice {
  chainIds: readonly number[];
  storeIds: readonly number[];
  agencyIds: readonly number[];
  brandIds: readonly number[];
  acceptedTerms: boolean;
}

export const REGISTRATION_PROBLEMS = [
  'rewards.store_not_participating',
  'rewards.agency_not_participating',
  'rewards.one_agency',
  'rewards.brand_per_agency',
  'rewards.store_per_chain',
  'rewards.terms_required',
] as const;
export type RegistrationProblem = (typeof REGISTRATION_PROBLEMS)[number];

/** The field each problem belongs to, as the API and the form name it, so it is shown beside that field. */
export const REGISTRATION_PROBLEM_FIELD = {
  'rewards.store_not_participating': 'store_ids',
  'rewards.agency_not_participating': 'agency_ids',
  'rewards.one_agency': 'agency_ids',
  'rewards.brand_per_agency': 'brand_ids',
  'rewards.store_per_chain': 'store_ids',
  'rewards.terms_required': 'accepted_terms',
} as const satisfies Record<RegistrationProblem, string>;

/**
 * Every rule of SPEC §5 a registration breaks, in the form's order (none: it may be stored). Only eligible stores
 * and agencies join; exactly one company/agency; at least one of its brands (a brand of another agency does not
 * count); at least one store per chosen chain, and every chosen store in a chosen chain; terms accepted.
 */
export function registrationProblems(
  choice: RegistrationChoice,
  offer: RegistrationOffer,
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const stores = new Map(offer.stores.map((s) => [s.id, s.chainId]));
  const chains = new Set(choice.chainIds);
  const chosenStores = [...new Set(choice.storeIds)];
  if (
    chosenStores.some((id) => !stores.has(id)) ||
    choice.chainIds.some((c) => !offer.stores.some((s) => s.chainId === c))
  )
    problems.push('rewards.store_not_participating');
  else if (
    chains.size === 0 ||
    [...chains].some((chain) => !chosenStores.some((id) => stores.get(id) === chain)) ||
    chosenStores.some((id) => !chains.has(stores.get(id) ?? -1))
  )
    problems.push('rewards.store_per_chain');

  const agencies = [...new Set(choice.agencyIds)];
  const offered = agencies.map((id) => offer.agencies.find((a) => a.id === id));
  if (offered.some((a) => a === undefined)) problems.push('rewards.agency_not_participating');
  else if (agencies.length !== 1) problems.push('rewards.one_agency');
  else {
    const brands = offered[0]?.brandIds ?? [];
    const chosenBrands = new Set(choice.brandIds);
    if (chosenBrands.size === 0 || [...chosenBrands].some((b) => !brands.includes(b)))
      problems.push('rewards.brand_per_agency');
  }

  if (!choice.acceptedTerms) problems.push('rewards.terms_required');
  return problems;
}
