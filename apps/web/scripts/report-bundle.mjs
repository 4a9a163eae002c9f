#!/usr/bin/env node
// Prints the gzip size of the JavaScript the login route (/) loads for its first screen: the entry chunk and
// everything it imports statically, plus the dynamic imports that screen makes at once (AT_ONCE), as listed in
// dist/.vite/manifest.json. Writes the files it counted to dist/.vite/first-screen.json, against which a browser
// journey (e2e/first-screen.spec.ts) checks every script a fresh visit to the login really loads, so a lazy import
// the first screen starts at once cannot stay uncounted. Exits 1 over budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 130;
/**
 * Lazy modules the login loads as soon as it renders, by source. Each group is one choice (a visit loads one of
 * them), so its largest member counts.
 */
const AT_ONCE = [
  // the shell's texts when the client's language (or the visitor's stored one) is not pt-BR, which is in the entry
  { label: 'shell texts in another language', source: /^src\/i18n\/locales\/[a-z]{2}-[A-Z]{2}\.json$/ },
];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;

/** The chunk and everything it imports statically (transitively), less the keys already counted. */
function staticGraph(key, counted) {
  const seen = new Set();
  const stack = [key];
  while (stack.length > 0) {
    const next = stack.pop();
    if (seen.has(next) || counted.has(next)) continue;
    seen.add(next);
    for (const imported of manifest[next].imports ?? []) stack.push(imported);
  }
  return [...seen];
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('report-bundle: no entry chunk in dist/.vite/manifest.json (is build.manifest on?)');
  process.exit(1);
}
const counted = new Set(staticGraph(entryKey, new Set()));
for (const { label, source } of AT_ONCE) {
  const members = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && source.test(key));
  if (members.length === 0) {
    console.error(`report-bundle: no dynamic import matches "${label}" (${source}); is AT_ONCE out of date?`);
    process.exit(1);
  }
  const size = (keys) => keys.reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  const graphs = members.map((key) => staticGraph(key, counted));
  const largest = graphs.reduce((best, graph) => (size(graph) > size(best) ? graph : best));
  for (const key of largest) counted.add(key);
}

const files = [...counted].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const rows = files.map((file) => ({ file, size: gzipSize(file) }));
const total = rows.reduce((sum, { size }) => sum + size, 0);
// every chunk an at-once group may load, not only its largest: the journey accepts any of them
const allowed = new Set(files);
for (const { source } of AT_ONCE)
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && source.test(k)))
    for (const graphKey of staticGraph(key, new Set())) allowed.add(manifest[graphKey].file);
writeFileSync(
  join(dist, '.vite', 'first-screen.json'),
  `${JSON.stringify({ budgetKb: BUDGET_KB, gzipBytes: total, files: [...allowed].sort() }, null, 2)}\n`,
);

const kb = (bytes) => (bytes / 1024).toFixed(1);
if (process.argv.includes('--verbose')) {
  for (const { file, size } of rows.sort((a, b) => b.size - a.size))
    console.log(`  ${kb(size).padStart(7)} KB  ${file}`);
}
const line = `login route initial JS: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB, ${files.length} files)`;
if (total > BUDGET_KB * 1024) {
  console.error(`${line} — OVER BUDGET`);
  process.exit(1);
}
console.log(line);
