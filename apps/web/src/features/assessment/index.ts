// The assessment feature's public surface (docs/ARCHITECTURE.md, "Boundaries"): its texts' namespace and the
// registration of its kinds in learning's player.
export { assessmentNamespace } from './namespace.ts';
export { registerAssessmentKinds } from './register.ts';
