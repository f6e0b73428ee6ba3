// The one masking rule for every line the servers write (access log, error lines, the renderer's
// and the standalone sandbox's console): no full phone number, no token and no verification code
// reaches a log.
// - mainland mobile numbers → 138****8000 (also inside longer text, not inside a longer number);
// - the value after a secret-looking key (`token=…`, `"pwd":"…"`, `Authorization: Bearer …`) → ***;
// - a short run of digits after a code-looking key (`smsCode: 123456`, `code=4821`) → ***;
// - a long opaque run (24+ of [A-Za-z0-9_-] with a digit: a token or a hash in a path or a
//   message) → its first 4 characters and '…' (a request id after `request_id=` excepted).

// 11 digits starting 1[3-9], not part of a longer number.
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const ELEVEN_DIGITS = /\d{11}/;
// key, separator (quotes, ':' or '=', spaces; 'Bearer '), value.
const SECRET_PAIR = /((?:token|authorization|secret|passw(?:or)?d?|pwd(?:encry)?|ticket|randstr|session|cookie|seccode|validate|api[-_]?key)[\w-]*["']?\s*[:=]\s*["']?(?:Bearer\s+)?)([^\s"'&,;}\]]+)/gi;
const CODE_PAIR = /((?:sms_?code|verify_?code|code|captcha)["']?\s*[:=]\s*["']?)(\d{4,8})(?!\d)/gi;
// (with a digit after its first 4: long identifiers in stack traces stay readable; not a request
// id, `request_id=…`, which is no secret and is what ties the log lines of a request together)
const OPAQUE = /(?<![A-Za-z0-9_-]|request_id=)([A-Za-z0-9_-]{4})(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{20,}/g;
const HAS_LONG_RUN = /[A-Za-z0-9_-]{24}/;
const HAS_KEY = /token|auth|secret|passw|pwd|ticket|randstr|session|cookie|seccode|validate|key|code|captcha/i;

/** Mainland mobile numbers in `text` masked to 138****8000. */
export function maskPhones(text: string): string {
  return ELEVEN_DIGITS.test(text) ? text.replace(PHONE, '$1****$2') : text;
}

/**
 * `text` with phones, secrets and codes masked. Cheap on ordinary text: each rule runs only when a
 * pre-test finds what it looks for.
 */
export function maskText(text: string): string {
  if (typeof text !== 'string' || text === '') return text;
  let out = text;
  if (HAS_KEY.test(out)) out = out.replace(SECRET_PAIR, '$1***').replace(CODE_PAIR, '$1***');
  out = maskPhones(out);
  if (HAS_LONG_RUN.test(out)) out = out.replace(OPAQUE, '$1…');
  return out;
}

/** maskText() of each string, an Error's stack, or the JSON of anything else (console's arguments). */
export function maskArgs(args: readonly unknown[]): unknown[] {
  return args.map((a) => {
    if (typeof a === 'string') return maskText(a);
    if (a instanceof Error) return maskText(a.stack || `${a.name}: ${a.message}`);
    if (a === null || typeof a !== 'object') return a;
    try {
      return maskText(JSON.stringify(a));
    } catch {
      return a;
    }
  });
}

/** The console methods maskConsole() wraps. */
export type MaskableConsole = Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'>;

/**
 * Makes console.log/info/warn/error/debug of this process mask what they print (the renderer's
 * Next and the standalone sandbox write their own lines). Idempotent.
 */
export function maskConsole(target: MaskableConsole = console): void {
  if ((target as { __nnMasked?: boolean }).__nnMasked) return;
  Object.defineProperty(target, '__nnMasked', { value: true });
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(...maskArgs(args));
  }
}
