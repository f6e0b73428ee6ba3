/** Display formatters shared by pages and components (no React). */

/** SPEC §9: units at successive powers of 1000. */
const UNITS = ['', 'K', 'M', 'G', 'T', 'P', 'E'] as const;
const MAX_DECIMALS = 20;

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * A count for display: 999 → '999', 1000 → '1K', 12500 → '12.5K', 1234567 (2 decimals) → '1.23M'.
 * Rounds to `decimals` and trims trailing zeros. Values that round up to 1000 of a unit move to the
 * next unit (999950 → '1M', not '1000K'). Negative values keep their sign; NaN and ±Infinity give '0'
 * because a like or play count from a broken payload should read as nothing rather than 'NaNK'.
 */
export function formatCount(n: number, decimals = 1): string {
  if (!Number.isFinite(n)) return '0';
  const places = Number.isFinite(decimals) ? Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals))) : 1;
  const abs = Math.abs(n);
  let unit = abs < 1000 ? 0 : Math.min(UNITS.length - 1, Math.floor(Math.log10(abs) / 3));
  // log10 can land a hair below an exact power (e.g. 1e15); correct the unit by comparison.
  while (unit < UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit += 1;
  while (unit > 0 && abs < 1000 ** unit) unit -= 1;
  let fixed = (abs / 1000 ** unit).toFixed(places);
  if (Number(fixed) >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    fixed = (abs / 1000 ** unit).toFixed(places);
  }
  const text = trimZeros(fixed);
  const sign = n < 0 && Number(text) !== 0 ? '-' : '';
  return `${sign}${text}${UNITS[unit]}`;
}

/**
 * A number with thousands separators, as `toLocaleString('zh-CN')` writes it: 12345 → '12,345',
 * 1234.5 → '1,234.5' (at most 3 decimals, trailing zeros dropped); NaN and ±Infinity give '0'.
 * Written out because a page's first `toLocaleString`/`Intl` call loads the runtime's locale data:
 * 150–200 ms of a throttled phone's main thread inside hydration, measured on the article and home
 * pages (eslint's `no-restricted-syntax` keeps them out of client code).
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const [whole = '0', fraction = ''] = Math.abs(n).toFixed(3).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (decimals ? `.${decimals}` : '');
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * China time (UTC+8, no daylight saving), computed without the runtime's time zone or a date
 * library: the server HTML and the browser's hydration render the same text, and no page needs
 * dayjs in its first load for a date. Every date the site shows goes through here.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

export type ChinaTimePattern = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm' | 'MM-DD HH:mm' | 'YYYY年M月D日 HH:mm';

/** 2025-10-01, 2025-10-01 00:05, 10-01 00:05 or 2025年10月1日 00:05; '' for a date that is not a number. */
export function formatChinaTime(ms: number, pattern: ChinaTimePattern = 'YYYY-MM-DD'): string {
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms + CHINA_OFFSET_MS);
  const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  switch (pattern) {
    case 'YYYY年M月D日 HH:mm':
      return `${year}年${month}月${day}日 ${time}`;
    case 'MM-DD HH:mm':
      return `${pad(month)}-${pad(day)} ${time}`;
    case 'YYYY-MM-DD HH:mm':
      return `${year}-${pad(month)}-${pad(day)} ${time}`;
    default:
      return `${year}-${pad(month)}-${pad(day)}`;
  }
}
