import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  APP_RELEASE_VERSION,
  AR_UY_DOCUMENT_LENGTH,
  CHECKIN_CODE_LENGTH,
  CHUNK_LOAD_TIMEOUT_MS,
  COUNTRIES,
  CPF_LENGTH,
  countryByCode,
  FREE_TEXT_MAX_LENGTH,
  GENDERS,
  isCountryCode,
  LEVEL_MULTIPLIERS,
  LINK_DISPLAY_MAX,
  meetsMinimumLevel,
  PASSWORD_MIN_LENGTH,
  PHONE_CODE_RESEND_COOLDOWN_SECONDS,
  PROGRAMME_LEVELS,
  SALE_REPORT_WINDOW_DAYS,
  TRAINING_AUTHORITY_ENTRY_WINDOW_SECONDS,
} from './constants.ts';

describe('SPEC §9 constants', () => {
  it('keep their values', () => {
    expect(FREE_TEXT_MAX_LENGTH).toBe(256);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(CPF_LENGTH).toBe(11);
    expect(AR_UY_DOCUMENT_LENGTH).toBe(8);
    expect(CHECKIN_CODE_LENGTH).toBe(6);
    expect(SALE_REPORT_WINDOW_DAYS).toBe(15);
    expect(PHONE_CODE_RESEND_COOLDOWN_SECONDS).toBe(300);
    expect(TRAINING_AUTHORITY_ENTRY_WINDOW_SECONDS).toBe(180);
    expect(LINK_DISPLAY_MAX).toBe(50);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(APP_RELEASE_VERSION).toBe('3.28.445');
    expect(AGE_BANDS).toEqual(['18-24', '25-30', '31-40', '41-50', '51-60', '60+']);
    expect(GENDERS).toEqual(['male', 'female', 'prefer_not_to_say']);
  });
});

describe('countries', () => {
  it('are the seven, split into the two groups', () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(['AR', 'BR', 'CA', 'CL', 'CO', 'MX', 'PE']);
    expect(COUNTRIES.filter((c) => c.group === 1).map((c) => c.code)).toEqual(['AR', 'BR', 'CA']);
    expect(COUNTRIES.filter((c) => c.group === 2).map((c) => c.code)).toEqual(['CL', 'CO', 'MX', 'PE']);
  });

  it('are found by code', () => {
    expect(countryByCode('br')?.name).toBe('Brazil');
    expect(countryByCode('UY')).toBeUndefined();
    expect(isCountryCode('MX')).toBe(true);
    expect(isCountryCode('mx')).toBe(false);
    expect(isCountryCode('US')).toBe(false);
  });
});

describe('programme levels', () => {
  it('are three, with creator and influencer event names and rising multipliers', () => {
    expect(PROGRAMME_LEVELS.map((l) => l.id)).toEqual(['junior', 'intermediate', 'highest']);
    expect(PROGRAMME_LEVELS.map((l) => l.eventName)).toEqual([null, 'creator', 'influencer']);
    expect(PROGRAMME_LEVELS.map((l) => LEVEL_MULTIPLIERS[l.id])).toEqual([1, 1.5, 2]);
  });

  it('compare against a minimum level', () => {
    expect(meetsMinimumLevel('highest', 'intermediate')).toBe(true);
    expect(meetsMinimumLevel('intermediate', 'intermediate')).toBe(true);
    expect(meetsMinimumLevel('junior', 'intermediate')).toBe(false);
    expect(meetsMinimumLevel('junior', 'junior')).toBe(true);
  });
});
