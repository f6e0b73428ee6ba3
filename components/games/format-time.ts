/**
 * Dates of the catalogue in Beijing time (UTC+8, no daylight saving), computed without the runtime's
 * time zone: the server HTML and the browser's hydration render the same text, and the page needs
 * no date library in its first load.
 */
const CST_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

export type TimePattern = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm' | 'MM-DD HH:mm';

export function formatCst(ms: number, pattern: TimePattern): string {
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms + CST_OFFSET_MS);
  const date = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  if (pattern === 'MM-DD HH:mm') return `${date} ${time}`;
  const day = `${d.getUTCFullYear()}-${date}`;
  return pattern === 'YYYY-MM-DD' ? day : `${day} ${time}`;
}
