import { setActivityRandom } from '../../model/activity';
import { readJsonValue, isRecord, plainJson } from '../../request-body';
import { findActivityConfig, type PrizeConfig } from '../../seed/activity/activities';
import { findLeigodConfig } from '../../seed/activity/leigod';
import { positiveInt } from './common';

/**
 * QA control `/__sandbox/draw` (plain JSON): pins the prize pick so e2e can win a given prize.
 *   POST   {activityId, slot}  → {activityId, slot, random}   every following draw lands on that slot
 *                                                            (while it has stock; then the usual next slot)
 *   DELETE                     → {pinned: false}             back to Math.random (reset does this too)
 */

/** The random value whose weighted pick is `slot` (the middle of its weight band). */
export function randomForSlot(pool: readonly PrizeConfig[], slot: number): number {
  const total = pool.reduce((n, p) => n + p.weight, 0);
  const before = pool.slice(0, slot).reduce((n, p) => n + p.weight, 0);
  return (before + pool[slot]!.weight / 2) / total;
}

async function pin(request: Request): Promise<Response> {
  const body = await readJsonValue(request);
  const activityId = isRecord(body) ? positiveInt(body.activityId) : null;
  const slot = isRecord(body) && typeof body.slot === 'number' && Number.isInteger(body.slot) ? body.slot : -1;
  const pool = activityId === null ? undefined : (findActivityConfig(activityId)?.pool ?? findLeigodConfig(activityId)?.pool);
  if (!pool?.length || slot < 0 || slot >= pool.length) return plainJson({ error: 'activityId of a pool and slot 0–7 required' }, 400);
  const random = randomForSlot(pool, slot);
  setActivityRandom(() => random);
  return plainJson({ activityId, slot, random });
}

export const drawControl = {
  POST: pin,
  DELETE: () => {
    setActivityRandom(null);
    return plainJson({ pinned: false });
  },
};
