import { TEST_KINDS } from '@elevar/domain';
import { lazy } from 'react';
import { registerActivityKind } from '../learning/index.ts';

const test = lazy(async () => ({ default: (await import('./player/TestActivity.tsx')).TestActivity }));

/**
 * The test and quiz kinds in learning's player registry. Their completion is the server's, on a passed submission
 * (like SCORM's commits), never a report of the player: hence the `scorm` rule.
 */
export function registerAssessmentKinds(): void {
  for (const kind of TEST_KINDS) registerActivityKind(kind, { component: test, rule: 'scorm' });
}
