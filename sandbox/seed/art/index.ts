import { emblem } from './emblems';
import { GENRE_SCENES, type GenreScene, SCENES, type SceneKind, type Stage } from './scenes';
import { Art, f, f2, FONT, esc, mix, P, pill, randFor, vivid } from './svg';

/**
 * The seed's imagery, composed: editorial covers (640×360), banners (1200×400), game tiles and
 * icons. Hand-drawn vector scenes in the brand's colours; the only text is a small corner tag (and a
 * game tile's caption band) — the page prints titles itself.
 */

export { helpPictogramSvg, pictogramFor, PICTOGRAMS, type Pictogram } from './pictograms';
export { GENRE_SCENES, TOPIC_SCENES, type GenreScene, type SceneKind } from './scenes';
export { livelier, vivid } from './svg';

/** Genre words (a catalogue's labels or a content seed's genre line) → the scene that shows them. */
export function sceneForGenres(genres: string): GenreScene {
  const has = (...words: string[]) => words.some((w) => genres.includes(w));
  if (has('大逃杀', '战术竞技')) return 'br';
  if (has('MOBA')) return 'moba';
  if (has('竞速')) return 'racing';
  if (has('卡牌')) return 'cards';
  if (has('格斗')) return 'fighting';
  if (has('武侠')) return 'action';
  if (has('休闲') && !has('生存', '开放世界')) return 'casual';
  if (has('射击')) return has('策略', '战术') ? 'tactical' : 'fps';
  if (has('沙盒')) return 'sandbox';
  if (has('生存')) return 'survival';
  // Open-world action without the RPG: the car-and-city kind.
  if (has('开放世界')) return has('动作') && !has('角色扮演', 'RPG') ? 'racing' : 'openworld';
  if (has('角色扮演', 'RPG')) return has('动作') ? 'action' : 'rpg';
  if (has('动作')) return 'action';
  if (has('策略')) return 'strategy';
  return has('休闲') ? 'casual' : 'openworld';
}

function stage(a: Art, kind: SceneKind, hue: string, key: string, fx: number, fy: number, scale = 1): Stage {
  const r = randFor(`${kind}:${key}`);
  const flip = (GENRE_SCENES as readonly string[]).includes(kind) && r() < 0.5;
  const st: Stage = { a, w: a.w, h: a.h, fx, fy, s: (a.h / 360) * scale, hue, r, flip };
  SCENES[kind](st);
  return st;
}

/** A soft darkening of one edge, so a tag or caption reads on any scene. */
const shade = (a: Art, y: number, h: number, from: number, to: number) =>
  `<rect y="${f(y)}" width="${a.w}" height="${f(h)}" fill="${a.lin([[0, P.night, from], [1, P.night, to]])}"/>`;

export interface CoverSpec {
  kind: SceneKind;
  /** The category's or game's colour (any seed form: #hex or hsl()). */
  color: string;
  /** Seeds the scene's variation (slug, id). */
  key: string;
  /** aria-label: the picture's accessible name. */
  label: string;
  /** The small corner tag. */
  tag: string;
  /** Draw the game's emblem bottom-left. */
  emblem?: GenreScene;
}

/** An article cover, 640×360. */
export function editorialCover(spec: CoverSpec): string {
  const a = new Art(640, 360);
  const hue = vivid(spec.color);
  stage(a, spec.kind, hue, spec.key, spec.emblem ? 368 : 320, 186);
  a.add(shade(a, 0, 70, 0.45, 0));
  if (spec.emblem) a.add(`<g transform="translate(66 290) scale(.6)">${emblem(a, spec.emblem, spec.key, hue)}</g>`);
  a.add(pill(20, 18, spec.tag, { dot: P.orange }));
  return a.svg(spec.label);
}

/** A banner, 1200×400: the scene sits right, the left third stays calm for the page's overlay. */
export function bannerArt(spec: Omit<CoverSpec, 'emblem'>): string {
  const a = new Art(1200, 400);
  const hue = vivid(spec.color);
  stage(a, spec.kind, hue, spec.key, 800, 200, 1.18);
  a.add(`<rect width="1200" height="400" fill="${a.lin([[0, P.night, 0.85], [0.3, P.night, 0.45], [0.55, P.night, 0]], 1, 0)}"/>`);
  // A faint route of nodes across the calm side: the accelerator's own motif.
  const r = randFor(`route:${spec.key}`);
  const nodes = Array.from({ length: 6 }, (_, i) => [60 + i * 80 + r.range(-20, 20), r.range(130, 340)] as const);
  const line = nodes.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('');
  a.add(
    `<path d="${line}" fill="none" stroke="${hue}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="6 6"/>`,
    `<path d="${nodes.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join('')}" stroke="${mix(hue, P.cream, 0.4)}" stroke-opacity=".5" stroke-width="9" stroke-linecap="round"/>`,
    `<circle cx="${f(nodes[5][0])}" cy="${f(nodes[5][1])}" r="7" fill="${P.orange}"/>`,
  );
  a.add(pill(48, 40, spec.tag, { size: 20, dot: P.orange }));
  return a.svg(spec.label);
}

export interface TileSpec {
  kind: GenreScene;
  color: string;
  key: string;
  name: string;
  /** Genre words for the caption ("射击 · 大逃杀"). */
  caption: string;
  /** 新游 / 即将上线, as a corner tag. */
  status?: string;
}

/** A game's catalogue tile, 640×360: genre scene, the game's emblem, its name in a caption band. */
export function gameTileSvg(spec: TileSpec): string {
  const a = new Art(640, 360);
  const hue = vivid(spec.color);
  stage(a, spec.kind, hue, spec.key, 400, 160);
  a.add(shade(a, 220, 140, 0, 0.94));
  a.add(`<g transform="translate(62 310) scale(.6)">${emblem(a, spec.kind, spec.key, hue)}</g>`);
  const size = Array.from(spec.name).length > 9 ? 20 : 24;
  a.add(
    `<text x="112" y="314" ${FONT} font-size="${size}" font-weight="700" fill="#fff">${esc(spec.name)}</text>`,
    `<text x="113" y="340" ${FONT} font-size="14" fill="#fff" fill-opacity=".7">${esc(spec.caption)}</text>`,
  );
  if (spec.status) a.add(pill(18, 16, spec.status, { fill: spec.status === '新游' ? P.orange : P.steel }));
  return a.svg(spec.name);
}

/** A game's square icon, 128×128: the emblem on a tile of the game's colour. */
export function gameIconSvg(spec: Pick<TileSpec, 'kind' | 'color' | 'key' | 'name'>): string {
  const a = new Art(128, 128);
  const hue = vivid(spec.color);
  const r = randFor(`icon:${spec.key}`);
  const clip = a.def((id) => `<clipPath id="${id}"><rect width="128" height="128" rx="28"/></clipPath>`);
  const rays = Array.from({ length: 8 }, (_, i) => {
    const t = (i / 8) * Math.PI * 2 + r.range(0, 0.4);
    return `M64 64L${f(64 + Math.cos(t) * 120)} ${f(64 + Math.sin(t) * 120)}L${f(64 + Math.cos(t + 0.25) * 120)} ${f(64 + Math.sin(t + 0.25) * 120)}Z`;
  }).join('');
  a.add(
    `<g clip-path="url(#${clip})">`,
    `<rect width="128" height="128" fill="${a.lin([[0, mix(hue, P.deep, 0.2)], [1, mix(hue, P.night, 0.8)]], 1, 1)}"/>`,
    `<path d="${rays}" fill="#fff" fill-opacity=".05"/>`,
    `<circle cx="64" cy="66" r="58" fill="${a.rad([[0, hue, 0.55], [1, hue, 0]])}"/>`,
    `<path d="M0 0h128v44Q64 30 0 56Z" fill="#fff" fill-opacity=".06"/>`,
    `<g transform="translate(64 66) scale(${f2(0.92)})">${emblem(a, spec.kind, spec.key, hue)}</g>`,
    '</g>',
  );
  return a.svg(spec.name);
}
