import { ACTIVITY_CODES } from '@/lib/activity-types';
import { ACTIVITY_MSG } from '@/lib/activity';
import { activityFail, activityOk } from '../../envelope';
import { checkToken } from '../../model/tokens';
import type { Outcome } from '../../model/activity';
import { findActivityConfig, type ActivityConfig } from '../../seed/activity/activities';
import type { SandboxUser } from '../../types';

/** Request helpers shared by the activity-service handlers (`{code, msg, data}`, code 0 success). */

export type Resolved<T> = { ok: true; value: T } | { ok: false; response: Response };

/** A positive integer from a header, query or body value. */
export function positiveInt(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The activity id: the `activityId` header (SPEC §7), else the query, else the body. */
export function activityIdOf(request: Request, body: Record<string, unknown> = {}): number | null {
  const query = new URL(request.url).searchParams;
  return (
    positiveInt(request.headers.get('activityId')) ??
    positiveInt(query.get('activityId')) ??
    positiveInt(query.get('activity_id')) ??
    positiveInt(body.activityId) ??
    positiveInt(body.activity_id)
  );
}

export function notFound(): Response {
  return activityFail(ACTIVITY_CODES.notFound, ACTIVITY_MSG.notFound);
}

export function activityOf(request: Request, body: Record<string, unknown> = {}): Resolved<ActivityConfig> {
  const id = activityIdOf(request, body);
  const config = id === null ? undefined : findActivityConfig(id);
  return config ? { ok: true, value: config } : { ok: false, response: notFound() };
}

/** The signed-in user; the site's auth codes in the activity envelope (the client clears silently). */
export function activityUser(request: Request): Resolved<SandboxUser> {
  const check = checkToken(request.headers.get('token'));
  return check.ok ? { ok: true, value: check.user } : { ok: false, response: activityFail(check.error.code, check.error.msg) };
}

/** Both at once, the activity checked first so an unknown id is reported even to visitors. */
export function activityAndUser(request: Request, body: Record<string, unknown> = {}): Resolved<{ activity: ActivityConfig; user: SandboxUser }> {
  const activity = activityOf(request, body);
  if (!activity.ok) return activity;
  const user = activityUser(request);
  if (!user.ok) return user;
  return { ok: true, value: { activity: activity.value, user: user.value } };
}

export const PAGE_SIZE = 4;

/** pageNo ≥ 1 and 1 ≤ pageSize ≤ 50 (default 4, SPEC §9), from the query or body. */
export function pageOf(source: URLSearchParams | Record<string, unknown>, keys = { page: 'pageNo', size: 'pageSize' }): { page: number; size: number } {
  const get = (k: string) => (source instanceof URLSearchParams ? source.get(k) : source[k]);
  return { page: positiveInt(get(keys.page)) ?? 1, size: Math.min(positiveInt(get(keys.size)) ?? PAGE_SIZE, 50) };
}

export function answer<T>(outcome: Outcome<T>, msg?: string): Response {
  return outcome.ok ? activityOk(outcome.value, msg) : activityFail(outcome.code, outcome.msg);
}

export function query(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
