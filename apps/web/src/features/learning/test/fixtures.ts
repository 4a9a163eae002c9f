// The learner's course fixtures live in src/test/learning.ts, where other features' tests (course reviews) use them too.
export * from '../../../test/learning.ts';
