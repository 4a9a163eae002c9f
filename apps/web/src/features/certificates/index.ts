// certificates' public surface: its manifest and the public verification routes (app/router.tsx mounts them).
export { certificatesFeature } from './feature.ts';
export { certificateVerifyRoutes } from './routes.tsx';
