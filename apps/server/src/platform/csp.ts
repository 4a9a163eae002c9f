import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { Clock } from './clock.ts';

/** Origins the product embeds from elsewhere, by what they are used for. */
export interface EmbeddedOrigins {
  img: readonly string[];
  media: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

/**
 * What the product itself embeds from other origins. A module that embeds something (a video host, an object
 * store's public address) adds its origins here, and only here: the policy is built from this list, the clients'
 * branding, the app's own public address and the configured content origin of SCORM packages (CONTENT_ORIGIN, a
 * deployment's setting rather than the product's, so passed as `contentOrigin`), never from a wildcard.
 */
export const PRODUCT_EMBEDS: EmbeddedOrigins = {
  img: [],
  media: [],
  // the learning player's video embeds, privacy-enhanced (no cookies until the learner plays)
  frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  connect: [],
};

/** The origin of an absolute http(s) URL; null for anything else (a relative URL is the app's own). */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The app's own websocket origin, from its public address (http → ws, https → wss). */
export function websocketOrigin(publicUrl: string): string | null {
  const origin = originOf(publicUrl);
  return origin ? origin.replace(/^http/i, 'ws') : null;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * The content security policy: the app's own origin for everything, its websocket origin for the live socket, the
 * clients' logo and background hosts for images, and what PRODUCT_EMBEDS names. Mantine writes CSS variables into a
 * style element at run time, the one reason for inline styles.
 */
export function contentSecurityPolicy(options: {
  publicUrl: string;
  brandingOrigins: () => readonly string[];
  embeds?: EmbeddedOrigins;
  /** The origin SCORM packages are served from (config `contentOrigin`): the player frames it. */
  contentOrigin?: string | null;
  /** Where the player may stream HLS from (config `STREAM_ORIGINS`): hls.js fetches them, the media element plays them. */
  streamOrigins?: readonly string[];
  /**
   * The object store's origin (config STORAGE_URL) when files live there: the app's file links redirect to it, so
   * images, media, previews in frames and the pdf viewer's fetches load from it.
   */
  storageOrigin?: string | null;
}) {
  const embeds = options.embeds ?? PRODUCT_EMBEDS;
  const storage = options.storageOrigin ?? null;
  const list = (...values: (string | null)[]) => unique(values);
  return {
    defaultSrc: ["'self'"],
    // WebAssembly compiles (no JavaScript eval): the Ruffle emulator of the learning player's flash activities
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      () => list("'self'", 'data:', 'blob:', ...options.brandingOrigins(), ...embeds.img, storage).join(' '),
    ],
    fontSrc: ["'self'", 'data:'],
    connectSrc: list(
      "'self'",
      websocketOrigin(options.publicUrl),
      ...embeds.connect,
      ...(options.streamOrigins ?? []),
      storage,
    ),
    mediaSrc: list("'self'", 'blob:', ...embeds.media, ...(options.streamOrigins ?? []), storage),
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: list("'self'", ...embeds.frame, options.contentOrigin ?? null, storage),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** How long a read of the clients' branding hosts serves before it is read again. */
export const BRANDING_TTL_MS = 60_000;

/**
 * The origins of every client's logos and background image, read from the database and kept for BRANDING_TTL_MS:
 * a changed logo host is allowed within a minute on every instance. `current()` never waits: a stale read serves
 * while the next one is made.
 */
export function brandingOrigins(db: Db, clock: Clock, onError: (error: unknown) => void = () => {}) {
  let origins: readonly string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function refresh() {
    const rows = await sql<{ url: string | null }>`
      select logo_url as url from clients
      union select background_image_url from login_settings
      union select value from login_settings, jsonb_each_text(logos) where jsonb_typeof(logos) = 'object'`.execute(
      db,
    );
    origins = unique(rows.rows.map((row) => originOf(row.url)));
    readAt = clock.now().getTime();
  }

  return {
    refresh,
    current(): readonly string[] {
      if (!reading && clock.now().getTime() - readAt >= BRANDING_TTL_MS) {
        reading = refresh()
          .catch(onError)
          .finally(() => {
            reading = null;
          });
      }
      return origins;
    },
  };
}
