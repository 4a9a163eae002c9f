import type { ScormVersion } from '@elevar/contract';
import type CrossFrameLMSType from 'scorm-again/cross-frame-lms';
import type Scorm12APIType from 'scorm-again/scorm12';
import type Scorm2004APIType from 'scorm-again/scorm2004';

/** The part of scorm-again's runtime the player uses (Scorm12API and Scorm2004API alike). */
export interface ScormApi {
  loadFromFlattenedJSON(json: Record<string, string>, element?: string): void;
  getFlattenedCMI(): Record<string, unknown>;
  on(listener: string, callback: (...args: unknown[]) => void): void;
  cmi: unknown;
}

export interface ScormRuntime {
  api: ScormApi;
  /** Answers the bridge frame's calls (messages from `contentOrigin` only). */
  lms: { destroy(): void };
  /** The runtime's own names of Commit and Terminate. */
  commit: string;
  finish: string;
}

// scorm-again's ESM builds export named classes while its type files declare default exports: take the named ones.
type Ctor<T> = new (...args: never[]) => T;

/** The runtime of a SCORM version (its own chunk: 2004's is large) behind scorm-again's CrossFrameLMS. */
export async function createRuntime(
  version: ScormVersion,
  contentOrigin: string,
  seed: Record<string, string>,
): Promise<ScormRuntime> {
  const [lmsModule, apiModule] = await Promise.all([
    import('scorm-again/cross-frame-lms'),
    version === '1.2' ? import('scorm-again/scorm12') : import('scorm-again/scorm2004'),
  ]);
  const settings = {
    autocommit: false,
    lmsCommitUrl: false,
    logLevel: 5,
    // SCOs in our frame: mastery score decides 1.2 passed/failed as the package's manifest says
    mastery_override: true,
  };
  const Api = (version === '1.2'
    ? (apiModule as unknown as { Scorm12API: Ctor<Scorm12APIType> }).Scorm12API
    : (apiModule as unknown as { Scorm2004API: Ctor<Scorm2004APIType> }).Scorm2004API) as unknown as new (
    settings: object,
  ) => ScormApi;
  const api = new Api(settings);
  api.loadFromFlattenedJSON(seed, '');
  const Lms = (lmsModule as unknown as { CrossFrameLMS: Ctor<CrossFrameLMSType> })
    .CrossFrameLMS as unknown as new (
    api: ScormApi,
    origin: string,
    options: { rateLimit: number },
  ) => { destroy(): void };
  // a package may set many values at once; the default of 100 calls a second refuses some
  const lms = new Lms(api, contentOrigin, { rateLimit: 2000 });
  return {
    api,
    lms,
    commit: version === '1.2' ? 'LMSCommit' : 'Commit',
    finish: version === '1.2' ? 'LMSFinish' : 'Terminate',
  };
}
