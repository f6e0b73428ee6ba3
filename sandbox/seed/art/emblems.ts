import type { GenreScene } from './scenes';
import { type Art, f, f2, mix, P, randFor } from './svg';

/**
 * A game's emblem: an original geometric crest (never the game's real logo) — a frame picked by the
 * game's key, rimmed in its colour, around a genre mark, with a small ornament. Drawn in ±50 units.
 */

const poly = (n: number, r: number, turn: number) =>
  `M${Array.from({ length: n }, (_, i) => {
    const t = ((i / n) * 360 + turn) * (Math.PI / 180);
    return `${f(Math.cos(t) * r)} ${f(Math.sin(t) * r)}`;
  }).join('L')}Z`;

const FRAMES = {
  hex: poly(6, 47, -90),
  octagon: poly(8, 47, 22.5),
  diamond: 'M0-50Q0-50 4-46L46-4Q50 0 46 4L4 46Q0 50-4 46L-46 4Q-50 0-46-4L-4-46Q0-50 0-50Z',
  shield: 'M0-48L40-36V0C40 26 22 40 0 48-22 40-40 26-40 0V-36Z',
  round: 'M-46 0a46 46 0 1 0 92 0a46 46 0 1 0-92 0Z',
  square: 'M-30-42H30A12 12 0 0 1 42-30V30A12 12 0 0 1 30 42H-30A12 12 0 0 1-42 30V-30A12 12 0 0 1-30-42Z',
} as const;

const STAR = 'M0-24l7 14.3 15.8 2.3-11.4 11.1 2.7 15.7L0 12-14.1 19.4l2.7-15.7L-22.8-7.4-7-9.7z';

/** The genre's mark, in ±28 units: white with an orange accent. */
function mark(kind: GenreScene, dark: string): string {
  const w = '#fff';
  const o = P.orange;
  switch (kind) {
    case 'fps':
      return `<circle r="17" fill="none" stroke="${w}" stroke-width="4"/><path d="M0-28v14M0 14v14M-28 0h14M14 0h14" stroke="${w}" stroke-width="4" stroke-linecap="round"/><circle r="4.5" fill="${o}"/>`;
    case 'tactical':
      return `<path d="M0-25L25 0 0 25-25 0z" fill="none" stroke="${w}" stroke-width="4" stroke-linejoin="round"/><path d="M0-12v-6M0 12v6M-12 0h-6M12 0h6" stroke="${w}" stroke-width="3.5" stroke-linecap="round"/><circle r="4.5" fill="${o}"/>`;
    case 'br':
      return `<path d="M-25 0a25 23 0 0 1 50 0q-6-5-12.5 0-6-5-12.5 0-6-5-12.5 0-6-5-12.5 0z" fill="${w}"/><path d="M-24 1L0 21 24 1M-8 1l8 20 8-20" fill="none" stroke="${w}" stroke-width="2"/><rect x="-6" y="18" width="12" height="10" rx="2" fill="${o}"/>`;
    case 'moba':
      return `<path d="M0-26L26 0 0 26-26 0z" fill="none" stroke="${w}" stroke-width="3.5" stroke-linejoin="round"/><path d="M-12 12L12-12" stroke="${o}" stroke-width="4"/><circle cx="-12" cy="12" r="5" fill="${w}"/><circle cx="12" cy="-12" r="5" fill="${o}"/>`;
    case 'rpg':
      return `<path d="M-22-8L-12-22H12L22-8 0 26Z" fill="${w}"/><path d="M-22-8H22M-12-22L-6-8 0 26 6-8 12-22" fill="none" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/><path d="M-12-22L-6-8H-22Z" fill="${o}"/>`;
    case 'openworld':
      return `<circle cx="11" cy="-13" r="8" fill="${o}"/><path d="M-27 20L-7-13 3 0 11-8 27 20Z" fill="${w}"/>`;
    case 'action':
      return `<path d="M-19 19L21-21M19 19L-21-21" stroke="${w}" stroke-width="5" stroke-linecap="round"/><path d="M-26 11l15 15M26 11l-15 15" stroke="${o}" stroke-width="5" stroke-linecap="round"/>`;
    case 'racing':
      return `<path d="M-22-17L-6 0-22 17M-3-17L13 0-3 17" fill="none" stroke="${w}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M16-17L32 0 16 17" fill="none" stroke="${o}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" transform="translate(-8 0)"/>`;
    case 'cards':
      return `<rect x="-20" y="-24" width="30" height="44" rx="5" fill="none" stroke="${w}" stroke-opacity=".6" stroke-width="3" transform="rotate(-14)"/><g transform="rotate(10)"><rect x="-10" y="-22" width="30" height="44" rx="5" fill="${w}"/><path d="M5-10L13 0 5 10-3 0z" fill="${o}"/></g>`;
    case 'strategy':
      return `<path d="M-23 15L-27-14-12-2 0-21 12-2 27-14 23 15Z" fill="${w}"/><circle cy="5" r="4.5" fill="${o}"/>`;
    case 'survival':
      return `<path d="M0 27C-19 21-19 0-4-25C-2-8 10-8 8-18C23-2 21 21 0 27Z" fill="${o}"/><path d="M0 27C-8 21-8 8 0 0C4 10 10 14 6 23Z" fill="${w}"/>`;
    case 'sandbox':
      return `<path d="M0-24L22-12 0 0-22-12Z" fill="${w}"/><path d="M-22-12L0 0V26L-22 14Z" fill="${mix(w, dark, 0.3)}"/><path d="M0 0L22-12V14L0 26Z" fill="${o}"/>`;
    case 'casual':
      return `<path d="${STAR}" fill="${o}" stroke="${w}" stroke-width="3" stroke-linejoin="round"/>`;
    case 'fighting':
      return `<path d="M6-28L-16 4H0L-6 28 17-6H1Z" fill="${o}" stroke="${w}" stroke-width="3" stroke-linejoin="round"/>`;
  }
}

/** The emblem of one game, centred on (0, 0); `key` (the game's id or slug) picks frame and ornament. */
export function emblem(a: Art, kind: GenreScene, key: string, hue: string): string {
  const r = randFor(`emblem:${key}`);
  const frame = FRAMES[r.pick(Object.keys(FRAMES) as (keyof typeof FRAMES)[])];
  const dark = mix(hue, P.night, 0.55);
  const rim = a.lin([[0, mix(hue, P.cream, 0.35)], [0.5, hue], [1, dark]], 0.3, 1);
  const core = a.lin([[0, mix(hue, P.deep, 0.55)], [1, P.night]]);
  const ornaments = [
    `<path d="M-50-6L-66-16-58 4ZM50-6L66-16 58 4Z" fill="${hue}"/>`,
    `<path d="M-14-56h0M0-60h0M14-56h0" stroke="${P.amber}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M-34 40Q0 62 34 40" fill="none" stroke="${P.amber}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle r="56" fill="none" stroke="${hue}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="3 6"/>`,
  ];
  return [
    r.pick(ornaments),
    `<path d="${frame}" transform="translate(0 4)" fill="#000" fill-opacity=".35"/>`,
    `<path d="${frame}" fill="${rim}"/>`,
    `<path d="${frame}" transform="scale(.84)" fill="${core}"/>`,
    `<path d="${frame}" transform="scale(.74)" fill="none" stroke="${hue}" stroke-opacity=".45" stroke-width="${f2(1.5 / 0.74)}"/>`,
    `<g transform="scale(1.05)">${mark(kind, dark)}</g>`,
  ].join('');
}
