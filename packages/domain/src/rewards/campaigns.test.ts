import { describe, expect, it } from 'vitest';
import { campaignBounds, campaignCountryGroup, campaignPhase, startOfDayIn } from './campaigns.ts';

const q4 = { begin_date: '2026-10-01', end_date: '2026-12-15' };

describe('campaign bounds in a store zone', () => {
  it.each([
    ['America/Sao_Paulo', '2026-10-01T03:00:00.000Z', '2026-12-16T03:00:00.000Z'],
    ['America/Argentina/Buenos_Aires', '2026-10-01T03:00:00.000Z', '2026-12-16T03:00:00.000Z'],
    ['America/Lima', '2026-10-01T05:00:00.000Z', '2026-12-16T05:00:00.000Z'],
    // Toronto is on daylight time at the start (UTC-4) and standard time at the end (UTC-5)
    ['America/Toronto', '2026-10-01T04:00:00.000Z', '2026-12-16T05:00:00.000Z'],
    ['America/Mexico_City', '2026-10-01T06:00:00.000Z', '2026-12-16T06:00:00.000Z'],
  ])('%s: begins at local midnight of the first day, ends after the last', (zone, begins, endsBefore) => {
    const bounds = campaignBounds(q4, zone);
    expect(bounds.begins.toISOString()).toBe(begins);
    expect(bounds.endsBefore.toISOString()).toBe(endsBefore);
  });

  it('starts a day that skips midnight at its first instant', () => {
    // Santiago moves from 00:00 to 01:00 on 2026-09-06
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it.each([
    ['2026-10-01T02:59:59Z', 'America/Sao_Paulo', 'upcoming'],
    ['2026-10-01T03:00:00Z', 'America/Sao_Paulo', 'active'],
    ['2026-12-16T02:59:59Z', 'America/Sao_Paulo', 'active'],
    ['2026-12-16T03:00:00Z', 'America/Sao_Paulo', 'previous'],
    ['2026-12-16T04:30:00Z', 'America/Lima', 'active'],
    ['2026-12-16T05:00:00Z', 'America/Lima', 'previous'],
  ] as const)('at %s in %s the campaign is %s', (now, zone, phase) => {
    expect(campaignPhase(q4, new Date(now), zone)).toBe(phase);
  });
});

describe('campaignCountryGroup (SPEC §9)', () => {
  it.each([
    ['Brazil, a group 1 country, whole', { group: 1, areaIds: null }, null, 1],
    ['Canada with the campaign naming Ontario, a user in Ontario', { group: 1, areaIds: [5] }, 5, 1],
    ['Canada with the campaign naming Ontario, a user in Quebec', { group: 1, areaIds: [5] }, 6, 2],
    ['Canada with the campaign naming Ontario, a user without an area', { group: 1, areaIds: [5] }, null, 2],
    ['Mexico, group 2, whatever the area', { group: 2, areaIds: [7] }, 7, 2],
  ] as const)('%s', (_, country, area, group) => {
    expect(campaignCountryGroup(country, area)).toBe(group);
  });
});
