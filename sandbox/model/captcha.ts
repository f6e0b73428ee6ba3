import { createHash, randomBytes, randomInt } from 'node:crypto';
import { failbackPuzzle, failbackValidate, PUZZLE, PUZZLE_MAX_OFFSET, type PuzzleSpec } from '@/lib/captcha-puzzle';
import { db, mutate, now } from '../db';
import { str, type Body } from '../request-body';
import type { CaptchaMode, GtRegisterMode } from '../types';

/**
 * The captchas the sandbox asks for before an SMS and on password login (SPEC §2, §7, §9):
 * `none`, `tencent` (the Tencent-style check: /u-nnpc/api/v2/captcha/tx/findStatus answers true) or
 * `slide` (Geetest v3: /gt/register answers success, gt, challenge, new_captcha).
 *
 * The vendors' browser scripts have local stand-ins (/gt.js, /TCaptcha.js: public/captcha-standin/vendors.js); this model
 * is the captcha service behind them: it places each puzzle's gap, checks an answer once (within
 * ±6 px, after a plausible drag time) and issues a one-time pass that the SMS send or the password
 * login must carry. With gt/register success 0 (Geetest's servers "down": the `offline` setting)
 * the browser runs Geetest's failback mode and the pass is checked against the challenge alone.
 * Tickets the sandbox did not issue are refused; Tencent's script-load fallback ticket is honoured
 * only as an outage fallback, once per phone and per client address in a window.
 * Puzzles and passes live in memory only (they are seconds-long and per process).
 */
export type { CaptchaMode, GtRegisterMode } from '../types';
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
  /** Puzzles one Geetest challenge can show (a refused answer shows the next); then a new register. */
  puzzlesPerChallenge: 5,
  /** Tencent's script-load fallback ticket passes once per phone and per client address in this window. */
  degradedWindowMs: 10 * 60_000,
} as const;

export const GT_REGISTER_MODES: readonly GtRegisterMode[] = ['full', 'minimal', 'offline'];

export const CAPTCHA_MSG = {
  /** SPEC §8: the geetest parameters are missing. */
  slideMissing: '请传入极验相关参数不能为空!',
  tencentMissing: '请先完成安全验证',
  invalid: '安全验证未通过，请重新验证',
  failed: '验证失败，请重试',
  /** gt/register when the slide captcha is not asked for: the client goes on without one. */
  gtClosed: '当前无需极验验证',
  /** A Geetest challenge that is unknown, used up or expired. */
  gtExpired: '验证已过期，请重新验证',
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

/** A Geetest challenge handed out by gt/register. */
interface Challenge {
  offline: boolean;
  issuedAt: number;
  /** Puzzles shown for it so far. */
  shown: number;
}

interface CaptchaRuntime {
  puzzles: Map<string, Puzzle>;
  passes: Map<string, Pass>;
  challenges: Map<string, Challenge>;
  /** When a fallback ticket last passed, per `phone:<n>` and `addr:<a>`. */
  degraded: Map<string, number>;
}

declare global {
  var __sandboxCaptcha: CaptchaRuntime | undefined;
}

function rt(): CaptchaRuntime {
  const runtime = (globalThis.__sandboxCaptcha ??= { puzzles: new Map(), passes: new Map(), challenges: new Map(), degraded: new Map() });
  // A runtime from before challenges were kept (a long-lived dev process) gets the new maps.
  runtime.challenges ??= new Map();
  runtime.degraded ??= new Map();
  return runtime;
}

export function clearCaptchaRuntime(): void {
  const r = rt();
  r.puzzles.clear();
  r.passes.clear();
  r.challenges.clear();
  r.degraded.clear();
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

export function gtRegisterMode(): GtRegisterMode {
  return db().settings.gtRegister ?? 'full';
}

export function setGtRegisterMode(mode: GtRegisterMode): void {
  mutate((s) => {
    s.settings.gtRegister = mode;
  });
}

function sweep(): void {
  const t = now();
  for (const [id, p] of rt().puzzles) if (t - p.issuedAt > CAPTCHA_RULES.puzzleTtlMs) rt().puzzles.delete(id);
  for (const [id, p] of rt().passes) if (t - p.issuedAt > CAPTCHA_RULES.passTtlMs) rt().passes.delete(id);
  for (const [id, c] of rt().challenges) if (t - c.issuedAt > CAPTCHA_RULES.puzzleTtlMs) rt().challenges.delete(id);
}

/** A new puzzle under `id` (a Geetest challenge) or a fresh one (a Tencent session). */
export function issuePuzzle(kind: Kind, id: string = randomBytes(16).toString('hex')): { id: string; spec: PuzzleSpec } {
  sweep();
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

/** gt/register's answer in `slide` mode; `puzzle` (the gap) only in the `full` QA setting. */
export interface GtRegisterAnswer {
  success: 0 | 1;
  gt: string;
  challenge: string;
  new_captcha: boolean;
  puzzle?: PuzzleSpec;
}

/** geetest's captcha id of the site (constant: one site). */
export const GT_ID = '4f8a8e3c1b2d4e6f8a9b0c1d2e3f4a5b';

/** A new Geetest challenge (and, online, its first puzzle). */
export function registerChallenge(): GtRegisterAnswer {
  sweep();
  const mode = gtRegisterMode();
  const challenge = randomBytes(16).toString('hex');
  const offline = mode === 'offline';
  rt().challenges.set(challenge, { offline, issuedAt: now(), shown: offline ? 0 : 1 });
  const base = { success: offline ? 0 : 1, gt: GT_ID, challenge, new_captcha: true } as const;
  if (offline) return base;
  const { spec } = issuePuzzle('slide', challenge);
  return mode === 'full' ? { ...base, puzzle: spec } : base;
}

/**
 * The puzzle the Geetest stand-in shows for a challenge (its stand-in for api.geetest.com's get):
 * the unanswered one, else the next, up to puzzlesPerChallenge; null when the challenge is unknown,
 * offline, expired or has shown all of them.
 */
export function geetestPuzzle(gt: string, challenge: string): PuzzleSpec | null {
  sweep();
  const found = rt().challenges.get(challenge);
  if (gt !== GT_ID || !found || found.offline) return null;
  const current = rt().puzzles.get(challenge);
  if (current?.kind === 'slide') return current.spec;
  if (found.shown >= CAPTCHA_RULES.puzzlesPerChallenge) return null;
  found.shown += 1;
  return issuePuzzle('slide', challenge).spec;
}

/** Uses up a pass: true when it was issued for this kind and binding and is still fresh. */
function consumePass(kind: Kind, pass: string, binding: string): boolean {
  sweep();
  const found = rt().passes.get(pass);
  if (!found || found.kind !== kind || found.binding !== binding) return false;
  rt().passes.delete(pass);
  return true;
}

/** True when `pass` is a live pass of the slide captcha for this challenge (it is not used up). */
export function passIsValid(pass: string, challenge: string): boolean {
  sweep();
  const found = rt().passes.get(pass);
  return !!found && found.kind === 'slide' && found.binding === challenge;
}

/** geetest's seccode is the validate value plus `|jordan`. */
export const seccodeOf = (validate: string) => `${validate}|jordan`;

/** The geetest-style sign of a register call: md5(telNum + timeStamp). */
export function gtSign(telNum: string, timeStamp: string): string {
  return createHash('md5').update(`${telNum}${timeStamp}`).digest('hex');
}

/** Who is asking: the phone of the send or login, and the client address the gateway saw. */
export interface Asker {
  phone: string;
  address: string;
}

/**
 * Tencent's advice for its script-load fallback is to let the user through, since the captcha could
 * not be shown: honoured here as an outage fallback only, once per phone and once per client
 * address in a window, so a made-up ticket is no key.
 */
function degradedAllowed({ phone, address }: Asker): boolean {
  const t = now();
  const keys = [`phone:${phone}`, `addr:${address}`];
  const { degraded } = rt();
  for (const [key, at] of degraded) if (t - at > CAPTCHA_RULES.degradedWindowMs) degraded.delete(key);
  if (keys.some((key) => degraded.has(key))) return false;
  for (const key of keys) degraded.set(key, t);
  return true;
}

/** Geetest's failback check: the release encoded in `validate` lies within the tolerance of the challenge's gap. */
function failbackPasses(challenge: string, validate: string): boolean {
  const { x } = failbackPuzzle(challenge);
  for (let d = -CAPTCHA_RULES.tolerancePx; d <= CAPTCHA_RULES.tolerancePx; d++) if (failbackValidate(challenge, x + d) === validate) return true;
  return false;
}

function slideRefusal(body: Body): { code: string; msg: string } | null {
  const challenge = str(body, 'geetest_challenge');
  const validate = str(body, 'geetest_validate');
  const seccode = str(body, 'geetest_seccode');
  const invalid = { code: 'CAPTCHA_ERROR', msg: CAPTCHA_MSG.invalid };
  if (!challenge || !validate || !seccode) return { code: 'PARAM_ERROR', msg: CAPTCHA_MSG.slideMissing };
  if (seccode !== seccodeOf(validate)) return invalid;
  const registered = rt().challenges.get(challenge);
  if (registered?.offline) {
    if (!failbackPasses(challenge, validate)) return invalid;
    rt().challenges.delete(challenge);
    return null;
  }
  if (!consumePass('slide', validate, challenge)) return invalid;
  rt().challenges.delete(challenge);
  return null;
}

/**
 * Why a send / password login is refused under the current setting, or null when the body carries
 * a valid, unused result of the check the server wants. A valid result is used up here. `mode`
 * overrides the setting (a password login after repeated failures wants the slide check).
 */
export function captchaRefusal(body: Body, asker: Asker, mode: CaptchaMode = captchaMode()): { code: string; msg: string } | null {
  if (mode === 'none') return null;
  if (mode === 'slide') return slideRefusal(body);
  const ticket = str(body, 'ticket');
  const randstr = str(body, 'randstr');
  if (DEGRADED_TICKET.test(ticket)) return degradedAllowed(asker) ? null : { code: 'CAPTCHA_ERROR', msg: CAPTCHA_MSG.invalid };
  if (!ticket || !randstr) return { code: 'CAPTCHA_REQUIRED', msg: CAPTCHA_MSG.tencentMissing };
  const issued = ticket.startsWith(TICKET_PREFIX) && consumePass('tencent', ticket.slice(TICKET_PREFIX.length), randstr);
  return issued ? null : { code: 'CAPTCHA_ERROR', msg: CAPTCHA_MSG.invalid };
}
