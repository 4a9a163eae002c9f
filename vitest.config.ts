import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

// One run for every package; each project keeps its own environment. At most two workers: the machine has 2 cores
// and PGlite instances are memory-hungry.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
