import { describe, expect, it } from 'vitest';
import { campaignSetupProblems, frozenCatalogueChanged, isTimeZone, type SetupCatalogue } from './setup.ts';

const product = {
  id: 1,
  product_type: 'Notebook',
  brand: 'Acme',
  processor: 'Core',
  generation: '2',
  form_factor: 'Thin',
  sku: 'NB-1',
  base_points: 100,
};
const names = (pt: string, fr = pt) => ({ 'pt-BR': pt, 'en-US': pt, 'es-ES': pt, 'fr-FR': fr });
const catalogue: SetupCatalogue = {
  begin_date: '2026-10-01',
  products: [product],
  photo_types: [{ id: 7, names: names('Vitrine'), base_points: 30 }],
};

describe('campaignSetupProblems', () => {
  it('accepts a one-day campaign and refuses an end before the begin', () => {
    expect(campaignSetupProblems({ begin_date: '2026-10-01', end_date: '2026-10-01', products: [] })).toEqual(
      [],
    );
    expect(campaignSetupProblems({ begin_date: '2026-10-02', end_date: '2026-10-01', products: [] })).toEqual(
      ['rewards.campaign_dates'],
    );
  });
  it('refuses a SKU listed twice, whatever its case and outer spaces', () => {
    const products = [{ sku: 'nb-1 ' }, { sku: 'NB-1' }];
    expect(campaignSetupProblems({ begin_date: '2026-10-01', end_date: '2026-10-02', products })).toEqual([
      'rewards.sku_repeated',
    ]);
  });
});

describe('frozenCatalogueChanged', () => {
  it('is false for the same catalogue, outer spaces aside', () => {
    const same = {
      ...catalogue,
      products: [{ ...product, brand: ' Acme ', sku: 'nb-1' }],
      photo_types: [{ id: 7, names: names('Vitrine '), base_points: 30 }],
    };
    expect(frozenCatalogueChanged(catalogue, same)).toBe(false);
  });
  it('sees a changed value, a removed or added line, a reorder, a renamed type and a moved begin date', () => {
    const changes: SetupCatalogue[] = [
      { ...catalogue, products: [{ ...product, base_points: 101 }] },
      { ...catalogue, products: [] },
      {
        ...catalogue,
        photo_types: [...catalogue.photo_types, { id: null, names: names('Nova'), base_points: 1 }],
      },
      { ...catalogue, photo_types: [{ id: 7, names: names('Vitrine', 'Vitrine (fr)'), base_points: 30 }] },
      { ...catalogue, products: [{ ...product, id: 2, sku: 'NB-2' }, product] },
      { ...catalogue, begin_date: '2026-10-02' },
    ];
    for (const next of changes) expect(frozenCatalogueChanged(catalogue, next)).toBe(true);
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('America/Toronto')).toBe(true);
    for (const zone of ['Mars/Olympus', 'UTC-3', '', 'America/../etc']) expect(isTimeZone(zone)).toBe(false);
  });
});
