/**
 * The one gate for URLs that come from API data (ARCHITECTURE §5): only absolute http(s) URLs and
 * same-site paths starting with a single '/'. Anything else yields undefined (render no link).
 */

// C0 controls, DEL, C1 controls and Unicode spaces/format characters that browsers strip or
// reinterpret inside a URL ("java\tscript:", "/\u0009/evil.example").
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** Percent-encoded controls or separators that a server or browser may decode back into a path. */
const ENCODED_TRICK = /%(0[0-9a-f]|1[0-9a-f]|20|2f|5c|7f)/i;

function isSafePath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const second = path[1];
  if (second === '/' || second === '\\') return false;
  if (path.includes('\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0];
  return !ENCODED_TRICK.test(pathname);
}

function isSafeAbsolute(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!url.hostname || url.username || url.password) return false;
  // The raw text must itself start with the scheme and '//' (no "https:evil" or "https:/\\evil").
  return /^https?:\/\/[^/\\]/i.test(value) && !value.includes('\\');
}

export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.trim();
  if (!value || value.length > 2048) return undefined;
  if (UNSAFE_CHARS.test(value)) return undefined;
  if (value.startsWith('/')) return isSafePath(value) ? value : undefined;
  return isSafeAbsolute(value) ? value : undefined;
}

/** True when the href points outside this site (open it with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
