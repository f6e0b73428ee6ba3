import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PUZZLE, PUZZLE_MAX_OFFSET, type PuzzleSpec } from '@/lib/captcha-puzzle';
import { db, mutate, now } from '../db';
import { str, type Body } from '../request-body';
import type { CaptchaMode } from '../types';

/**
 * The captchas the sandbox asks for before an SMS and on password login (SPEC §2, §7, §9):
 * `none`, `tencent` (the Tencent-style check: /u-nnpc/api/v2/captcha/tx/findStatus answers true) or
 * `slide` (the geetest-style slide captcha: /gt/register answers success 1 with a challenge).
 *
 * Both are slide puzzles generated here: the gap position is kept per challenge, an answer is
 * checked once (within ±6 px, after a plausible drag time) and a pass is a one-time token that the
 * SMS send or the password login must carry. Tickets the sandbox did not issue are refused.
 * Puzzles and passes live in memory only (they are seconds-long and per process).
 */
export type { CaptchaMode } from '../types';
export { CAPTCHA_MODES, captchaModeFromEnv } from './captcha-mode';

export const CAPTCHA_RULES = {
  /** A release this close to the gap passes. */
  tolerancePx: 6,
  /** Faster than this is not a person dragging (or pressing keys). */
  minDragMs: 300,
  /** Slower than this: the puzzle was left open. */
  maxDragMs: 120_000,
  /** A puzzle can be answered this long after it was issued. */
  puzzleTtlMs: 5 * 60_000,
  /** A pass must be used this soon. */
  passTtlMs: 2 * 60_000,
} as const;

export const CAPTCHA_MSG = {
  /** SPEC §8: the geetest parameters are missing. */
  slideMissing: '请传入极验相关参数不能为空!',
  tencentMissing: '请先完成安全验证',
  invalid: '安全验证未通过，请重新验证',
  failed: '验证失败，请重试',
} as const;

/** Tencent's own fallback ticket when its script cannot load (SPEC §8): `terror_1001_<appId>_<seconds>`. */
const DEGRADED_TICKET = /^terror_1001_\d{1,20}_\d{1,12}$/;

type Kind = 'slide' | 'tencent';

/** Tickets of the Tencent-style check are this prefix plus the pass id. */
export const TICKET_PREFIX = 'tr0';

interface Puzzle {
  kind: Kind;
  spec: PuzzleSpec;
  issuedAt: number;
}

interface Pass {
  kind: Kind;
  /** The challenge (slide) or randstr (tencent) the pass is bound to. */
  binding: string;
  issuedAt: number;
}

interface CaptchaRuntime {
  puzzles: Map<string, Puzzle>;
  passes: Map<string, Pass>;
}

declare global {
  var __sandboxCaptcha: CaptchaRuntime | undefined;
}

function rt(): CaptchaRuntime {
  return (globalThis.__sandboxCaptcha ??= { puzzles: new Map(), passes: new Map() });
}

export function clearCaptchaRuntime(): void {
  rt().puzzles.clear();
  rt().passes.clear();
}

/** The setting: `captcha` when set, else the older boolean (true meant the Tencent-style check). */
export function captchaMode(): CaptchaMode {
  const settings = db().settings;
  return settings.captcha ?? (settings.captchaEnabled ? 'tencent' : 'none');
}

export function setCaptchaMode(mode: CaptchaMode): void {
  mutate((s) => {
    s.settings.captcha = mode;
    s.settings.captchaEnabled = mode !== 'none';
  });
}

function sweep(): void {
  const t = now();
  for (const [id, p] of rt().puzzles) if (t - p.issuedAt > CAPTCHA_RULES.puzzleTtlMs) rt().puzzles.delete(id);
  for (const [id, p] of rt().passes) if (t - p.issuedAt > CAPTCHA_RULES.passTtlMs) rt().passes.delete(id);
}

/** A new puzzle under a fresh id (the geetest challenge or the Tencent session). */
export function issuePuzzle(kind: Kind): { id: string; spec: PuzzleSpec } {
  sweep();
  const id = randomBytes(16).toString('hex');
  const spec: PuzzleSpec = {
    seed: randomInt(0, 2 ** 31),
    x: randomInt(PUZZLE.size + 20, PUZZLE_MAX_OFFSET - 8 + 1),
    y: randomInt(PUZZLE.knob + 8, PUZZLE.height - PUZZLE.size - 8 + 1),
    width: PUZZLE.width,
    height: PUZZLE.height,
    size: PUZZLE.size,
  };
  rt().puzzles.set(id, { kind, spec, issuedAt: now() });
  return { id, spec };
}

export type AnswerCheck = { ok: true; pass: string } | { ok: false; reason: 'unknown' | 'offset' | 'duration' };

/**
 * Checks an answer: the puzzle must be ours, unanswered and fresh; the offset within the
 * tolerance; the drag time plausible. One answer per puzzle, right or wrong. The pass is bound to
 * `binding` (what the client must send alongside it).
 */
export function answerPuzzle(kind: Kind, id: string, offset: unknown, durationMs: unknown, binding: string): AnswerCheck {
  sweep();
  const puzzle = rt().puzzles.get(id);
  if (!puzzle || puzzle.kind !== kind) return { ok: false, reason: 'unknown' };
  rt().puzzles.delete(id);
  const x = Number(offset);
  const ms = Number(durationMs);
  if (!Number.isFinite(x) || Math.abs(x - puzzle.spec.x) > CAPTCHA_RULES.tolerancePx) return { ok: false, reason: 'offset' };
  if (!Number.isFinite(ms) || ms < CAPTCHA_RULES.minDragMs || ms > CAPTCHA_RULES.maxDragMs) return { ok: false, reason: 'duration' };
  const pass = randomBytes(16).toString('hex');
  rt().passes.set(pass, { kind, binding, issuedAt: now() });
  return { ok: true, pass };
}

/** Uses up a pass: true when it was issued for this kind and binding and is still fresh. */
function consumePass(kind: Kind, pass: string, binding: string): boolean {
  sweep();
  const found = rt().passes.get(pass);
  if (!found || found.kind !== kind || found.binding !== binding) return false;
  rt().passes.delete(pass);
  return true;
}

/** geetest's seccode is the validate value plus `|jordan`. */
export const seccodeOf = (validate: string) => `${validate}|jordan`;

/** The geetest-style sign of a register call: md5(telNum + timeStamp). */
export function gtSign(telNum: string, timeStamp: string): string {
  return createHash('md5').update(`${telNum}${timeStamp}`).digest('hex');
}

/**
 * Why a send / password login is refused under the current setting, or null when the body carries
 * a valid, unused result of the check the server wants. A valid result is used up here. `mode`
 * overrides the setting (a password login after repeated failures wants the slide check).
 */
export function captchaRefusal(body: Body, mode: CaptchaMode = captchaMode()): { code: string; msg: string } | null {
  if (mode === 'none') return null;
  if (mode === 'tencent') {
    const ticket = str(body, 'ticket');
    const randstr = str(body, 'randstr');
    // Tencent's advice for its script-load fallback: let the user through.
    if (DEGRADED_TICKET.test(ticket)) return null;
    if (!ticket || !randstr) return { code: 'CAPTCHA_REQUIRED', msg: CAPTCHA_MSG.tencentMissing };
    const issued = ticket.startsWith(TICKET_PREFIX) && consumePass('tencent', ticket.slice(TICKET_PREFIX.length), randstr);
    return issued ? null : { code: 'CAPTCHA_ERROR', msg: CAPTCHA_MSG.invalid };
  }
  const challenge = str(body, 'geetest_challenge');
  const validate = str(body, 'geetest_validate');
  const seccode = str(body, 'geetest_seccode');
  if (!challenge || !validate || !seccode) return { code: 'PARAM_ERROR', msg: CAPTCHA_MSG.slideMissing };
  if (seccode !== seccodeOf(validate) || !consumePass('slide', validate, challenge)) return { code: 'CAPTCHA_ERROR', msg: CAPTCHA_MSG.invalid };
  return null;
}
