// The boundaries lint (`npm run lint`): dependency-cruiser with the rules of .dependency-cruiser.cjs over the apps
// and packages. Prints each violation and exits 1 when there is one. `node scripts/boundaries.mjs <dir>` checks a
// tree shaped like the repository instead (the fixture of apps/server/test/boundaries.test.ts), nothing excluded.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = require(path.join(ROOT, '.dependency-cruiser.cjs'));

// TypeScript 7 has no compiler API, so dependency-cruiser parses with swc, which it never tells that a .tsx file
// holds JSX. It imports @swc/core's CommonJS exports object, the one patched here.
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') });

/** The folders the lint cruises, relative to the repository. */
export const CRUISED = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/contract/src'];

/**
 * Cruises `folders` of `baseDir` with the repository's rules; `exclude` replaces the configured exclusions.
 * Returns the rule violations, each as `rule: from → to`.
 */
export async function findViolations(folders = CRUISED, { baseDir = ROOT, exclude } = {}) {
  const result = await cruise(
    folders,
    {
      ...config.options,
      ...(exclude ? { exclude } : {}),
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    },
    {},
  );
  const { summary } = result.output;
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const tree = process.argv[2];
  const violations = tree
    ? await findViolations(CRUISED, { baseDir: path.resolve(tree), exclude: { path: '(^|/)node_modules/' } })
    : await findViolations();
  for (const line of violations) console.error(`boundaries ✖ ${line}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a boundary (rules: .dependency-cruiser.cjs)`);
    process.exit(1);
  }
  console.log('boundaries: no import crosses a module boundary');
}
