import { seededRandom } from '@/lib/seeded-random';
import { hashSeed } from '../games/prng';

/**
 * The drawing kit of the seed's illustrations: colours, a deterministic random source and a tiny
 * SVG builder. Everything here is plain string work, so the same input always gives the same file.
 */

export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const FONT = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"`;

/** The brand: an orange accent on dark navy and slate. */
export const P = {
  night: '#060b16',
  navy: '#0b1324',
  deep: '#111b31',
  slate: '#1b2741',
  steel: '#2a3857',
  mist: '#8da2c4',
  orange: '#ff6a00',
  amber: '#ffa149',
  cream: '#fff3e4',
  white: '#ffffff',
} as const;

const short = (v: number) => String(v).replace(/^(-?)0\./, '$1.');
/** Numbers as short as they can be: whole above 10, one decimal below, no leading zero. */
export const f = (v: number) => short(Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10);
/** Two decimals, for opacities, offsets and scales. */
export const f2 = (v: number) => short(Math.round(v * 100) / 100);

/** A random source seeded by a stable key (a slug, an id): the same key draws the same numbers. */
export interface Rand {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function randFor(key: string): Rand {
  const next = seededRandom(hashSeed(`art:${key}`));
  const r = (() => next()) as Rand;
  r.range = (min, max) => min + next() * (max - min);
  r.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  r.pick = (items) => items[Math.floor(next() * items.length)]!;
  return r;
}

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const c = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [c(0) * 255, c(8) * 255, c(4) * 255];
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d + (G < B ? 6 : 0)) * 60 : max === G ? ((B - R) / d + 2) * 60 : ((R - G) / d + 4) * 60;
  return [h, s, l];
}

/** #rgb, #rrggbb or hsl(h, s%, l%) — the forms the seeds use. */
export function rgbOf(color: string): Rgb {
  const hsl = /^hsl\(\s*([\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*\)$/.exec(color);
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100);
  let hex = color.replace('#', '');
  if (hex.length === 3) hex = hex.replace(/./g, '$&$&');
  const n = Number.parseInt(hex, 16);
  if (hex.length !== 6 || Number.isNaN(n)) throw new Error(`[art] not a colour: ${color}`);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;

/** a → b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** The colour's hue at a fixed, lively saturation and lightness: every game reads equally bright. */
export function vivid(color: string, lightness = 0.56): string {
  const [h, s] = rgbToHsl(rgbOf(color));
  return hex(hslToRgb(h, Math.max(0.55, Math.min(0.9, s)), lightness));
}

/** Of two colours, the one with more colour in it (a navy + gold pair gives the gold). */
export function livelier(a: string, b: string): string {
  const score = (c: string) => {
    const [, s, l] = rgbToHsl(rgbOf(c));
    return s * (1 - Math.abs(2 * l - 1));
  };
  return score(b) > score(a) + 0.05 ? b : a;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list.map(([o, c, op]) => `<stop offset="${f2(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${f2(op)}"`}/>`).join('');

/** Gradient attributes that differ from SVG's defaults. */
const attrs = (list: readonly [string, number, number][]) =>
  list.map(([name, v, dflt]) => (f2(v) === f2(dflt) ? '' : ` ${name}="${f2(v)}"`)).join('');

/**
 * One SVG under construction: `defs` get short generated ids, `add` appends body markup, `svg`
 * closes it with role="img" and the aria-label (the page's alt text for the picture).
 */
export class Art {
  private readonly defs: string[] = [];
  /** A def's markup (with a placeholder id) → its id: identical gradients are written once. */
  private readonly seen = new Map<string, string>();
  private readonly body: string[] = [];
  private n = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private id(): string {
    return `a${(this.n++).toString(36)}`;
  }

  def(make: (id: string) => string): string {
    const key = make('\u0000');
    const known = this.seen.get(key);
    if (known) return known;
    const id = this.id();
    this.seen.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** A linear gradient, vertical unless told (fractions of the shape's box). */
  lin(list: readonly Stop[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
    const at = attrs([['x1', x1, 0], ['y1', y1, 0], ['x2', x2, 1], ['y2', y2, 0]]);
    const id = this.def((i) => `<linearGradient id="${i}"${at}>${stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }

  rad(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const at = attrs([['cx', cx, 0.5], ['cy', cy, 0.5], ['r', r, 0.5]]);
    const id = this.def((i) => `<radialGradient id="${i}"${at}>${stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A user-space tile (texture: dots, grid lines, hatching). */
  pattern(size: number, content: string, extra = ''): string {
    const id = this.def((i) => `<pattern id="${i}" width="${f(size)}" height="${f(size)}" patternUnits="userSpaceOnUse"${extra}>${content}</pattern>`);
    return `url(#${id})`;
  }

  add(...parts: string[]): this {
    for (const p of parts) if (p) this.body.push(p);
    return this;
  }

  svg(label: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img" aria-label="${esc(label)}">`,
      this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '',
      ...this.body,
      '</svg>',
      '',
    ]
      .filter((line, i, all) => line || i === all.length - 1)
      .join('\n');
  }
}

/** Points as an SVG list. */
export const pts = (list: readonly number[]) => list.map(f).join(' ');

/** A small rounded label ("版本更新") in a corner: the only text a cover carries. */
export function pill(x: number, y: number, label: string, opts: { size?: number; fill?: string; color?: string; dot?: string } = {}): string {
  const size = opts.size ?? 14;
  const width = Array.from(label).reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6), 0);
  const dot = opts.dot ? size * 1.1 : 0;
  const h = size * 1.9;
  const pad = size * 0.85;
  return [
    `<g transform="translate(${f(x)} ${f(y)})">`,
    `<rect width="${f(width + pad * 2 + dot)}" height="${f(h)}" rx="${f(h / 2)}" fill="${opts.fill ?? P.night}" fill-opacity=".72" stroke="#fff" stroke-opacity=".16"/>`,
    opts.dot ? `<circle cx="${f(pad + size * 0.3)}" cy="${f(h / 2)}" r="${f(size * 0.28)}" fill="${opts.dot}"/>` : '',
    `<text x="${f(pad + dot)}" y="${f(h / 2 + size * 0.36)}" ${FONT} font-size="${size}" font-weight="600" fill="${opts.color ?? P.white}">${esc(label)}</text>`,
    '</g>',
  ].join('');
}
