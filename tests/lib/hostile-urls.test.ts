// Behaviour across files: the three gates for outside input refuse every hostile vector (lib/safe-href.ts, lib/redirect.ts sameOriginPath, lib/channel.ts).
/**
 * ARCHITECTURE §5, the three gates for outside input: safeHref (URLs from API data), sameOriginPath
 * (redirect targets) and the `from` channel whitelist. One generator of hostile values — the
 * known attack vectors in mixed case, with tabs/newlines/NULs spliced in, with prefixes and tails —
 * runs through every gate (a new gate is one row of GATES). The per-gate example tables live beside
 * each helper (tests/lib/safe-href.test.ts, tests/components/layout/misc.test.tsx, tests/lib/channel.test.ts).
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureSourceChannel, channelFromQuery, validChannel } from '@/lib/channel';
import { sameOriginPath } from '@/lib/redirect';
import { safeHref } from '@/lib/safe-href';

const ORIGIN = 'https://www.nn.com';

/** Characters browsers strip or fold inside a URL, or that end a header line. */
const NOISE = ['\t', '\n', '\r', '\u0000', ' ', '\u000b', '\u000c', '\u00a0', '\u200b', '\u2028', '\ufeff'];

const mixedCase = (s: string) =>
  fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((ups) => [...s].map((ch, i) => (ups[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

/** `s` with 0–3 noise characters inserted at random places (including before the first character). */
const withNoise = (s: string) =>
  fc.array(fc.tuple(fc.nat({ max: s.length }), fc.constantFrom(...NOISE)), { maxLength: 3 }).map((inserts) => {
    let out = s;
    for (const [at, ch] of [...inserts].sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + ch + out.slice(at);
    return out;
  });

const tail = fc.constantFrom('', 'alert(1)', 'alert(document.cookie)//', '/x?y=1#z', '%0aalert(1)', '<svg/onload=alert(1)>');

/** Each vector of the issue, as a generator of variants. */
const VECTORS = {
  javascript: fc.tuple(mixedCase('javascript'), tail).chain(([s, t]) => withNoise(`${s}:${t}`)),
  data: fc.tuple(mixedCase('data'), fc.constantFrom('text/html,<script>alert(1)</script>', 'text/html;base64,PHNjcmlwdD4=', 'image/svg+xml,<svg onload=alert(1)>')).chain(([s, t]) => withNoise(`${s}:${t}`)),
  vbscript: mixedCase('vbscript:msgbox(1)'),
  protocolRelative: fc.tuple(fc.constantFrom('//', '///', '\\\\', '/\\', '\\/', '/\t/', '/%09/', '/%2f/', '/%2F%2F', '/%5c', '/%5C/', '/.//', '/a/..//', '/a/../..//', '/./%2f'), fc.constantFrom('evil.example', 'EVIL.example', 'evil.example/a?b=1')).chain(([p, h]) => withNoise(`${p}${h}`)),
  foreignAbsolute: fc.tuple(mixedCase('https'), fc.constantFrom('://evil.example/', ':evil.example', ':/\\evil.example', '://www.nn.com@evil.example/', '://www.nn.com.evil.example/', '://evil.example\\@www.nn.com/')).map(([s, rest]) => `${s}${rest}`),
};

type Gate = {
  name: string;
  /** Every hostile value must be refused; `holds` says what "refused" means for the gate. */
  holds(input: string): void;
};

/** Resolving `out` in a browser, raw and once more after one percent-decoding, stays on ORIGIN. */
function staysSameOrigin(out: string) {
  expect(out).toMatch(/^\/(?![/\\])/);
  expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
  let decoded = out;
  try {
    decoded = decodeURIComponent(out);
  } catch {
    // not decodable: nothing more to check
  }
  expect(new URL(decoded.replace(/[\t\n\r]/g, ''), ORIGIN).origin, `decoded once: ${JSON.stringify(decoded)}`).toBe(ORIGIN);
}

const GATES: Gate[] = [
  {
    name: 'safeHref (URLs from API data)',
    holds: (input) => {
      const out = safeHref(input);
      if (out === undefined) return;
      // What may pass: a plain link to another site (http/https, with a host), or a path that a
      // browser resolves on this site ('/.//evil.example' is the path //evil.example here).
      if (out.startsWith('/')) return staysSameOrigin(out);
      expect(out).toMatch(/^https?:\/\/[^/\\\s]/i);
      expect(['http:', 'https:']).toContain(new URL(out).protocol);
    },
  },
  {
    name: 'sameOriginPath (redirect targets)',
    holds: (input) => {
      const out = sameOriginPath(input, ORIGIN);
      if (out !== undefined) staysSameOrigin(out);
    },
  },
  {
    name: 'from whitelist (source channel)',
    holds: (input) => {
      expect(validChannel(input)).toBeUndefined();
      expect(channelFromQuery([input])).toBeUndefined();
      expect(captureSourceChannel(`?from=${encodeURIComponent(input)}`)).toBe('guanwang');
    },
  },
];

beforeEach(() => window.sessionStorage.clear());

describe.each(GATES)('$name refuses every hostile vector', ({ holds }) => {
  it.each(Object.keys(VECTORS) as (keyof typeof VECTORS)[])('%s (fuzz)', (name) => {
    fc.assert(fc.property(VECTORS[name], holds), { numRuns: 400 });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
  ])('%j', (input) => holds(input));
});

describe('outright refusals', () => {
  it('safeHref refuses every script scheme outright', () => {
    fc.assert(
      fc.property(fc.oneof(VECTORS.javascript, VECTORS.data, VECTORS.vbscript), (input) => {
        expect(safeHref(input)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('sameOriginPath refuses every script scheme and foreign absolute URL outright', () => {
    fc.assert(
      fc.property(fc.oneof(VECTORS.javascript, VECTORS.data, VECTORS.vbscript, VECTORS.foreignAbsolute), (input) => {
        expect(sameOriginPath(input, ORIGIN)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the gates still let ordinary values through (the tests above could pass by refusing everything)', () => {
  const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);
  const query = fc.option(fc.tuple(segment, segment).map(([k, v]) => `?${k}=${v}`), { nil: '' });

  it('same-site paths pass safeHref and sameOriginPath unchanged; same-origin absolute URLs reduce to the path', () => {
    fc.assert(
      fc.property(path, query, (p, q) => {
        expect(safeHref(`${p}${q}`)).toBe(`${p}${q}`);
        expect(sameOriginPath(`${p}${q}`, ORIGIN)).toBe(`${p}${q}`);
        expect(sameOriginPath(`${ORIGIN}${p}${q}`, ORIGIN)).toBe(`${p}${q}`);
      }),
    );
  });

  it('plain channel names are kept', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9_-]{1,32}$/), (ch) => {
        window.sessionStorage.clear();
        expect(captureSourceChannel(`?from=${ch}`)).toBe(ch);
      }),
    );
  });
});
