/**
 * The boundaries between modules, checked by `npm run lint` (dependency-cruiser resolves every import, relative
 * ones included). A server module's and a web feature's public surface is its `index.ts`; tests and benches may
 * reach inside. The web's app/ is the composition root (router, layouts, login entry): it may import any feature.
 * `boundaries.test.ts` (apps/server/test) proves on a fixture that each rule fires.
 */
const TESTS = ['\\.test\\.tsx?$', '/test/', '/e2e/', '/bench/'];
const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const SERVER_MODULE_SURFACE = '^apps/server/src/modules/[^/]+/index\\.ts$';
/** The list of manifests and their type: they import every module back (its index.ts), so are not followed. */
const MODULE_LIST = '^apps/server/src/modules/(index|manifest)\\.ts$';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const WEB_FEATURE_SURFACE = '^apps/web/src/features/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-deep-import',
      comment: 'A server module imports another module only through its index.ts (its public surface).',
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', SERVER_MODULE_SURFACE],
      },
    },
    {
      name: 'server-module-cycle',
      comment:
        'Server modules depend one way: a module never reaches, through other modules, one that imports it ' +
        '(the list of manifests and their type, which import every module back, are not counted).',
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: TESTS },
      to: {
        path: SERVER_MODULE_SURFACE,
        pathNot: '^apps/server/src/modules/$1/',
        circular: true,
      },
    },
    {
      name: 'server-deep-import-into-module',
      comment:
        'Code outside the modules (app.ts, db/, platform/) imports a module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [SERVER_MODULE, ...TESTS] },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: SERVER_MODULE_SURFACE },
    },
    {
      name: 'web-feature-deep-import',
      comment: 'A web feature imports another feature only through its index.ts (its public surface).',
      severity: 'error',
      from: { path: WEB_FEATURE, pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', WEB_FEATURE_SURFACE],
      },
    },
    {
      name: 'web-ui-imports-feature',
      comment: 'ui/ holds shared presentational pieces: it never imports a feature or the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/ui/', pathNot: TESTS },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'packages-import-apps',
      comment: 'The shared packages never import an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The web app never imports the server: what both sides share lives in packages/.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'domain-imports-contract',
      comment: 'packages/domain is the pure rules: the contract builds on it, never the reverse.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/contract/' },
    },
    {
      name: 'domain-does-io',
      comment: 'packages/domain does no I/O: no node built-in and no package but zod outside its tests.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: TESTS },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '(^|/)node_modules/zod/',
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve to a file cannot be checked against the rules above.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', MODULE_LIST] },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/server/test/fixtures/'] },
    // TypeScript 7 has no compiler API for dependency-cruiser: swc parses, type-only imports included
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
