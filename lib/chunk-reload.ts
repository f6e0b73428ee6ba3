import { LIMITS } from '@/lib/constants';

const KEY = 'nn:chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const e = reason as { name?: string; message?: string };
  const text = `${e.name ?? ''} ${e.message ?? String(reason)}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text);
}

/**
 * After a deploy, an open tab may ask for chunks that no longer exist: reload the page, at most
 * once per 60 s so a truly missing chunk can't cause a reload loop (SPEC §4).
 */
export function reloadForChunkError(storage: Storage, reload: () => void, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < LIMITS.chunkReloadGuardMs) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function installChunkReload(win: Window = window): () => void {
  const onError = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadForChunkError(win.sessionStorage, () => win.location.reload());
  };
  const onWindowError = (e: ErrorEvent) => onError(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => onError(e.reason);
  win.addEventListener('error', onWindowError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onWindowError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
