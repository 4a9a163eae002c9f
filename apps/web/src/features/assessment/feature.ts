import type { WebFeature } from '../../app/feature.ts';
import { registerAssessmentKinds } from './register.ts';

// the test kinds join learning's player when the app starts (their screen stays a lazy chunk)
registerAssessmentKinds();

export const assessmentFeature: WebFeature = { name: 'assessment' };
