/**
 * The Ruffle emulator, self-hosted (apps/web/scripts/ruffle.ts serves its files from our origin): its loader is a
 * script added to the page the first time a flash activity opens, never part of a bundle, and it fetches its
 * WebAssembly from the same folder. A movie runs with no access to the page's scripts, no browser navigation and no
 * links opened (`allowScriptAccess`, `allowNetworking: 'internal'`, `openUrlMode: 'deny'`).
 */

export interface RufflePlayerElement extends HTMLElement {
  ruffle(): { load(options: Record<string, unknown>): Promise<void> };
}

interface RuffleSource {
  createPlayer(): RufflePlayerElement;
}

interface RuffleGlobal {
  config?: Record<string, unknown>;
  newest?(): RuffleSource | null;
}

type RuffleWindow = Window & { RufflePlayer?: RuffleGlobal };

/** What every movie is played with (Ruffle's configuration). */
export const RUFFLE_OPTIONS = {
  // never replace <object>/<embed> elsewhere in the app
  polyfills: false,
  autoplay: 'on',
  unmuteOverlay: 'hidden',
  splashScreen: false,
  letterbox: 'on',
  allowScriptAccess: false,
  allowNetworking: 'internal',
  openUrlMode: 'deny',
  showSwfDownload: false,
  warnOnUnsupportedContent: false,
} as const;

let loading: Promise<RuffleSource> | null = null;

/** Ruffle's newest source, its loader added once. */
export function loadRuffle(): Promise<RuffleSource> {
  loading ??= new Promise<RuffleSource>((resolve, reject) => {
    const win = window as RuffleWindow;
    win.RufflePlayer = { ...(win.RufflePlayer ?? {}), config: { ...RUFFLE_OPTIONS } };
    const script = document.createElement('script');
    script.src = `${import.meta.env.VITE_RUFFLE_BASE ?? '/assets/ruffle/'}ruffle.js`;
    script.async = true;
    script.onload = () => {
      const source = win.RufflePlayer?.newest?.();
      if (source) resolve(source);
      else reject(new Error('Ruffle did not start'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Ruffle could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
