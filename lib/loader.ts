/**
 * The server-side error policy of page loaders (getStaticProps/getServerSideProps + ISR): one pair
 * set of regeneration times (every page's `revalidate` comes from here), one "outage → fallback props" wrapper and one "does not exist" test.
 * Loaders call services with `QUIET` (lib/http): there is no visitor to toast on the server.
 */

/** Seconds between ISR regenerations of a page whose data loaded. */
export const REVALIDATE_S = 60;
/** A page that rendered its error state is regenerated sooner. */
export const REVALIDATE_ERROR_S = 10;
/** The announcement centre: a maintenance notice shows up within minutes of being published. */
export const REVALIDATE_NOTICES_S = 300;
/** The site map: its sections change with a release, its article classes rarely. */
export const REVALIDATE_SITE_MAP_S = 3600;

export interface LoadedProps<P> {
  props: P;
  revalidate: number;
}

/**
 * Runs a loader: its props, regenerated every REVALIDATE_S; when it throws (an outage), the
 * fallback props (the page's error or "unavailable" state), regenerated every REVALIDATE_ERROR_S.
 */
export async function guarded<P>(load: () => Promise<P>, fallback: P): Promise<LoadedProps<P>> {
  try {
    return { props: await load(), revalidate: REVALIDATE_S };
  } catch {
    return { props: fallback, revalidate: REVALIDATE_ERROR_S };
  }
}

/** Business codes that mean "this id does not exist" (→ 404); anything else is an outage (→ thrown, ISR keeps the stale page). */
const NOT_FOUND_CODES = new Set(['ARTICLE_NOT_FOUND', 'GAME_NOT_FOUND', 'PARAM_ERROR', 'COMMENT_NOT_FOUND']);

export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof status === 'number' && status >= 400) return false;
  return typeof code === 'string' && NOT_FOUND_CODES.has(code);
}
