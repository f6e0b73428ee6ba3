/**
 * Transitional: components/activity and components/campaigns (moved and rewired on their own
 * branch) still import the error policy from here. The policy itself lives in lib/http (QUIET)
 * and lib/server/loader (guarded, REVALIDATE_*, isNotFoundError); this file goes when they import it.
 */
export { QUIET } from '@/lib/http';
export { isNotFoundError, REVALIDATE_ERROR_S, REVALIDATE_S } from '@/lib/server/loader';
