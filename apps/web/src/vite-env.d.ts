/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** ISO timestamp of the one-time platform reset (SPEC §4); see storage/platformReset.ts. */
  readonly VITE_PLATFORM_RESET_AT?: string;
}
