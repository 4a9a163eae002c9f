import { type ComponentType, lazy, Suspense } from 'react';
import { FEATURES } from '../../features.ts';

// Each feature's dock (WebFeature `mainDock`), lazy: made once, so the layout's renders never reload them.
const DOCKS: ComponentType[] = FEATURES.flatMap((feature) => {
  const load = feature.mainDock;
  return load ? [lazy(async () => ({ default: await load() }))] : [];
});

/**
 * The main layout's dock: what features keep at the bottom of every main screen (learning's podcast mini player).
 * It sits outside the desktop and mobile shells, so neither a new screen nor a shell swap (a phone turned, a window
 * resized) remounts it.
 */
export function FeatureDocks() {
  return (
    <Suspense fallback={null}>
      {DOCKS.map((Dock, index) => (
        // the list is fixed at load, so its index is a stable key
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
        <Dock key={index} />
      ))}
    </Suspense>
  );
}
