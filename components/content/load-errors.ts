/** Business codes that mean "this id does not exist" (→ 404); anything else is an outage (→ thrown, ISR keeps the stale page). */
const NOT_FOUND_CODES = new Set(['ARTICLE_NOT_FOUND', 'GAME_NOT_FOUND', 'PARAM_ERROR', 'COMMENT_NOT_FOUND']);

export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof status === 'number' && status >= 400) return false;
  return typeof code === 'string' && NOT_FOUND_CODES.has(code);
}

/** Server-side calls: no toasts (there is no visitor to show them to). */
export const QUIET = { ignoreError: true } as const;

/** Seconds between ISR regenerations of content pages. */
export const REVALIDATE_S = 60;
/** An error state is retried sooner. */
export const REVALIDATE_ERROR_S = 10;
