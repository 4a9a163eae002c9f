import { describe, expect, it } from 'vitest';
import { type RegistrationChoice, type RegistrationOffer, registrationProblems } from './registration.ts';

// chain 10 has stores 1 and 2, chain 20 has store 3; agency 100 has brands 7 and 8, agency 200 brand 9
const offer: RegistrationOffer = {
  stores: [
    { id: 1, chainId: 10 },
    { id: 2, chainId: 10 },
    { id: 3, chainId: 20 },
  ],
  agencies: [
    { id: 100, brandIds: [7, 8] },
    { id: 200, brandIds: [9] },
  ],
};
const valid: RegistrationChoice = {
  chainIds: [10],
  storeIds: [1],
  agencyIds: [100],
  brandIds: [7],
  acceptedTerms: true,
};

describe('registrationProblems (SPEC §5 campaign sign-up)', () => {
  it.each<[string, Partial<RegistrationChoice>, string[]]>([
    ['one store of the one chain, one agency, one of its brands', {}, []],
    ['stores of two chains, each chain with one', { chainIds: [10, 20], storeIds: [2, 3] }, []],
    ['two brands of the agency', { brandIds: [7, 8] }, []],
    ['a store the campaign does not list', { storeIds: [1, 99] }, ['rewards.store_not_participating']],
    ['a chain the campaign does not list', { chainIds: [10, 30] }, ['rewards.store_not_participating']],
    [
      'a chain chosen without a store of it',
      { chainIds: [10, 20], storeIds: [1] },
      ['rewards.store_per_chain'],
    ],
    ['a store outside the chosen chains', { storeIds: [1, 3] }, ['rewards.store_per_chain']],
    ['no chain and no store', { chainIds: [], storeIds: [] }, ['rewards.store_per_chain']],
    ['no agency', { agencyIds: [] }, ['rewards.one_agency']],
    ['two agencies', { agencyIds: [100, 200], brandIds: [7, 9] }, ['rewards.one_agency']],
    ['an agency the campaign does not list', { agencyIds: [300] }, ['rewards.agency_not_participating']],
    ['no brand', { brandIds: [] }, ['rewards.brand_per_agency']],
    ['a brand of another agency', { brandIds: [9] }, ['rewards.brand_per_agency']],
    ['terms not accepted', { acceptedTerms: false }, ['rewards.terms_required']],
    [
      'everything missing',
      { chainIds: [], storeIds: [], agencyIds: [], brandIds: [], acceptedTerms: false },
      ['rewards.store_per_chain', 'rewards.one_agency', 'rewards.terms_required'],
    ],
  ])('%s', (_, change, problems) => {
    expect(registrationProblems({ ...valid, ...change }, offer)).toEqual(problems);
  });
});
