/**
 * Keeps personal data and credentials out of analytics (ARCHITECTURE §5): a property goes when its
 * name says phone / token / password, or its value looks like a mainland mobile number or a
 * 32-hex token (an md5 password hash looks the same). URLs keep their path and lose such a query.
 */

const SECRET_KEY = /pwd|passw|token|phone|mobile|telnum|cnee_?mobile|sms_?code|secret|auth/i;
const PHONE = /(?<!\d)(?:\+?86[-\s]?)?1[3-9]\d{9}(?!\d)/;
const HEX32 = /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/i;
const URL_KEYS = new Set(['$url', '$referrer', '$latest_referrer', '$latest_landing_page', 'referrer', 'url', 'page_url']);

export type PropValue = string | number | boolean | null;

/** True when a value looks like a phone number or a token. */
export function looksSecret(value: unknown): boolean {
  if (typeof value === 'number') return PHONE.test(String(value));
  if (typeof value !== 'string') return false;
  // Both the raw text and its URL-decoded form: '%13800…' decodes into a control char plus digits.
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // a malformed escape: the raw text is all there is
  }
  return [value, decoded].some((t) => PHONE.test(t) || HEX32.test(t));
}

/** A URL without query and fragment when either carries something secret; unchanged otherwise. */
export function scrubUrl(url: string): string | undefined {
  if (!looksSecret(url)) return url;
  const bare = url.split(/[?#]/, 1)[0];
  return looksSecret(bare) ? undefined : bare;
}

/** The properties minus anything secret-looking, plus the names dropped (for a dev warning). */
export function scrubProperties(props: Record<string, unknown>): { properties: Record<string, PropValue>; dropped: string[] } {
  const properties: Record<string, PropValue> = {};
  const dropped: string[] = [];
  for (const [key, raw] of Object.entries(props)) {
    const value = raw === undefined ? null : raw;
    const scalar = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    if (SECRET_KEY.test(key) || !scalar) {
      dropped.push(key);
      continue;
    }
    if (typeof value === 'string' && URL_KEYS.has(key)) {
      const url = scrubUrl(value);
      if (url === undefined) dropped.push(key);
      else properties[key] = url;
      continue;
    }
    if (looksSecret(value)) {
      dropped.push(key);
      continue;
    }
    properties[key] = value as PropValue;
  }
  return { properties, dropped };
}
