// @vitest-environment node
import DOMPurify from 'isomorphic-dompurify';
import { PURIFY_WINDOW_USES, noteSanitized, purifyWindowGeneration } from '@/components/ui/purify-window';
import { sanitizeHtml } from '@/components/ui/sanitize-html';

const clean = (html: string) => sanitizeHtml(html) as string;

/** Sanitises until the shared jsdom window has been replaced once (the count is module state). */
function sanitizeUntilRecycled(): void {
  const before = purifyWindowGeneration();
  for (let i = 0; i <= PURIFY_WINDOW_USES && purifyWindowGeneration() === before; i += 1) clean('<p>x</p>');
  expect(purifyWindowGeneration()).toBe(before + 1);
}

describe('the sanitiser’s jsdom window in a long-running process', () => {
  it('is replaced every PURIFY_WINDOW_USES sanitise calls (clearWindow drops what the old one held)', () => {
    expect(PURIFY_WINDOW_USES).toBeGreaterThan(0);
    // A hook on the current window: gone once the window is replaced.
    let seen = 0;
    DOMPurify.addHook('afterSanitizeElements', () => {
      seen += 1;
    });
    clean('<p>x</p>');
    expect(seen).toBeGreaterThan(0);
    sanitizeUntilRecycled();
    const after = seen;
    clean('<p>y</p>');
    expect(seen).toBe(after);
  });

  it('the sanitiser’s own hooks are added again on the new window: ids prefixed, external links hardened, unsafe hrefs dropped', () => {
    sanitizeUntilRecycled();
    const out = clean('<p id="__NEXT_DATA__">x</p><a href="https://example.com/a">外链</a><a href="/x" target="_top">站内</a>');
    expect(out).toContain('id="user-content-__NEXT_DATA__"');
    expect(out).toMatch(/<a href="https:\/\/example.com\/a" target="_blank" rel="noopener noreferrer nofollow">外链<\/a>/);
    expect(out).not.toContain('target="_top"');
    sanitizeUntilRecycled();
    expect(clean('<img name="getElementById" src="/a.png">')).toContain('name="user-content-getElementById"');
  });

  it('noteSanitized counts calls: the window stays until the count is reached', () => {
    const before = purifyWindowGeneration();
    noteSanitized(1_000_000);
    expect(purifyWindowGeneration()).toBe(before);
    noteSanitized(1);
    expect(purifyWindowGeneration()).toBe(before + 1);
  });
});
