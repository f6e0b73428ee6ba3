/**
 * Names and ids the analytics library accepts (SPEC §8). Checked here, before the SDK sees them:
 * the SDK itself reacts to a bad name by logging and refusing to initialise.
 */

const NAME_RE = /^[A-Za-z_$][A-Za-z0-9_$]{0,99}$/;

/** Names the collector keeps for itself. */
const RESERVED = new Set([
  'distinct_id', 'original_id', 'time', 'properties', 'id', 'first_id', 'second_id', 'users', 'events', 'event', 'user_id',
  'date', 'datetime', 'user_group', 'user_tag', 'device_id', 'anonymous_id', 'login_id', 'identities',
]);

/** Event and property names: letter, _ or $ first; letters, digits, _ or $; ≤ 100 chars; not reserved. */
export function isValidName(name: unknown): name is string {
  return typeof name === 'string' && NAME_RE.test(name) && !RESERVED.has(name.toLowerCase());
}

/** A distinct id is 1 to 255 characters (SPEC §8), not blank. */
export function isValidDistinctId(id: unknown): id is string {
  return typeof id === 'string' && id.length >= 1 && id.length <= 255 && id.trim() !== '';
}

/** Chinese message of the first problem, as the SDK would phrase it; undefined when all is well. */
export function nameProblem(event: string, properties: Record<string, unknown>): string | undefined {
  if (!isValidName(event)) return `事件名不合法：${String(event).slice(0, 40)}`;
  for (const key of Object.keys(properties)) if (!isValidName(key)) return `属性名不合法：${String(key).slice(0, 40)}`;
  return undefined;
}
