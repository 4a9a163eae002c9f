import { describe, expect, it } from 'vitest';
import {
  type Answer,
  type AnswerKey,
  drawQuestions,
  isCorrect,
  keyFitsIds,
  normalizeShortAnswer,
  orderingDisplay,
  scoreAttempt,
  shuffled,
} from './scoring.ts';

describe('scoring each question type', () => {
  it.each<[string, AnswerKey, Answer | null, boolean]>([
    ['single right', { type: 'single', correct: 'b' }, { type: 'single', choice: 'b' }, true],
    ['single wrong', { type: 'single', correct: 'b' }, { type: 'single', choice: 'a' }, false],
    [
      'multiple, same set in any order',
      { type: 'multiple', correct: ['a', 'c'] },
      { type: 'multiple', choices: ['c', 'a'] },
      true,
    ],
    [
      'multiple, one missing',
      { type: 'multiple', correct: ['a', 'c'] },
      { type: 'multiple', choices: ['a'] },
      false,
    ],
    [
      'multiple, one too many',
      { type: 'multiple', correct: ['a', 'c'] },
      { type: 'multiple', choices: ['a', 'b', 'c'] },
      false,
    ],
    [
      'multiple, a choice repeated',
      { type: 'multiple', correct: ['a', 'c'] },
      { type: 'multiple', choices: ['a', 'a', 'c'] },
      false,
    ],
    ['true/false right', { type: 'true_false', correct: false }, { type: 'true_false', value: false }, true],
    ['true/false wrong', { type: 'true_false', correct: false }, { type: 'true_false', value: true }, false],
    [
      'matching all pairs',
      { type: 'matching', pairs: { l1: 'r2', l2: 'r1' } },
      { type: 'matching', pairs: { l2: 'r1', l1: 'r2' } },
      true,
    ],
    [
      'matching one pair wrong',
      { type: 'matching', pairs: { l1: 'r2', l2: 'r1' } },
      { type: 'matching', pairs: { l1: 'r1', l2: 'r1' } },
      false,
    ],
    [
      'matching one pair missing',
      { type: 'matching', pairs: { l1: 'r2', l2: 'r1' } },
      { type: 'matching', pairs: { l1: 'r2' } },
      false,
    ],
    [
      'ordering exact',
      { type: 'ordering', order: ['x', 'y', 'z'] },
      { type: 'ordering', order: ['x', 'y', 'z'] },
      true,
    ],
    [
      'ordering swapped',
      { type: 'ordering', order: ['x', 'y', 'z'] },
      { type: 'ordering', order: ['y', 'x', 'z'] },
      false,
    ],
    [
      'short answer, an accepted variant',
      { type: 'short_answer', accepted: ['São Paulo', 'SP'] },
      { type: 'short_answer', text: '  sao   paulo. ' },
      true,
    ],
    [
      'short answer, the other variant',
      { type: 'short_answer', accepted: ['São Paulo', 'SP'] },
      { type: 'short_answer', text: 'sp' },
      true,
    ],
    [
      'short answer, wrong',
      { type: 'short_answer', accepted: ['São Paulo'] },
      { type: 'short_answer', text: 'Rio' },
      false,
    ],
    [
      'short answer, empty',
      { type: 'short_answer', accepted: ['São Paulo'] },
      { type: 'short_answer', text: '   ' },
      false,
    ],
    ['unanswered', { type: 'single', correct: 'a' }, null, false],
    [
      'an answer of another type',
      { type: 'single', correct: 'a' },
      { type: 'multiple', choices: ['a'] },
      false,
    ],
  ])('%s', (_name, key, answer, correct) => {
    expect(isCorrect(key, answer)).toBe(correct);
  });

  it('normalizes short answers by accents, case, spaces and a final full stop', () => {
    expect(normalizeShortAnswer(' Ação  Rápida! ')).toBe('acao rapida');
  });

  it('scores an attempt as the share correct, two decimals', () => {
    const questions = [
      { id: 1, key: { type: 'single', correct: 'a' } as AnswerKey },
      { id: 2, key: { type: 'true_false', correct: true } as AnswerKey },
      { id: 3, key: { type: 'ordering', order: ['a', 'b'] } as AnswerKey },
    ];
    const scored = scoreAttempt(questions, {
      '1': { type: 'single', choice: 'a' },
      '2': { type: 'true_false', value: false },
    });
    expect(scored).toEqual({ score: 33.33, correct: 1, total: 3, correctIds: [1] });
    expect(scoreAttempt([], {}).score).toBe(0);
  });

  it('checks an answer key against the question ids', () => {
    const ids = { options: ['a', 'b'], right: ['r1', 'r2'] };
    expect(keyFitsIds({ type: 'single', correct: 'a' }, ids)).toBe(true);
    expect(keyFitsIds({ type: 'single', correct: 'z' }, ids)).toBe(false);
    expect(keyFitsIds({ type: 'multiple', correct: [] }, ids)).toBe(false);
    expect(keyFitsIds({ type: 'matching', pairs: { a: 'r2', b: 'r1' } }, ids)).toBe(true);
    expect(keyFitsIds({ type: 'matching', pairs: { a: 'r9', b: 'r1' } }, ids)).toBe(false);
    expect(keyFitsIds({ type: 'ordering', order: ['b', 'a'] }, ids)).toBe(true);
    expect(keyFitsIds({ type: 'ordering', order: ['b', 'b'] }, ids)).toBe(false);
    expect(keyFitsIds({ type: 'short_answer', accepted: [' . '] }, ids)).toBe(false);
  });

  it('draws N distinct questions of the bank, or all of them shuffled', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const bank = [1, 2, 3, 4, 5, 6];
    const drawn = drawQuestions(bank, 3, random);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    expect(drawn.every((id) => bank.includes(id))).toBe(true);
    expect([...drawQuestions(bank, null, random)].sort()).toEqual(bank);
    expect([...shuffled(bank, random)].sort()).toEqual(bank);
  });
});

describe('orderingDisplay', () => {
  const right = ['a', 'b', 'c', 'd'];
  it('never shows an ordering question in its right order, whatever the shuffle', () => {
    // a "random" that leaves the items where they are: the plain shuffle would show the answer
    const still = () => 0.999999;
    expect(shuffled(right, still)).toEqual(right);
    const shown = orderingDisplay(right, right, still);
    expect(shown).not.toEqual(right);
    expect([...shown].sort()).toEqual(right);
    for (let seed = 0; seed < 200; seed += 1) {
      let x = seed + 1;
      const random = () => {
        x = (x * 16807) % 2147483647;
        return x / 2147483647;
      };
      expect(orderingDisplay(right, right, random)).not.toEqual(right);
    }
  });
  it('keeps a single item as it is', () => {
    expect(orderingDisplay(['a'], ['a'], Math.random)).toEqual(['a']);
  });
});
