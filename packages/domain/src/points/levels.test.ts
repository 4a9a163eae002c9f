import { describe, expect, it } from 'vitest';
import {
  carriedOverLevel,
  higherLevel,
  isProgrammeLevel,
  type LevelThresholds,
  levelAbove,
  levelBelow,
  levelMinimum,
  levelReached,
  nextThreshold,
  pointsByLevel,
  thresholdProblems,
} from './levels.ts';

const THRESHOLDS: LevelThresholds = { junior: 0, intermediate: 1000, highest: 3000 };

describe('level order', () => {
  it('steps up and down one level, staying put at the ends', () => {
    expect(levelAbove('junior')).toBe('intermediate');
    expect(levelAbove('intermediate')).toBe('highest');
    expect(levelAbove('highest')).toBeNull();
    expect(levelBelow('highest')).toBe('intermediate');
    expect(levelBelow('intermediate')).toBe('junior');
    expect(levelBelow('junior')).toBe('junior');
  });

  it('picks the higher of two levels and recognises level ids', () => {
    expect(higherLevel('junior', 'highest')).toBe('highest');
    expect(higherLevel('intermediate', 'junior')).toBe('intermediate');
    expect(isProgrammeLevel('intermediate')).toBe(true);
    expect(isProgrammeLevel('creator')).toBe(false);
  });
});

describe('thresholdProblems', () => {
  it('accepts ascending thresholds from 0, with upper levels optional', () => {
    expect(thresholdProblems(THRESHOLDS)).toEqual([]);
    expect(thresholdProblems({ intermediate: 500 })).toEqual([]);
    expect(thresholdProblems({})).toEqual([]);
  });

  it('rejects a junior minimum above 0, negative or fractional minimums and non-ascending levels', () => {
    expect(thresholdProblems({ junior: 10, intermediate: 100 })).toEqual(['junior must start at 0']);
    expect(thresholdProblems({ intermediate: -1 })).toEqual(['intermediate must be a non-negative integer']);
    expect(thresholdProblems({ intermediate: 10.5 })).toEqual([
      'intermediate must be a non-negative integer',
    ]);
    expect(thresholdProblems({ intermediate: 1000, highest: 1000 })).toEqual([
      'highest must need more experience than the level below',
    ]);
    expect(thresholdProblems({ intermediate: 0 })).toEqual([
      'intermediate must need more experience than the level below',
    ]);
  });
});

describe('levelReached', () => {
  const reach = (level: 'junior' | 'intermediate' | 'highest', from: number, to: number) =>
    levelReached({ level, previousExperience: from, experience: to, thresholds: THRESHOLDS });

  it('asks for the next level when a posting crosses its threshold, landing on it or past it', () => {
    expect(reach('junior', 990, 1000)).toBe('intermediate');
    expect(reach('junior', 0, 1500)).toBe('intermediate');
    expect(reach('intermediate', 2999, 3000)).toBe('highest');
  });

  it('does not ask below the threshold, once past it, or when experience goes down', () => {
    expect(reach('junior', 0, 999)).toBeNull();
    expect(reach('junior', 1000, 1200)).toBeNull();
    expect(reach('junior', 1200, 900)).toBeNull();
  });

  it('targets the highest level reached when one posting crosses two thresholds', () => {
    expect(reach('junior', 500, 3500)).toBe('highest');
  });

  it('targets the highest level reached when crossing the upper threshold from past the lower one', () => {
    // a junior whose request for intermediate was rejected keeps earning and crosses the highest threshold
    expect(reach('junior', 2000, 3100)).toBe('highest');
  });

  it('asks nothing at the top level or for a level the campaign does not configure', () => {
    expect(reach('highest', 0, 10_000)).toBeNull();
    expect(
      levelReached({ level: 'junior', previousExperience: 0, experience: 10_000, thresholds: { junior: 0 } }),
    ).toBeNull();
  });

  it('counts a level as held once its threshold is the current level: an intermediate ignores the lower one', () => {
    expect(reach('intermediate', 900, 1100)).toBeNull();
  });
});

describe('carriedOverLevel (the fall at campaign end)', () => {
  it('starts at junior without a previous campaign', () => {
    expect(carriedOverLevel(null)).toBe('junior');
  });

  it('carries the level over when the previous campaign reached its minimum', () => {
    expect(carriedOverLevel({ level: 'intermediate', experience: 1000, thresholds: THRESHOLDS })).toBe(
      'intermediate',
    );
    expect(carriedOverLevel({ level: 'highest', experience: 4000, thresholds: THRESHOLDS })).toBe('highest');
  });

  it('falls one level when the previous campaign ended below the minimum', () => {
    expect(carriedOverLevel({ level: 'intermediate', experience: 999, thresholds: THRESHOLDS })).toBe(
      'junior',
    );
    expect(carriedOverLevel({ level: 'highest', experience: 0, thresholds: THRESHOLDS })).toBe(
      'intermediate',
    );
  });

  it('never falls below junior', () => {
    expect(carriedOverLevel({ level: 'junior', experience: 0, thresholds: THRESHOLDS })).toBe('junior');
  });

  it('keeps a level whose minimum the previous campaign did not configure', () => {
    expect(carriedOverLevel({ level: 'highest', experience: 0, thresholds: { intermediate: 100 } })).toBe(
      'highest',
    );
  });
});

describe('levelMinimum and nextThreshold', () => {
  it('gives junior a minimum of 0 and unconfigured levels none', () => {
    expect(levelMinimum('junior', {})).toBe(0);
    expect(levelMinimum('intermediate', THRESHOLDS)).toBe(1000);
    expect(levelMinimum('highest', { intermediate: 5 })).toBeNull();
  });

  it('names the next configured level and its minimum, none at the top', () => {
    expect(nextThreshold('junior', THRESHOLDS)).toEqual({ level: 'intermediate', minExperience: 1000 });
    expect(nextThreshold('intermediate', THRESHOLDS)).toEqual({ level: 'highest', minExperience: 3000 });
    expect(nextThreshold('highest', THRESHOLDS)).toBeNull();
    expect(nextThreshold('junior', { highest: 3000 })).toEqual({ level: 'highest', minExperience: 3000 });
  });
});

describe('pointsByLevel', () => {
  it('applies each level multiplier, rounding a half point up', () => {
    expect(pointsByLevel(100)).toEqual({ junior: 100, intermediate: 150, highest: 200 });
    expect(pointsByLevel(3)).toEqual({ junior: 3, intermediate: 5, highest: 6 });
  });
});
