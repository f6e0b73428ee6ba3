import type { ApiError, CallOptions } from './types';

/**
 * The error policy's two words for callers. By default a failed call shows its message once (the
 * client owns that toast) and rejects with an ApiError; a caller that shows the failure itself, or
 * must show nothing (server-side loaders, background refreshes), passes QUIET.
 */
export const QUIET = { ignoreError: true } as const satisfies CallOptions;

/** A rejection of the shared client (every failure it reports has a string code and a message). */
export function isApiError(e: unknown): e is ApiError {
  if (typeof e !== 'object' || e === null) return false;
  const { code, msg } = e as { code?: unknown; msg?: unknown };
  return typeof code === 'string' && typeof msg === 'string';
}
