import type { BenefitRecord, BenefitType } from '@/lib/activity-types';
import { formatCst } from '@/lib/activity';

/** Benefit records of activity 10024 (SPEC §3, §9: types 3–7). */

export const BENEFIT_LABEL: Record<BenefitType, string> = {
  3: '月卡CDK',
  4: '季卡CDK',
  5: '年卡CDK',
  6: '宝箱',
  7: '幸运空投',
};

export function benefitLabel(type: number): string {
  return BENEFIT_LABEL[type as BenefitType] ?? '权益';
}

/** Membership CDKs (3–5) are redeemed in the client's 兑换中心; chests and airdrops open in the client. */
export function benefitHint(type: number): string {
  return type >= 3 && type <= 5 ? '复制 CDK 后前往客户端「兑换中心」兑换' : '复制 CDK 后在客户端「我的权益」中开启';
}

export interface BenefitView extends BenefitRecord {
  label: string;
  expireText: string;
  expired: boolean;
}

/** Records the dialog shows: known types only, still-valid first, each sorted by expiry. */
export function benefitViews(list: readonly BenefitRecord[], now: number): BenefitView[] {
  return list
    .filter((b) => b.powerType >= 3 && b.powerType <= 7)
    .map((b) => ({ ...b, label: benefitLabel(b.powerType), expireText: `有效期至 ${formatCst(b.powerExpireTime)}`, expired: b.powerExpireTime < now }))
    .sort((a, b) => Number(a.expired) - Number(b.expired) || a.powerExpireTime - b.powerExpireTime);
}
