import { randomBytes } from 'node:crypto';
import { ACTIVITY_CODES, GiftType, type ActivityWindow, type DrawResult, type GiftRecord } from '@/lib/activity-types';
import { ACTIVITY_MSG, giftStatusText, isActivityEnded } from '@/lib/activity';
import { mutate, now } from '../db';
import type { PrizeConfig } from '../seed/activity/activities';
import { activityState } from './activity-store';
import type { DrawLedger, SandboxActivityState, StoredGiftRecord } from './activity-state';

/**
 * The draw engine shared by every campaign (gift, national21, midAutumn, leigod): window check, draw
 * count, weighted pick that respects stock, and the records. Each step that changes state runs in one
 * synchronous `mutate`, so concurrent calls (interleaved only at awaits) can never oversell stock
 * or spend a draw twice.
 */

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number | string; msg: string };

export const failure = (code: number | string, msg: string): { ok: false; code: number | string; msg: string } => ({ ok: false, code, msg });

declare global {
  // Tests pin the pick; kept on globalThis like the rest of the sandbox runtime.
  var __sandboxActivityRandom: (() => number) | undefined;
}

/** Tests only: a fixed random source for the prize pick (null restores Math.random). */
export function setActivityRandom(random: (() => number) | null): void {
  globalThis.__sandboxActivityRandom = random ?? undefined;
}

function random(): number {
  return (globalThis.__sandboxActivityRandom ?? Math.random)();
}

export interface DrawTarget {
  activityId: number;
  window: ActivityWindow;
  pool: readonly PrizeConfig[];
  /** Extra draws the user earned outside the ledger (invites). */
  bonus: number;
}

function ledgerOf(s: SandboxActivityState, activityId: number, phone: string): DrawLedger {
  const byUser = (s.draws[String(activityId)] ??= {});
  return (byUser[phone] ??= { granted: 0, used: 0 });
}

/** Draws left; never negative even if the bonus shrank. */
export function remainingDraws(activityId: number, phone: string, bonus = 0): number {
  const ledger = activityState().draws[String(activityId)]?.[phone];
  return Math.max(0, (ledger?.granted ?? 0) + bonus - (ledger?.used ?? 0));
}

export function usedDraws(activityId: number, phone: string): number {
  return activityState().draws[String(activityId)]?.[phone]?.used ?? 0;
}

export function grantDraws(activityId: number, phone: string, count: number): void {
  mutate((s) => {
    ledgerOf(s.activity, activityId, phone).granted += count;
  });
}

function stockLeft(s: SandboxActivityState, activityId: number, prize: PrizeConfig): number | null {
  if (prize.stock === null) return null;
  return s.stock[String(activityId)]?.[String(prize.id)] ?? 0;
}

function weightedIndex(pool: readonly PrizeConfig[]): number {
  const total = pool.reduce((n, p) => n + p.weight, 0);
  let roll = random() * total;
  for (let i = 0; i < pool.length; i += 1) {
    roll -= pool[i]!.weight;
    if (roll < 0) return i;
  }
  return pool.length - 1;
}

/** The picked slot, or the next one (wrapping) that still has stock: a sold-out prize is never given. */
function pickSlot(s: SandboxActivityState, target: DrawTarget): number {
  const start = weightedIndex(target.pool);
  for (let step = 0; step < target.pool.length; step += 1) {
    const slot = (start + step) % target.pool.length;
    const left = stockLeft(s, target.activityId, target.pool[slot]!);
    if (left === null || left > 0) return slot;
  }
  // Everything sold out and nothing unlimited: land on a 谢谢参与 cell (or the pick) as a loss.
  const thanks = target.pool.findIndex((p) => p.type === GiftType.Thanks);
  return thanks >= 0 ? thanks : start;
}

export interface DrawTaken {
  slot: number;
  prize: PrizeConfig;
  win: boolean;
  remain: number;
}

/**
 * Checks the window and the count, picks, takes the stock and spends the draw — all in one
 * synchronous step. `onWin` records the prize inside the same step.
 */
export function takeDraw<R>(target: DrawTarget, phone: string, onWin: (s: SandboxActivityState, prize: PrizeConfig) => R): Outcome<DrawTaken & { won: R | null }> {
  if (isActivityEnded(target.window, now())) return failure(ACTIVITY_CODES.outOfWindow, ACTIVITY_MSG.outOfWindow);
  return mutate((root) => {
    const s = root.activity;
    const ledger = ledgerOf(s, target.activityId, phone);
    if (ledger.granted + target.bonus - ledger.used <= 0) return failure(ACTIVITY_CODES.noDraws, ACTIVITY_MSG.noDraws);
    const slot = pickSlot(s, target);
    const prize = target.pool[slot]!;
    const left = stockLeft(s, target.activityId, prize);
    const win = prize.type !== GiftType.Thanks && (left === null || left > 0);
    if (win && left !== null) s.stock[String(target.activityId)]![String(prize.id)] = left - 1;
    ledger.used += 1;
    const remain = Math.max(0, ledger.granted + target.bonus - ledger.used);
    return { ok: true as const, value: { slot, prize, win, remain, won: win ? onWin(s, prize) : null } };
  });
}

/** A CDK in the format the client's 兑换中心 accepts. */
export function newCdk(prefix = 'NNVIP'): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Records a gift-flow win; physical prizes start unclaimed (待领取), everything else is delivered. */
export function addGiftRecord(s: SandboxActivityState, activityId: number, prize: { id: number; name: string; type: GiftType }, phone: string): StoredGiftRecord {
  const record: StoredGiftRecord = {
    id: s.nextRecordId,
    giftId: prize.id,
    activityId,
    giftName: prize.name,
    giftType: prize.type,
    giftCode: prize.type === GiftType.Cdk ? newCdk() : '',
    cneeStatus: prize.type === GiftType.Physical ? 0 : 2,
    cneeStatusStr: '',
    cneeAddr: '',
    createTime: now(),
    phone,
  };
  record.cneeStatusStr = giftStatusText(record);
  s.nextRecordId += 1;
  s.records.unshift(record);
  return record;
}

/** What the API shows of a record (never the owner's phone or the stored address parts). */
export function publicRecord(record: StoredGiftRecord): GiftRecord {
  const { phone: _phone, address: _address, ...rest } = record;
  return rest;
}

export function drawResultOf(taken: DrawTaken, record: { id: number; giftCode?: string } | null): DrawResult {
  const { prize } = taken;
  return {
    prize: { id: prize.id, name: prize.name, type: prize.type, image: prize.image },
    win: taken.win,
    remain: taken.remain,
    slotIndex: taken.slot,
    recordId: record?.id ?? null,
    cdk: record?.giftCode ? record.giftCode : null,
  };
}

/** The user's records of one activity, newest first, paged. */
export function recordsOf(activityId: number, phone: string, pageNo: number, pageSize: number): { list: GiftRecord[]; total: number } {
  const mine = activityState().records.filter((r) => r.activityId === activityId && r.phone === phone);
  const start = (pageNo - 1) * pageSize;
  return { list: mine.slice(start, start + pageSize).map(publicRecord), total: mine.length };
}
