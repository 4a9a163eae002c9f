import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { webProject } from './apps/web/vitest.config.ts';

// Vitest 5's reporter calls Map.groupBy (Node ≥ 21) when a test fails; Node 20 lacks it, so failures would crash the
// summary instead of printing. Remove once CI runs Node 22.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K) {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const list = groups.get(k);
        if (list) list.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

/**
 * Files that take minutes, where the other files take seconds: started first, so the rest of the run shares the
 * other worker with them instead of one of them running alone at the end (the hostile probe, started late by
 * Vitest's largest-file-first order, ran its last quarter of an hour alone on the shared CI machine).
 */
const LONGEST_FIRST = ['apps/server/test/hostile-input.test.ts', 'apps/server/src/db/seed/seed.test.ts'];

/**
 * Vitest's order (project by project; in each, by the last run's durations when it has them, else largest file
 * first), with the longest files ahead in their project. A project's files stay together: Vitest runs projects one
 * after the other.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return sorted
      .map((spec, position) => ({ spec, position, project: projects.indexOf(spec.project.name) }))
      .sort((a, b) => a.project - b.project || rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}

/**
 * The web's test files that replace a module (`vi.mock`): a replacement applies only to a module not loaded yet, so
 * these run each in a fresh module graph. Found by reading the files, so a new one cannot be forgotten.
 */
function webFilesThatMock(): string[] {
  const root = path.join(import.meta.dirname, 'apps/web');
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(path.join(root, 'src', file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const mocking = webFilesThatMock();

// One run for every package; each project keeps its own environment. At most two workers: the machine has 2 cores
// and PGlite instances are memory-hungry. The web's unit tests share a worker's module graph from file to file
// (`isolate: false`: Mantine, React and the app are imported once per worker instead of once per file, about half
// the web project's time); each test builds its app anew (services, query client) and unmounts it afterwards
// (src/test/testApp.tsx, src/test/setup.ts).
// The server's files share theirs too (apps/server/vitest.config.ts): each builds its own app on its own database.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      webProject({ name: 'web', isolate: false, exclude: mocking }),
      webProject({ name: 'web-mocks', include: mocking }),
    ],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
