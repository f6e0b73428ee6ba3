import DOMPurify from 'isomorphic-dompurify';
import { isExternalHref, safeHref } from '@/lib/safe-href';
import type { SanitizedHtml } from './safe-html';

/**
 * Sanitises CMS HTML for SafeHtml. Call it from data loaders (getStaticProps/getServerSideProps):
 * the page then ships sanitised HTML and the client bundle carries no DOMPurify.
 *
 * Beyond DOMPurify's defaults (no script, no on* handlers, no javascript: URLs): no frames, forms,
 * embedded objects, SVG/MathML or inline styles; link and image URLs pass `safeHref`; external
 * links open with rel="noopener noreferrer nofollow"; images load lazily.
 */

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math', 'template', 'noscript'];
const FORBID_ATTR = ['style', 'srcset', 'srcdoc', 'formaction', 'action', 'background', 'ping', 'xlink:href'];

let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A') {
      const href = safeHref(el.getAttribute('href'));
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

export function sanitizeHtml(dirty: string): SanitizedHtml {
  installHooks();
  const clean = DOMPurify.sanitize(dirty, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
  return String(clean).trim() as SanitizedHtml;
}
