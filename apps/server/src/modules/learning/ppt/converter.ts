import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../../../config.ts';
import type { PresentationFormat } from './inspect.ts';

/**
 * LibreOffice as the presentation converter (docs/learning.md "Presentations"): `LIBREOFFICE_PATH` names the
 * executable (`off`: never convert), else `soffice` or `libreoffice` is looked up on PATH, once per configuration
 * (at start). It runs as a process with argv, in a temporary directory of its own (its profile too, so conversions
 * never share or lock one), killed with its children when it overruns, and the directory is always removed.
 */

export interface PresentationConverter {
  /** The executable run with LibreOffice's `--convert-to pdf` arguments. */
  command: string;
}

/** The longest a conversion may run before it is killed (the upload's completion waits for it). */
export const CONVERSION_TIMEOUT_MS = 120_000;
/** Conversions one instance runs at once (LibreOffice is heavy); the others wait their turn. */
export const MAX_CONCURRENT_CONVERSIONS = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a conversion slot is free; a finished one hands its slot straight to the next in line. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_CONVERSIONS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const NAMES = ['soffice', 'libreoffice'];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The converter a setting and a PATH give: the configured executable, else the first LibreOffice on PATH. */
export function findConverter(
  setting: string | undefined,
  searchPath: string | undefined,
): PresentationConverter | null {
  const configured = setting?.trim();
  if (configured === 'off') return null;
  if (configured) return executable(configured) ? { command: configured } : null;
  for (const dir of (searchPath ?? '').split(path.delimiter).filter(Boolean))
    for (const name of NAMES) {
      const candidate = path.join(dir, name);
      if (executable(candidate)) return { command: candidate };
    }
  return null;
}

const detected = new WeakMap<Config, PresentationConverter | null>();

/** The converter of this configuration, looked for once (the first call, at start) and remembered. */
export function converterFor(config: Config): PresentationConverter | null {
  if (!detected.has(config)) detected.set(config, findConverter(config.LIBREOFFICE_PATH, process.env.PATH));
  return detected.get(config) ?? null;
}

/** Runs the process to its end; false when it failed or overran (then it and its children are killed). */
function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'ignore',
      // its own process group, so a timeout kills LibreOffice's helper processes with it
      detached: true,
      env: { ...process.env, HOME: cwd },
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 && signal === null);
    });
  });
}

/**
 * Converts the presentation at `file` to a pdf; null when the converter failed, overran or wrote no pdf (the caller
 * falls back to showing the pptx in the browser, or a .ppt as a download).
 */
export function convertToPdf(
  converter: PresentationConverter,
  file: string,
  format: PresentationFormat,
  timeoutMs = CONVERSION_TIMEOUT_MS,
): Promise<Buffer | null> {
  return inTurn(() => convert(converter, file, format, timeoutMs));
}

async function convert(
  converter: PresentationConverter,
  file: string,
  format: PresentationFormat,
  timeoutMs: number,
): Promise<Buffer | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'elevar-ppt-'));
  try {
    const input = path.join(dir, `deck.${format}`);
    const out = path.join(dir, 'out');
    await copyFile(file, input);
    const ok = await run(
      converter.command,
      [
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nolockcheck',
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--convert-to',
        'pdf',
        '--outdir',
        out,
        input,
      ],
      dir,
      timeoutMs,
    );
    if (!ok) return null;
    const written = (await readdir(out).catch(() => [] as string[])).find((name) => name.endsWith('.pdf'));
    if (!written) return null;
    const pdf = await readFile(path.join(out, written));
    return pdf.subarray(0, 5).toString('latin1') === '%PDF-' ? pdf : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Looks for the converter at start and says what presentations will become. */
export function announceConverter(config: Config, log: { info(message: string): void }): void {
  const converter = converterFor(config);
  log.info(
    converter
      ? `presentations are converted to pdf with ${converter.command}`
      : 'no LibreOffice: pptx presentations are shown in the browser, legacy .ppt files as downloads',
  );
}
