import type { ActivityInfo, DrawResult, PoolOverview, PoolPrize, WinNotice } from '@/lib/activity-types';
import { maskName } from '@/lib/activity';
import { db } from '../../db';
import { activityState } from '../../model/activity-store';
import { addGiftRecord, drawResultOf, remainingDraws, takeDraw, usedDraws, type Outcome } from '../../model/activity';
import { addScore, invitesOf } from '../../model/activity-social';
import type { ActivityConfig, PrizeConfig } from '../../seed/activity/activities';
import type { SandboxUser } from '../../types';

/** The draw side every gift-style service shares (gift, gift v2, national21, midAutumn pools). */

export function infoOf(a: ActivityConfig): ActivityInfo {
  return {
    activityId: a.activityId,
    activityName: a.activityName,
    actRule: a.actRule,
    startTime: a.startTime,
    endTime: a.endTime,
    isOnline: a.isOnline,
    kind: a.kind,
    chestStyle: a.chestStyle,
    banner: a.banner,
  };
}

/** Invite activities add one draw per invite on top of the ledger. */
export function bonusOf(a: ActivityConfig, user: SandboxUser): number {
  return a.kind === 'invite' ? invitesOf(a.activityId, user).length : 0;
}

export function poolOf(a: ActivityConfig): PoolPrize[] {
  return poolView(a.activityId, a.pool);
}

/** A pool by slot with the stock left (gift and leigod activities alike). */
export function poolView(activityId: number, pool: readonly PrizeConfig[]): PoolPrize[] {
  const stock = activityState().stock[String(activityId)] ?? {};
  return pool.map((p, slotIndex) => {
    const left = p.stock === null ? null : (stock[String(p.id)] ?? 0);
    return { id: p.id, name: p.name, type: p.type, image: p.image, slotIndex, stock: left, soldOut: left === 0 };
  });
}

export function overviewOf(a: ActivityConfig, user: SandboxUser | null): PoolOverview {
  return { activity: infoOf(a), prizes: poolOf(a), remain: user ? remainingDraws(a.activityId, user.phone, bonusOf(a, user)) : null };
}

export function drawFor(a: ActivityConfig, user: SandboxUser): Outcome<DrawResult> {
  const target = { activityId: a.activityId, window: a, pool: a.pool, bonus: bonusOf(a, user) };
  const taken = takeDraw(target, user.phone, (s, prize) => addGiftRecord(s, a.activityId, prize, user.phone));
  if (!taken.ok) return taken;
  if (a.kind === 'rank') addScore(a.activityId, user.phone, taken.value.prize.points ?? 1);
  return { ok: true, value: drawResultOf(taken.value, taken.value.won) };
}

export function drawCountOf(a: ActivityConfig, user: SandboxUser) {
  const fromInvites = bonusOf(a, user);
  return { remain: remainingDraws(a.activityId, user.phone, fromInvites), used: usedDraws(a.activityId, user.phone), fromInvites };
}

/** The winners ticker: the latest 20 wins of the activity, names masked. */
export function winTicker(a: ActivityConfig): WinNotice[] {
  return activityState()
    .records.filter((r) => r.activityId === a.activityId)
    .slice(0, 20)
    .map((r) => ({ nickName: maskName(db().users[r.phone]?.nickName ?? r.phone), prizeName: r.giftName, time: r.createTime }));
}
