import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');

/** The file served at /gt.js and /TCaptcha.js (lib/captcha-vendors.ts STANDIN_REWRITES). */
export const STANDINS_FILE = 'public/captcha-standin/vendors.js';
const STANDINS = read(STANDINS_FILE);
const SLIDE_UI = read('public/captcha-standin/slide-ui.js');

/**
 * Runs the stand-ins' file as a browser does when a page loads it from `url` (document.currentScript
 * is that <script>), so it defines the globals of that URL; without `url`, as a script with no address.
 */
export function runStandIns(url?: string): void {
  const script = url === undefined ? null : Object.assign(document.createElement('script'), { src: url });
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(STANDINS)();
  } finally {
    // Back to jsdom's own getter on Document.prototype.
    delete (document as { currentScript?: unknown }).currentScript;
  }
}

/** The stand-ins' dialog script (public/captcha-standin/slide-ui.js), which they would otherwise load beside them. */
export function runSlideUi(): void {
  new Function(SLIDE_UI)();
}
