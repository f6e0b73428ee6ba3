/** The purchase ticker of /nnpay (SPEC §9): 30 notices, one step every 5000 ms, items 16 px high. */
export const ROLL = { count: 30, speedMs: 5000, itemHeight: 16, maxInDom: 20, window: 3 } as const;

const PREFIXES = ['138', '139', '186', '159', '177', '135', '188', '152', '131', '199'] as const;
const ITEMS = ['年卡会员', '季卡会员', '月卡会员', '连续包月', '600 N币', '1280 N币'] as const;

/** "13812345678" → "138****5678"; anything not 11 digits is masked whole. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

export interface RollNotice {
  id: number;
  text: string;
}

/**
 * Deterministic notices (server and browser render the same list): a small LCG picks phone
 * prefixes, endings, items and minutes. Phones are masked before they become text.
 */
export function buildRollNotices(count: number = ROLL.count, seed = 20261122): RollNotice[] {
  let s = seed >>> 0;
  const next = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  return Array.from({ length: count }, (_, id) => {
    const phone = `${PREFIXES[next(PREFIXES.length)]}${String(next(1e8)).padStart(8, '0')}`;
    const item = ITEMS[next(ITEMS.length)];
    const verb = item.includes('N币') ? '充值了' : '开通了';
    return { id, text: `${maskPhone(phone)} ${next(59) + 1}分钟前${verb}${item}` };
  });
}
