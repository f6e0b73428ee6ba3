import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';

dayjs.extend(utc);

/**
 * Server only (data loaders): pages receive the formatted text, so dayjs stays out of the browser
 * bundle. Dates in China time (UTC+8) whatever the server's or the visitor's time zone, so the server HTML
 * and the hydrated page agree.
 */
export function formatChinaDate(ms: number, pattern = 'YYYY-MM-DD'): string {
  return dayjs.utc(ms).utcOffset(480).locale('zh-cn').format(pattern);
}

