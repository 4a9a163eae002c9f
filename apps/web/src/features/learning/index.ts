// The learning feature's public surface: what other features and app/ may use (docs/ARCHITECTURE.md, "Boundaries").

export { isCourseAuthor } from './authoring/permissions.ts';
export {
  type CourseSectionProps,
  registerCourseSection,
} from './components/CourseSections.tsx';
export { learningNamespace } from './namespace.ts';
export {
  type ActivityKindPlayer,
  type ActivityPlayerProps,
  registerActivityKind,
} from './player/registry.ts';
export { learningPlayerRoutes } from './routes.tsx';
