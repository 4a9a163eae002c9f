#!/usr/bin/env node
// Prints the gzip size of the JavaScript the login route (/) loads before it can render: the entry chunk plus
// everything it imports statically (transitively), as listed in dist/.vite/manifest.json. Exits 1 over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('report-bundle: no entry chunk in dist/.vite/manifest.json (is build.manifest on?)');
  process.exit(1);
}

const seen = new Set();
const stack = [entryKey];
while (stack.length > 0) {
  const key = stack.pop();
  if (seen.has(key)) continue;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) stack.push(imported);
}

const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
let total = 0;
const rows = files.map((file) => {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  return { file, size };
});

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
