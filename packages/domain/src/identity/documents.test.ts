import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cpfCheckDigits,
  documentMaskPattern,
  formatDocument,
  isValidCpf,
  maskCpf,
  maskDocument,
  stripDocumentSeparators,
  validateDocument,
  validateDocumentForAny,
} from './documents.ts';

/**
 * Independent oracle: the textbook formulation, weights 2, 3, 4… from the RIGHTMOST digit, remainder r of the
 * plain sum, digit = r < 2 ? 0 : 11 - r. The implementation weights from the left and uses (sum * 10) % 11.
 */
function oracleCheckDigit(digits: readonly number[]): number {
  let sum = 0;
  for (let pos = 0; pos < digits.length; pos++) {
    sum += (digits[digits.length - 1 - pos] ?? 0) * (pos + 2);
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

function oracleIsValidCpf(cpf: string): boolean {
  if (cpf.length !== 11 || [...cpf].some((c) => c < '0' || c > '9')) return false;
  if (new Set(cpf).size === 1) return false;
  const digits = [...cpf].map(Number);
  const first = oracleCheckDigit(digits.slice(0, 9));
  const second = oracleCheckDigit([...digits.slice(0, 9), first]);
  return digits[9] === first && digits[10] === second;
}

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });

function completeCpf(nine: readonly number[]): string {
  const first = oracleCheckDigit(nine);
  const second = oracleCheckDigit([...nine, first]);
  return [...nine, first, second].join('');
}

function formatted(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

describe('CPF', () => {
  it('accepts known valid numbers, formatted or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf(' 123 456 789 09 ')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });

  it('rejects one repeated digit even though its check digits add up', () => {
    for (let d = 0; d <= 9; d++) {
      const repeated = String(d).repeat(11);
      expect(isValidCpf(repeated)).toBe(false);
    }
    // 111.111.111-11 passes the arithmetic: only the repeated-digit rule rejects it.
    expect(cpfCheckDigits('111111111')).toBe('11');
  });

  it('rejects the wrong length and non-digit characters', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('529a82247-25')).toBe(false);
    expect(isValidCpf('529/982/247-25')).toBe(false);
  });

  it('computes check digits and refuses anything but nine digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(() => cpfCheckDigits('52998224')).toThrow(RangeError);
    expect(() => cpfCheckDigits('52998224x')).toThrow(RangeError);
  });

  it('property: numbers completed by the independent formula are valid unless one repeated digit', () => {
    fc.assert(
      fc.property(nineDigits, (nine) => {
        const cpf = completeCpf(nine);
        expect(isValidCpf(cpf)).toBe(new Set(cpf).size > 1);
        expect(cpfCheckDigits(nine.join(''))).toBe(cpf.slice(9));
      }),
    );
  });

  it('property: after changing any one digit the validator still agrees with the oracle', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (nine, position, shift) => {
          const digits = [...completeCpf(nine)].map(Number);
          digits[position] = ((digits[position] ?? 0) + shift) % 10;
          const mutated = digits.join('');
          expect(isValidCpf(mutated)).toBe(oracleIsValidCpf(mutated));
        },
      ),
    );
  });

  it('property: changing a check digit always makes the number invalid', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (nine, position, shift) => {
          const digits = [...completeCpf(nine)].map(Number);
          digits[position] = ((digits[position] ?? 0) + shift) % 10;
          expect(isValidCpf(digits.join(''))).toBe(false);
        },
      ),
    );
  });

  it('property: any 11 digits get the oracle answer, formatted and unformatted alike', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (cpf) => {
        const expected = oracleIsValidCpf(cpf);
        expect(isValidCpf(cpf)).toBe(expected);
        expect(isValidCpf(formatted(cpf))).toBe(expected);
        expect(isValidCpf(cpf.split('').join(' '))).toBe(expected);
        expect(validateDocument(formatted(cpf), 'BR').ok).toBe(expected);
      }),
    );
  });

  it('masks progressively as ###.###.###-##', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529982')).toBe('529.982');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
    expect(maskCpf('ab')).toBe('');
  });

  it('property: masking is idempotent and keeps the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        const masked = maskCpf(digits);
        expect(maskCpf(masked)).toBe(masked);
        expect(masked.replace(/\D/g, '')).toBe(digits);
      }),
    );
  });
});

describe('validateDocument', () => {
  it('validates a Brazilian document as a CPF and answers the bare digits', () => {
    expect(validateDocument('529.982.247-25', 'BR')).toEqual({ ok: true, normalized: '52998224725' });
    expect(validateDocument('529.982.247-25', 'br')).toEqual({ ok: true, normalized: '52998224725' });
    expect(validateDocument('529.982.247-24', 'BR')).toEqual({ ok: false, code: 'document.invalid' });
    expect(validateDocument('12345678', 'BR')).toEqual({ ok: false, code: 'document.invalid' });
  });

  it('requires exactly 8 digits in Argentina and Uruguay', () => {
    for (const country of ['AR', 'UY']) {
      expect(validateDocument('12.345.678', country)).toEqual({ ok: true, normalized: '12345678' });
      expect(validateDocument('1234567', country)).toEqual({ ok: false, code: 'document.invalid' });
      expect(validateDocument('123456789', country)).toEqual({ ok: false, code: 'document.invalid' });
      expect(validateDocument('1234567A', country)).toEqual({ ok: false, code: 'document.invalid' });
    }
  });

  it('accepts a generic document elsewhere: 5 to 20 letters or digits, upper-cased', () => {
    expect(validateDocument('12.345.678-k', 'CL')).toEqual({ ok: true, normalized: '12345678K' });
    expect(validateDocument('GOMC800101HDFRRR09', 'MX')).toEqual({
      ok: true,
      normalized: 'GOMC800101HDFRRR09',
    });
    expect(validateDocument('1234', 'CO')).toEqual({ ok: false, code: 'document.invalid' });
    expect(validateDocument('1'.repeat(21), 'PE')).toEqual({ ok: false, code: 'document.invalid' });
    expect(validateDocument('1234#5678', 'CA')).toEqual({ ok: false, code: 'document.invalid' });
    expect(validateDocument('', 'CA')).toEqual({ ok: false, code: 'document.invalid' });
  });

  it('strips spaces, dots and dashes (including Unicode dashes) only', () => {
    expect(stripDocumentSeparators(' 529.982.247–25\t')).toBe('52998224725');
    expect(stripDocumentSeparators('12/34')).toBe('12/34');
  });
});

describe('validateDocumentForAny', () => {
  it("accepts a document any of the countries' rules accepts, and nothing when no country is given", () => {
    expect(validateDocumentForAny('111.111.111-11', ['BR', 'AR'])).toEqual({
      ok: false,
      code: 'document.invalid',
    });
    expect(validateDocumentForAny('111.111.111-11', ['BR', 'MX'])).toEqual({
      ok: true,
      normalized: '11111111111',
    });
    expect(validateDocumentForAny('12.345.678', ['BR', 'AR'])).toEqual({ ok: true, normalized: '12345678' });
    expect(validateDocumentForAny('529.982.247-25', [])).toEqual({ ok: false, code: 'document.invalid' });
  });
});

describe('maskDocument', () => {
  it('uses the country mask', () => {
    expect(maskDocument('52998224725', 'BR')).toBe('529.982.247-25');
    expect(maskDocument('12.345.678', 'AR')).toBe('12345678');
    expect(maskDocument('1234567890', 'UY')).toBe('12345678');
    expect(maskDocument('12.345.678-k', 'CL')).toBe('12345678K');
  });

  it('names the mask pattern, null for the generic one', () => {
    expect(documentMaskPattern('BR')).toBe('###.###.###-##');
    expect(documentMaskPattern('ar')).toBe('XXXXXXXX');
    expect(documentMaskPattern('UY')).toBe('XXXXXXXX');
    expect(documentMaskPattern('MX')).toBeNull();
  });
});

describe('formatDocument', () => {
  it("shows a stored document with its country's mask", () => {
    expect(formatDocument('12345678909', 'BR')).toBe('123.456.789-09');
    expect(formatDocument('123.456.789-09', 'br')).toBe('123.456.789-09');
    expect(formatDocument('12345678', 'AR')).toBe('12.345.678');
    expect(formatDocument('1234567k', 'CL')).toBe('1.234.567-K');
    expect(formatDocument('12345678', 'UY')).toBe('1.234.567-8');
    expect(formatDocument('1020304050', 'CO')).toBe('1.020.304.050');
  });

  it('keeps what does not have the shape, and documents of countries without a mask, as stored', () => {
    expect(formatDocument('1234567890', 'BR')).toBe('1234567890');
    expect(formatDocument('GOMC800101HDFRRL09', 'MX')).toBe('GOMC800101HDFRRL09');
    expect(formatDocument(' 12345678909 ', null)).toBe('12345678909');
  });
});
