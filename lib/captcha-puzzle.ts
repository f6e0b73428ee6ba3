/**
 * Geometry of the sandbox's slide puzzles, drawn by the local stand-ins for the vendors' scripts
 * (public/captcha-standin/vendors.js, served at /gt.js and /TCaptcha.js, and slide-ui.js): a 300×160 picture with a
 * 42 px piece cut out at (x, y); the piece slides along a track below it. The sandbox places the
 * gap and checks the answer; the site's own code never sees a puzzle. The plain scripts repeat
 * these numbers and the failback hash below (tests/components/auth/standin-scripts.test.ts checks).
 */
export const PUZZLE = {
  width: 300,
  height: 160,
  /** Side of the piece's square body. */
  size: 42,
  /** Radius of the piece's knob on its top edge. */
  knob: 9,
} as const;

/** Furthest the piece can be moved. */
export const PUZZLE_MAX_OFFSET = PUZZLE.width - PUZZLE.size;

/** A puzzle as the server hands it out: where the gap is and the seed of the picture. */
export interface PuzzleSpec {
  /** Picture seed. */
  seed: number;
  /** Gap position, px from the left / top of the picture. */
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
}

/** FNV-1a (32 bit) of a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * Geetest's offline ("failback") mode, used when gt/register says success 0: the puzzle is derived
 * from the challenge in the browser, and the validate value encodes where the piece was released,
 * so the server can check it against the same derivation without a captcha service.
 */
export function failbackPuzzle(challenge: string): { x: number; y: number; seed: number } {
  const h = parseInt(fnv1a(`failback:${challenge}`), 16);
  const span = PUZZLE_MAX_OFFSET - 8 - (PUZZLE.size + 20);
  return { x: PUZZLE.size + 20 + (h % span), y: PUZZLE.knob + 8 + ((h >>> 8) % (PUZZLE.height - PUZZLE.size - 16 - PUZZLE.knob)), seed: h & 0x7fffffff };
}

/** The offline validate value for a release at `offset` px: 32 hex digits. */
export function failbackValidate(challenge: string, offset: number): string {
  return [0, 1, 2, 3].map((i) => fnv1a(`${i}:${challenge}:${Math.round(offset)}`)).join('');
}
