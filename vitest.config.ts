import { defineConfig } from 'vitest/config';

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

// One run for every package; each project keeps its own environment. At most two workers: the machine has 2 cores
// and PGlite instances are memory-hungry.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    maxWorkers: 2,
  },
});
