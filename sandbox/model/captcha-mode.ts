import type { CaptchaMode } from '../types';

/**
 * The captcha settings, below the database: the seed reads SANDBOX_CAPTCHA through this module,
 * so seed → model/captcha → db → seed is no cycle (model/captcha.ts keeps the puzzles and passes).
 */
export const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'tencent', 'slide'];

/** SANDBOX_CAPTCHA: `slide`, `tencent` or `on` (kept: it meant the Tencent-style check), else none. */
export function captchaModeFromEnv(value = process.env.SANDBOX_CAPTCHA): CaptchaMode {
  if (value === 'slide') return 'slide';
  return value === 'on' || value === 'tencent' ? 'tencent' : 'none';
}
