import { NEAR_DUPLICATE_MAX_DISTANCE } from '@elevar/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { dhashBandProbes, dhashBands } from './signals.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const hex = (value: bigint) => value.toString(16).padStart(16, '0');
/** `hash` with the given bits (0 = the last hex digit's lowest) flipped. */
const flip = (hash: string, bits: number[]) =>
  hex(bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), BigInt(`0x${hash}`)));

describe('near-identical image hashes by band', () => {
  it('finds every hash within the near-duplicate distance among the probes of its bands', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let round = 0; round < 500; round++) {
      const hash = hex((BigInt(next()) << 33n) ^ BigInt(next()));
      const bits = new Set<number>();
      while (bits.size < 1 + (round % NEAR_DUPLICATE_MAX_DISTANCE)) bits.add(next() % 64);
      const near = flip(hash, [...bits]);
      const probes = new Set(dhashBandProbes(hash));
      expect(
        dhashBands(near).some((band) => probes.has(band)),
        `${hash} ${near}`,
      ).toBe(true);
    }
  });

  it('bands a hash in SQL as the probes expect, and a hash 6 bits off in every band is a candidate', async () => {
    const hash = '0123456789abcdef';
    // two bits off in the first two bands, one in the last two: every band differs
    const near = flip(hash, [63, 60, 47, 44, 31, 15]);
    const { rows } = await sql<{ bands: number[]; candidate: boolean; probes: number[] }>`select
      dhash_bands(${hash}) as bands, dhash_bands(${near}) && ${dhashBandProbes(hash)}::integer[] as candidate,
      dhash_band_probes(${hash}) as probes`.execute(t.db);
    expect(rows[0]?.bands.map(Number)).toEqual(dhashBands(hash));
    expect(rows[0]?.candidate).toBe(true);
    // the probes a sale report reads with its other facts, in SQL: the same as the server's
    const sorted = (values: number[]) => [...values].map(Number).sort((a, b) => a - b);
    expect(sorted(rows[0]?.probes ?? [])).toEqual(sorted(dhashBandProbes(hash)));
  });
});
