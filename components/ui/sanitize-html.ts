import DOMPurify from 'isomorphic-dompurify';
import { isExternalHref, safeHref } from '@/lib/safe-href';
import { limitHtmlDepth } from './html-depth';
import { noteSanitized, purifyWindowGeneration } from './purify-window';
import type { SanitizedHtml } from './safe-html';

/**
 * Sanitises CMS HTML for SafeHtml. Call it from data loaders (getStaticProps/getServerSideProps):
 * the page then ships sanitised HTML and the client bundle carries no DOMPurify.
 *
 * Beyond DOMPurify's defaults (no script, no on* handlers, no javascript: URLs): no frames, forms,
 * embedded objects, SVG/MathML or inline styles; link and image URLs pass `safeHref`; external
 * links open with rel="noopener noreferrer nofollow"; images load lazily.
 *
 * DOM clobbering: an article comes before Next's own elements in the page, so `<p id="__NEXT_DATA__">`
 * or `<img name="getElementById">` in CMS HTML would be what the page's scripts find. Every `id` and
 * `name` is prefixed with `user-content-` (as GitHub does), and so are the references to them — an
 * in-page anchor `href="#x"` becomes `#user-content-x`, `for`/`headers`/`aria-*` id lists likewise —
 * so anchors keep working and no CMS name can equal one of the page's.
 *
 * Nesting deeper than MAX_HTML_DEPTH (64) is flattened before parsing (html-depth.ts): a
 * 15,000-deep article took minutes to sanitise.
 */

/** Prefix of every id and name in CMS HTML. */
export const USER_CONTENT_PREFIX = 'user-content-';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math', 'template', 'noscript'];
const FORBID_ATTR = ['style', 'srcset', 'srcdoc', 'formaction', 'action', 'background', 'ping', 'xlink:href'];

/** Attributes naming an element of the document (one id, or a space-separated list of ids). */
const ID_ATTRS = new Set(['id', 'name']);
const ID_REF_ATTRS = new Set(['for', 'headers', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-errormessage', 'aria-flowto']);

/** `x` → `user-content-x`; already prefixed stays (sanitising twice changes nothing). Empty stays empty. */
export function userContentId(value: string): string {
  const v = value.trim();
  if (!v || v.startsWith(USER_CONTENT_PREFIX)) return v;
  return USER_CONTENT_PREFIX + v;
}

/** An in-page anchor: `#` and an id made of characters no URL parser reinterprets. */
const FRAGMENT = /^#[^\s\u0000-\u001f\u007f"'<>\\]{1,200}$/u;

/** The jsdom window generation the hooks were added for: a replaced window has none (./purify-window). */
let hookedFor = -1;

function installHooks(): void {
  if (hookedFor === purifyWindowGeneration()) return;
  hookedFor = purifyWindowGeneration();
  // Before DOMPurify's own checks: its SANITIZE_DOM test then sees the prefixed value.
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (ID_ATTRS.has(name)) data.attrValue = userContentId(data.attrValue);
    else if (ID_REF_ATTRS.has(name)) data.attrValue = data.attrValue.split(/\s+/).filter(Boolean).map(userContentId).join(' ');
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A') {
      const raw = el.getAttribute('href');
      if (raw !== null && FRAGMENT.test(raw.trim())) {
        el.setAttribute('href', `#${userContentId(decodeFragment(raw.trim().slice(1)))}`);
        el.removeAttribute('target');
        return;
      }
      const href = safeHref(raw);
      if (!href) {
        el.removeAttribute('href');
        el.removeAttribute('target');
        return;
      }
      el.setAttribute('href', href);
      if (isExternalHref(href)) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer nofollow');
      } else {
        el.removeAttribute('target');
      }
    } else if (el.tagName === 'IMG') {
      const src = safeHref(el.getAttribute('src'));
      if (!src) {
        el.remove();
        return;
      }
      el.setAttribute('src', src);
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    }
  });
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export function sanitizeHtml(dirty: string): SanitizedHtml {
  installHooks();
  // Depth first (components/ui/html-depth.ts): parsing and sanitising cost grows with depth ×
  // elements; capped at MAX_HTML_DEPTH they stay linear in the article's length.
  const clean = DOMPurify.sanitize(limitHtmlDepth(dirty), {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
  noteSanitized();
  return String(clean).trim() as SanitizedHtml;
}
