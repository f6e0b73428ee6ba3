import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { seedState } from './seed';
import type { Fault, SandboxState } from './types';

/** Coalesces writes: the first change arms the timer, every change until it fires is saved together. */
export const SAVE_DELAY_MS = 500;

interface SandboxRuntime {
  state: SandboxState;
  faults: Fault[];
  /** SANDBOX_DATA_FILE as read when the runtime was created; null keeps everything in memory. */
  dataFile: string | null;
  saveTimer: ReturnType<typeof setTimeout> | null;
  saving: Promise<void>;
  clock: (() => number) | null;
}

declare global {
  // Next's API-route and page bundles each hold their own copy of this module; globalThis is shared.
  var __sandbox: SandboxRuntime | undefined;
  var __sandboxExitHook: boolean | undefined;
}

function loadSnapshot(file: string): SandboxState | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null; // first run: no snapshot yet
  }
  try {
    const parsed = JSON.parse(text) as { state?: Partial<SandboxState> };
    // Spread over the seed so fields added by later versions get their seed value.
    return { ...seedState(), ...parsed.state, version: 1 };
  } catch (error) {
    // Keep the broken file for inspection instead of overwriting it with the next save.
    const aside = `${file}.corrupt-${Date.now()}`;
    renameSync(file, aside);
    console.warn(`[sandbox] ${file} is not valid JSON (moved to ${aside}); starting from the seed`, error);
    return null;
  }
}

function createRuntime(): SandboxRuntime {
  const dataFile = process.env.SANDBOX_DATA_FILE || null;
  const state = (dataFile && loadSnapshot(dataFile)) || seedState();
  return { state, faults: [], dataFile, saveTimer: null, saving: Promise.resolve(), clock: null };
}

function runtime(): SandboxRuntime {
  return (globalThis.__sandbox ??= createRuntime());
}

/** The store. Read it on every access (never cache the object: reset() replaces it). */
export function db(): SandboxState {
  return runtime().state;
}

/** Changes the store and schedules a save. */
export function mutate<T>(change: (state: SandboxState) => T): T {
  const result = change(runtime().state);
  scheduleSave();
  return result;
}

/** Current time for every sandbox rule; tests replace it with setSandboxClock. */
export function now(): number {
  return runtime().clock?.() ?? Date.now();
}

export function setSandboxClock(clock: (() => number) | null): void {
  runtime().clock = clock;
}

/** Configured faults; kept out of the snapshot on purpose (they are per QA run). */
export function faults(): Fault[] {
  return runtime().faults;
}

/** Restores the deterministic seed and clears faults. */
export function reset(): void {
  const rt = runtime();
  rt.state = seedState();
  rt.faults = [];
  scheduleSave();
}

function serialise(state: SandboxState): string {
  return JSON.stringify({ savedAt: Date.now(), state });
}

async function writeAtomically(file: string, text: string): Promise<void> {
  // Write-then-rename: a crash mid-write never leaves a truncated snapshot behind.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text, 'utf8');
  await rename(tmp, file);
}

function scheduleSave(): void {
  const rt = runtime();
  if (!rt.dataFile || rt.saveTimer) return;
  installExitHook();
  rt.saveTimer = setTimeout(() => void flushSandbox(), SAVE_DELAY_MS);
  rt.saveTimer.unref?.();
}

/** Writes a pending change now; resolves when the snapshot is on disk. */
export async function flushSandbox(): Promise<void> {
  const rt = runtime();
  if (!rt.dataFile || !rt.saveTimer) return rt.saving;
  clearTimeout(rt.saveTimer);
  rt.saveTimer = null;
  const file = rt.dataFile;
  const text = serialise(rt.state);
  rt.saving = rt.saving
    .then(() => writeAtomically(file, text))
    .catch((error: unknown) => console.error(`[sandbox] could not save ${file}`, error));
  return rt.saving;
}

/** A change made in the last 500 ms would be lost on a normal exit: write it synchronously. */
function installExitHook(): void {
  if (globalThis.__sandboxExitHook) return;
  globalThis.__sandboxExitHook = true;
  process.once('exit', () => {
    const rt = globalThis.__sandbox;
    if (!rt?.dataFile || !rt.saveTimer) return;
    const tmp = `${rt.dataFile}.${process.pid}.tmp`;
    writeFileSync(tmp, serialise(rt.state), 'utf8');
    renameSync(tmp, rt.dataFile);
  });
}

/** Tests only: forget the runtime so the next access starts again (re-reading SANDBOX_DATA_FILE). */
export function discardSandboxRuntime(): void {
  const rt = globalThis.__sandbox;
  if (rt?.saveTimer) clearTimeout(rt.saveTimer);
  globalThis.__sandbox = undefined;
}
