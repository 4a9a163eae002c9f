import { describe, expect, it } from 'vitest';
import {
  earliestSaleDate,
  normalizeInvoiceNumber,
  registrationDigits,
  saleDateProblem,
  saleLinePoints,
  saleTotalPoints,
} from './sales.ts';

const q4 = { begin_date: '2026-10-01', end_date: '2026-12-15' };
const SP = 'America/Sao_Paulo';

describe('registrationDigits (SPEC §5: a store found by the digits of its registration number only)', () => {
  it('reads the same digits with or without punctuation', () => {
    expect(registrationDigits('12.345.678/0001-90')).toBe('12345678000190');
    expect(registrationDigits('12345678000190')).toBe('12345678000190');
    expect(registrationDigits(' 30-71234567-9 ')).toBe('30712345679');
    expect(registrationDigits('abc')).toBe('');
  });
});

describe('normalizeInvoiceNumber', () => {
  it('drops outer spaces and joins inner runs', () => {
    expect(normalizeInvoiceNumber('  NF  001 ')).toBe('NF 001');
  });
});

describe('saleDateProblem (SPEC §5/§9: 15 calendar days, inside the campaign, in the store zone)', () => {
  const at = (iso: string) => new Date(iso);
  it('accepts a sale of today and one 15 days before', () => {
    const now = at('2026-11-20T15:00:00Z');
    expect(saleDateProblem({ saleDate: '2026-11-20', campaign: q4, timeZone: SP, now })).toBeNull();
    expect(saleDateProblem({ saleDate: '2026-11-05', campaign: q4, timeZone: SP, now })).toBeNull();
  });
  it('refuses 16 days before, and a sale in the future', () => {
    const now = at('2026-11-20T15:00:00Z');
    expect(saleDateProblem({ saleDate: '2026-11-04', campaign: q4, timeZone: SP, now })).toBe(
      'rewards.sale_date_too_old',
    );
    expect(saleDateProblem({ saleDate: '2026-11-21', campaign: q4, timeZone: SP, now })).toBe(
      'rewards.sale_date_future',
    );
  });
  it('counts days in the store zone: 01:00 UTC on the 21st is still the 20th in São Paulo, already in Lisbon', () => {
    const now = at('2026-11-21T01:00:00Z');
    expect(saleDateProblem({ saleDate: '2026-11-05', campaign: q4, timeZone: SP, now })).toBeNull();
    expect(saleDateProblem({ saleDate: '2026-11-21', campaign: q4, timeZone: SP, now })).toBe(
      'rewards.sale_date_future',
    );
    expect(saleDateProblem({ saleDate: '2026-11-05', campaign: q4, timeZone: 'Europe/Lisbon', now })).toBe(
      'rewards.sale_date_too_old',
    );
  });
  it('refuses a sale before the campaign began, even within 15 days', () => {
    const now = at('2026-10-05T12:00:00Z');
    expect(saleDateProblem({ saleDate: '2026-09-30', campaign: q4, timeZone: SP, now })).toBe(
      'rewards.sale_outside_campaign',
    );
    expect(saleDateProblem({ saleDate: '2026-10-01', campaign: q4, timeZone: SP, now })).toBeNull();
  });
  it('refuses a report once the campaign has ended in the store zone (Toronto, Lima, São Paulo, Buenos Aires)', () => {
    // midnight after 15 December in Toronto is 05:00 UTC on the 16th
    const lastMoment = at('2026-12-16T04:59:59Z');
    const ended = at('2026-12-16T05:00:00Z');
    const toronto = 'America/Toronto';
    expect(
      saleDateProblem({ saleDate: '2026-12-15', campaign: q4, timeZone: toronto, now: lastMoment }),
    ).toBeNull();
    expect(saleDateProblem({ saleDate: '2026-12-15', campaign: q4, timeZone: toronto, now: ended })).toBe(
      'rewards.sale_outside_campaign',
    );
    expect(
      saleDateProblem({ saleDate: '2026-12-15', campaign: q4, timeZone: 'America/Lima', now: lastMoment }),
    ).toBeNull();
    expect(saleDateProblem({ saleDate: '2026-12-15', campaign: q4, timeZone: SP, now: lastMoment })).toBe(
      'rewards.sale_outside_campaign',
    );
    expect(
      saleDateProblem({
        saleDate: '2026-12-15',
        campaign: q4,
        timeZone: 'America/Argentina/Buenos_Aires',
        now: at('2026-12-16T02:59:59Z'),
      }),
    ).toBeNull();
  });
});

describe('earliestSaleDate', () => {
  it('is 15 days back, but never before the campaign', () => {
    expect(earliestSaleDate('2026-11-20', q4)).toBe('2026-11-05');
    expect(earliestSaleDate('2026-10-05', q4)).toBe('2026-10-01');
  });
});

describe('sale points (fixed product value × quantity × the level multiplier)', () => {
  it('multiplies and rounds a half point up, like the ledger', () => {
    expect(saleLinePoints(100, 2, 1)).toBe(200);
    expect(saleLinePoints(100, 2, 1.5)).toBe(300);
    expect(saleLinePoints(3, 1, 1.5)).toBe(5);
    expect(saleLinePoints(40, 3, 2)).toBe(240);
  });
  it('totals the lines, each rounded as credited', () => {
    const lines = [
      { basePoints: 3, quantity: 1 },
      { basePoints: 3, quantity: 1 },
    ];
    expect(saleTotalPoints(lines, 1.5)).toBe(10);
    expect(saleTotalPoints([], 2)).toBe(0);
  });
});
