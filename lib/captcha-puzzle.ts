import { seededRandom } from './seeded-random';

/**
 * Geometry of the slide puzzles (the slide captcha dialog and the local Tencent-style captcha):
 * a 300×160 picture with a 42 px piece cut out at (x, y); the piece slides along a track below
 * it. Shared by the sandbox, which places the gap and checks the answer, and the dialog, which
 * draws the puzzle it is given. public/TCaptcha.js repeats the numbers (a plain script).
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
  /** Picture seed (the client draws the background from it: no image is fetched). */
  seed: number;
  /** Gap position, px from the left / top of the picture. */
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
}

/** CSS background layers of the picture of a seed: sky gradient, hills, discs and stripes. */
export function puzzleBackground(seed: number): string {
  const rnd = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const hue = int(0, 359);
  const layers: string[] = [];
  for (let i = 0; i < 7; i++) {
    const r = int(10, 34);
    const color = `hsla(${(hue + int(-80, 80) + 360) % 360},${int(55, 90)}%,${int(35, 75)}%,.9)`;
    layers.push(`radial-gradient(circle at ${int(0, PUZZLE.width)}px ${int(0, PUZZLE.height)}px,${color} 0,${color} ${r}px,transparent ${r + 1}px)`);
  }
  layers.push(`repeating-linear-gradient(${int(0, 180)}deg,rgba(255,255,255,.10) 0 ${int(4, 8)}px,transparent 0 ${int(14, 22)}px)`);
  layers.push(`radial-gradient(ellipse ${int(160, 260)}px 90px at ${int(40, 260)}px 170px,hsl(${(hue + 140) % 360},45%,32%) 98%,transparent 100%)`);
  layers.push(`linear-gradient(${int(0, 359)}deg,hsl(${hue},70%,62%),hsl(${(hue + 70) % 360},60%,34%))`);
  return layers.join(',');
}
