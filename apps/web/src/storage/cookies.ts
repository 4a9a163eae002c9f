/** A minimal view of the browser's cookies, so storage code can be tested without a document. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
  names(): string[];
}

export interface CookieOptions {
  maxAgeDays?: number;
  secure?: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The document's cookies, path=/ and SameSite=Lax. */
export function documentCookies(doc: Document = document): CookieJar {
  const entries = (): [string, string][] =>
    doc.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const index = part.indexOf('=');
        const name = index === -1 ? part : part.slice(0, index);
        const value = index === -1 ? '' : part.slice(index + 1);
        return [decodeURIComponent(name), decodeURIComponent(value)];
      });
  return {
    get: (name) => entries().find(([key]) => key === name)?.[1] ?? null,
    set(name, value, options = {}) {
      const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
      if (options.maxAgeDays !== undefined)
        parts.push(`max-age=${Math.round(options.maxAgeDays * DAY_SECONDS)}`);
      if (options.secure) parts.push('Secure');
      doc.cookie = parts.join('; ');
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
    },
    names: () => entries().map(([key]) => key),
  };
}

/** An in-memory jar for tests and for environments without cookies. */
export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { options: Map<string, CookieOptions> } {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  return {
    options,
    get: (name) => values.get(name) ?? null,
    set(name, value, opts = {}) {
      values.set(name, value);
      options.set(name, opts);
    },
    remove(name) {
      values.delete(name);
      options.delete(name);
    },
    names: () => [...values.keys()],
  };
}

export const COUNTRY_COOKIE = 'country';
