import { describe, expect, it } from 'vitest';
import { itemStatistics, type Sitting } from './item-analysis.ts';

const R = true;
const W = false;
const sitting = (score: number, items: [number, boolean][]): Sitting => ({
  score,
  items: items.map(([questionId, correct]) => ({ questionId, correct })),
});

// Four sittings, worked by hand: the scores' mean is 0.5 and their population standard deviation √0.075 ≈ 0.273861.
//   q1: right in A, B (M₁ 0.75), wrong in C, D (M₀ 0.25): p 0.5, (0.5 / 0.273861) · √0.25 = 0.912871
//   q2: right in B, C, D (M₁ 0.366667), wrong in A (M₀ 0.9): p 0.75, (−0.533333 / 0.273861) · √0.1875 = −0.843274
//   q3: asked once: difficulty 1, no discrimination;  q4: everyone who was asked it got it right: none either
const SITTINGS = [
  sitting(0.9, [
    [1, R],
    [2, W],
    [4, R],
  ]),
  sitting(0.6, [
    [1, R],
    [2, R],
    [4, R],
  ]),
  sitting(0.3, [
    [1, W],
    [2, R],
  ]),
  sitting(0.2, [
    [1, W],
    [2, R],
    [3, R],
  ]),
];

describe('itemStatistics', () => {
  it.each([
    { questionId: 1, asked: 4, correct: 2, difficulty: 0.5, discrimination: 0.9129 },
    { questionId: 2, asked: 4, correct: 3, difficulty: 0.75, discrimination: -0.8433 },
    { questionId: 3, asked: 1, correct: 1, difficulty: 1, discrimination: null },
    { questionId: 4, asked: 2, correct: 2, difficulty: 1, discrimination: null },
  ])('question $questionId: difficulty $difficulty, discrimination $discrimination', (expected) => {
    expect(itemStatistics(SITTINGS).find((s) => s.questionId === expected.questionId)).toEqual(expected);
  });

  it('lists questions in the order they first appear; no sittings, no questions', () => {
    expect(itemStatistics(SITTINGS).map((s) => s.questionId)).toEqual([1, 2, 4, 3]);
    expect(itemStatistics([])).toEqual([]);
  });

  it('tells nothing of discrimination when every score is the same', () => {
    const flat = [sitting(0.5, [[1, R]]), sitting(0.5, [[1, W]])];
    expect(itemStatistics(flat)).toEqual([
      { questionId: 1, asked: 2, correct: 1, difficulty: 0.5, discrimination: null },
    ]);
  });
});
