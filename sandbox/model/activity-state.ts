import type { BenefitRecord, GiftRecord, InviteEntry, LeigodInvoice, WidgetPrize } from '@/lib/activity-types';

/**
 * Mutable state of the activity and leigod services (the configuration is read-only seed data).
 * Types only, a leaf: the store's shape (sandbox/types.ts) and the seed import it without reaching
 * the store itself.
 */

export interface StoredAddress {
  name: string;
  mobile: string;
  region: string;
  detail: string;
  at: number;
}

export interface StoredGiftRecord extends GiftRecord {
  phone: string;
  address?: StoredAddress;
}

export interface StoredWidgetPrize extends WidgetPrize {
  phone: string;
  activityId: number;
  createTime: number;
  /** Region codes of the widget form, kept with the address. */
  regionCodes?: string[];
  address?: StoredAddress;
  redeemedAt?: number;
}

/** Draws of one user in one activity: remain = granted + invite bonus - used, never below 0. */
export interface DrawLedger {
  granted: number;
  used: number;
}

export interface LeigodSession {
  phone: string;
  issuedAt: number;
  expiresAt: number;
}

export interface StoredInvoice extends LeigodInvoice {
  phone: string;
  activityId: number;
  createdAt: number;
  paidAt?: number;
}

export interface SandboxActivityState {
  /** `${activityId}` → `${prizeId}` → stock left (only prizes with limited stock). */
  stock: Record<string, Record<string, number>>;
  /** `${activityId}` → phone → ledger. Leigod ids (3000s) and activity ids (10000s) never collide. */
  draws: Record<string, Record<string, DrawLedger>>;
  /** Gift-flow records, newest first. */
  records: StoredGiftRecord[];
  nextRecordId: number;
  /** `${activityId}` → order numbers already turned into draws. */
  creditedOrders: Record<string, string[]>;
  /** `${activityId}` → phones that took the popup / command gift. */
  giftsTaken: Record<string, string[]>;
  /** phone → benefit records of activity 10024. */
  benefits: Record<string, BenefitRecord[]>;
  /** `${activityId}` → inviter phone → invites recorded before the sandbox started. */
  invites: Record<string, Record<string, InviteEntry[]>>;
  /** `${activityId}` → player (phone, or `seed:昵称` for seeded players) → score. */
  scores: Record<string, Record<string, number>>;
  /** Prize-widget records of the leigod activities, newest first. */
  widgetPrizes: StoredWidgetPrize[];
  nextWidgetPrizeId: number;
  /** account_token → session. */
  leigodTokens: Record<string, LeigodSession>;
  invoices: Record<string, StoredInvoice>;
  nextInvoiceNo: number;
  /** `${activityId}` → phones that took the leigod present. */
  presents: Record<string, string[]>;
}
