import fs from 'node:fs';
import path from 'node:path';

/** Names written by scripts/extract-antd-styles.ts (keep the two patterns equal). */
export const ANTD_CSS_FILE_RE = /^antd\.[0-9a-f]{10}\.css$/;

/**
 * Build-time only (next.config.ts): the site URL of the extracted antd sheet in `public/antd`,
 * `/antd/antd.<hash>.css`, newest first; '' when none was generated (unit tests, a bare checkout).
 */
export function antdCssHref(publicDir: string): string {
  const dir = path.join(publicDir, 'antd');
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => ANTD_CSS_FILE_RE.test(n));
  } catch {
    return '';
  }
  const newest = names
    .map((n) => ({ n, t: fs.statSync(path.join(dir, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0];
  return newest ? `/antd/${newest.n}` : '';
}
