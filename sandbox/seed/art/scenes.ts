import { type Art, f, f2, mix, P, pts, type Rand } from './svg';

/**
 * The illustrations: a full-bleed backdrop (sky, terrain, texture) drawn in canvas units, and a
 * subject drawn in its own units around (0, 0) and placed at the stage's focus, scaled by the
 * canvas height. One scene therefore serves a 640×360 cover and a 1200×400 banner alike: the
 * banner just puts the focus further right and keeps its left side quiet.
 */
export interface Stage {
  a: Art;
  w: number;
  h: number;
  /** Where the subject goes. */
  fx: number;
  fy: number;
  /** Subject units → canvas (1 on a 360-high canvas). */
  s: number;
  /** The category's or the game's own colour. */
  hue: string;
  r: Rand;
  /** Genre scenes flip their subject when set (a seeded per-game choice), for variety. */
  flip?: boolean;
}

export const GENRE_SCENES = ['fps', 'tactical', 'br', 'moba', 'rpg', 'openworld', 'action', 'racing', 'cards', 'strategy', 'survival', 'sandbox', 'casual', 'fighting'] as const;
export const TOPIC_SCENES = ['update', 'maintenance', 'event', 'esports', 'vip', 'voice', 'guide', 'topic', 'download'] as const;
export type GenreScene = (typeof GENRE_SCENES)[number];
export type SceneKind = GenreScene | (typeof TOPIC_SCENES)[number];

// ---------------------------------------------------------------- shared pieces

const sub = (c: Stage, inner: string, fy = c.fy) =>
  `<g transform="translate(${f(c.fx)} ${f(fy)}) scale(${c.flip ? `-${f2(c.s)} ${f2(c.s)}` : f2(c.s)})">${inner}</g>`;

function sky(c: Stage, top: string, bottom: string, mid?: string): void {
  const stops = mid ? ([[0, top], [0.55, mid], [1, bottom]] as const) : ([[0, top], [1, bottom]] as const);
  c.a.add(`<rect width="${c.w}" height="${c.h}" fill="${c.a.lin(stops)}"/>`);
}

function glow(c: Stage, x: number, y: number, r: number, color: string, op: number): void {
  c.a.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.a.rad([[0, color, op], [1, color, 0]])}"/>`);
}

/** Fine dot texture over the whole canvas. */
function dots(c: Stage, op = 0.07, size = 16): void {
  const fill = c.a.pattern(size, `<circle cx="2" cy="2" r="1" fill="#fff" fill-opacity="${f2(op)}"/>`);
  c.a.add(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}

function gridLines(c: Stage, size: number, op: number, y0 = 0): void {
  const fill = c.a.pattern(size, `<path d="M${size} 0V${size}H0" fill="none" stroke="#fff" stroke-opacity="${f2(op)}"/>`);
  c.a.add(`<rect y="${f(y0)}" width="${c.w}" height="${f(c.h - y0)}" fill="${fill}"/>`);
}

/** A low-poly ridge across the canvas, peaks lit on their left flank. */
function ridge(c: Stage, base: number, amp: number, step: number, fill: string, facet = 0.06): void {
  const { w, h, r } = c;
  const p: number[] = [];
  let x = -step * r.range(0.2, 0.8);
  let up = r() < 0.5;
  while (x < w + step) {
    p.push(x, up ? base - amp * r.range(0.55, 1) : base - amp * r.range(0, 0.3));
    x += step * r.range(0.55, 1.1);
    up = !up;
  }
  let d = '';
  for (let i = 2; i + 3 < p.length; i += 2) {
    if (p[i + 1] < p[i - 1] && p[i + 1] < p[i + 3]) {
      d += `M${f(p[i])} ${f(p[i + 1])}L${f(p[i - 2])} ${f(p[i - 1])}L${f(p[i] + (p[i + 2] - p[i]) * 0.3)} ${f(base + amp * 0.25)}Z`;
    }
  }
  c.a.add(`<polygon points="${pts([...p, p[p.length - 2], h, p[0], h])}" fill="${fill}"/>`);
  if (facet && d) c.a.add(`<path d="${d}" fill="#fff" fill-opacity="${f2(facet)}"/>`);
}

/** Rolling hills: a smooth line through random heights. */
function hills(c: Stage, base: number, amp: number, n: number, fill: string): void {
  const { w, h, r } = c;
  const step = w / n;
  const ys = Array.from({ length: n + 2 }, () => base - amp * r.range(0, 1));
  let d = `M0 ${f(h)}V${f(ys[0])}`;
  for (let i = 0; i <= n; i += 1) {
    d += `Q${f(i * step + step / 2)} ${f(ys[i] - amp * 0.35)} ${f((i + 1) * step)} ${f(ys[i + 1])}`;
  }
  c.a.add(`<path d="${d}V${f(h)}Z" fill="${fill}"/>`);
}

/** Night-sky specks: two sizes, one path each. */
function stars(c: Stage, n: number, maxY: number, op = 0.7): void {
  const { w, r } = c;
  const path = (count: number) => Array.from({ length: count }, () => `M${f(r.range(8, w - 8))} ${f(r.range(6, maxY))}h0`).join('');
  c.a.add(
    `<path d="${path(Math.ceil(n * 0.7))}" stroke="#fff" stroke-opacity="${f2(op * 0.6)}" stroke-width="1.6" stroke-linecap="round"/>`,
    `<path d="${path(Math.floor(n * 0.3))}" stroke="#fff" stroke-opacity="${f2(op)}" stroke-width="2.6" stroke-linecap="round"/>`,
  );
}

/** Four-point sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number, fill: string, op = 1) =>
  `<path d="M${f(x)} ${f(y - r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + r)}Q${f(x)} ${f(y)} ${f(x - r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - r)}Z" fill="${fill}"${op < 1 ? ` fill-opacity="${f2(op)}"` : ''}/>`;

/** Short confetti strokes scattered in a box, one path per colour. */
function confetti(r: Rand, n: number, x0: number, y0: number, x1: number, y1: number, colors: readonly string[], width = 4): string {
  const by = new Map<string, string>();
  for (let i = 0; i < n; i += 1) {
    const col = colors[i % colors.length];
    const a = r.range(0, Math.PI);
    const len = r.range(5, 10);
    by.set(col, `${by.get(col) ?? ''}M${f(r.range(x0, x1))} ${f(r.range(y0, y1))}l${f(Math.cos(a) * len)} ${f(Math.sin(a) * len)}`);
  }
  return [...by].map(([col, d]) => `<path d="${d}" stroke="${col}" stroke-width="${width}" stroke-linecap="round"/>`).join('');
}

/** Perspective floor lines converging on (vx, vy), drawn below `top`. */
function floor(c: Stage, vx: number, vy: number, top: number, color: string, op: number): void {
  const { w, h } = c;
  let d = '';
  for (let k = -10; k <= 10; k += 1) {
    const bx = vx + k * w * 0.12;
    const t = (top - vy) / (h - vy);
    d += `M${f(vx + (bx - vx) * t)} ${f(top)}L${f(bx)} ${f(h)}`;
  }
  for (let k = 0; k < 6; k += 1) {
    const y = top + (h - top) * (k / 6) ** 1.6;
    d += `M0 ${f(y)}H${w}`;
  }
  c.a.add(`<path d="${d}" stroke="${color}" stroke-opacity="${f2(op)}" fill="none"/>`);
}

/** The brand's gun sight: orange ring, ticks and dot, with a faint outer ring and range marks. */
function crosshair(c: Stage, variant: 'ring' | 'bars'): string {
  const o = P.orange;
  const ring =
    variant === 'ring'
      ? `<circle r="40" fill="none" stroke="${o}" stroke-width="3"/><path d="M0-52v-30M0 52v30M-52 0h-30M52 0h30" stroke="${o}" stroke-width="4" stroke-linecap="round"/>`
      : `<path d="M0-14v-20M0 14v20M-14 0h-20M14 0h20" stroke="${o}" stroke-width="5" stroke-linecap="round"/><circle r="58" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5" stroke-dasharray="4 8"/>`;
  return [
    `<circle r="96" fill="${c.a.rad([[0, o, 0.22], [1, o, 0]])}"/>`,
    `<circle r="74" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="1.5"/>`,
    ring,
    `<circle r="4" fill="${o}"/>`,
    `<path d="M92-36h10M92-18h6M92 0h10M92 18h6M92 36h10" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`,
    `<path d="M-124-64v-18h18M124-64v-18h-18M-124 64v18h18M124 64v18h-18" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
  ].join('');
}

// ---------------------------------------------------------------- genre scenes

function fps(c: Stage): void {
  const { w, h, hue, r } = c;
  const hy = h * 0.66;
  const v = r.int(0, 2);
  if (v === 1) {
    // Night: cool ridges under a small moon.
    sky(c, P.night, mix(hue, P.navy, 0.72));
    glow(c, c.fx, hy, h * 0.7, hue, 0.35);
    stars(c, 26, hy * 0.7);
    const mx = c.flip ? w * 0.84 : w * 0.14;
    c.a.add(`<circle cx="${f(mx)}" cy="${f(h * 0.2)}" r="${f(h * 0.06)}" fill="${P.cream}" fill-opacity=".9"/>`);
    dots(c, 0.05);
    ridge(c, hy, h * 0.24, h * 0.22, mix(hue, P.steel, 0.55), 0.08);
    ridge(c, hy + h * 0.1, h * 0.14, h * 0.3, mix(hue, P.night, 0.8), 0.05);
  } else if (v === 2) {
    // Haze: dunes under a high sun.
    sky(c, mix(hue, P.deep, 0.6), mix(hue, P.amber, 0.3));
    const sx = c.flip ? w * 0.2 : w * 0.8;
    glow(c, sx, h * 0.3, h * 0.5, P.amber, 0.4);
    c.a.add(`<circle cx="${f(sx)}" cy="${f(h * 0.3)}" r="${f(h * 0.08)}" fill="${mix(P.amber, P.cream, 0.4)}"/>`);
    dots(c, 0.06);
    hills(c, hy - h * 0.04, h * 0.12, 4, mix(hue, P.deep, 0.35));
    let masts = '';
    for (let i = 0; i < 3; i += 1) {
      const [x, top] = [r.range(0.05, 0.95) * w, hy - h * r.range(0.2, 0.3)];
      masts += `M${f(x)} ${f(hy)}L${f(x + 5)} ${f(top)}L${f(x + 10)} ${f(hy)}M${f(x + 5)} ${f(top)}v-10`;
    }
    c.a.add(`<path d="${masts}" fill="none" stroke="${mix(hue, P.night, 0.6)}" stroke-width="2"/>`);
    hills(c, hy + h * 0.08, h * 0.1, 3, mix(hue, P.night, 0.6));
  } else {
    sky(c, P.night, mix(hue, P.deep, 0.5));
    glow(c, c.fx, hy, h * 0.8, hue, 0.55);
    c.a.add(`<circle cx="${f(c.fx - h * 0.02)}" cy="${f(hy - h * 0.1)}" r="${f(h * 0.17)}" fill="${c.a.lin([[0, mix(hue, P.cream, 0.55), 0.9], [1, hue, 0]], 0, 1)}"/>`);
    stars(c, 14, hy * 0.5, 0.5);
    dots(c, 0.06);
    ridge(c, hy, h * 0.22, h * 0.2, mix(hue, P.navy, 0.5), 0.08);
    ridge(c, hy + h * 0.1, h * 0.14, h * 0.28, mix(hue, P.night, 0.74), 0.05);
  }
  ridge(c, h * 0.95, h * 0.1, h * 0.4, P.night, 0.03);
  c.a.add(sub(c, `<path d="M-6 0l6-9 6 9-6 9z" fill="#f43f5e"/>${crosshair(c, 'ring')}`));
}

function tactical(c: Stage): void {
  const { w, h, hue, r } = c;
  const hy = h * 0.62;
  const near = hy + h * 0.09;
  sky(c, P.night, mix(hue, P.deep, 0.55));
  glow(c, c.fx, hy, h * 0.8, hue, 0.5);
  dots(c, 0.06);
  const skyline = (base: number, hMin: number, hMax: number, fill: string, windows: boolean) => {
    let d = `M0 ${f(c.h)}V${f(base)}`;
    let lit = '';
    for (let x = 0; x < w; ) {
      const bw = r.range(h * 0.06, h * 0.15);
      const top = base - r.range(hMin, hMax);
      d += `H${f(x)}V${f(top)}H${f(x + bw)}V${f(base)}`;
      if (windows) {
        for (let k = 0; k < 3; k += 1) {
          if (r() < 0.55) lit += `M${f(x + r.range(4, bw - 10))} ${f(r.range(top + 8, base - 6))}h5`;
        }
      }
      x += bw + r.range(0, h * 0.02);
    }
    c.a.add(`<path d="${d}H${w}V${f(c.h)}Z" fill="${fill}"/>`);
    if (lit) c.a.add(`<path d="${lit}" stroke="${P.amber}" stroke-opacity=".75" stroke-width="3"/>`);
  };
  skyline(hy, h * 0.08, h * 0.26, mix(hue, P.navy, 0.55), false);
  skyline(near, h * 0.04, h * 0.2, mix(hue, P.night, 0.8), true);
  c.a.add(`<rect y="${f(near)}" width="${w}" height="${f(h - near)}" fill="${P.night}"/>`);
  floor(c, c.fx, hy, near, hue, 0.35);
  c.a.add(sub(c, `<path d="M-6 0l6-9 6 9-6 9z" fill="${hue}"/>${crosshair(c, 'bars')}`));
}

/** A smooth closed blob (an island, a forest) around (0, 0). */
function blob(r: Rand, n: number, radius: number, jitter: number, squash = 0.72): string {
  const p = Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const k = radius * (1 - jitter + r() * jitter * 2);
    return [Math.cos(t) * k, Math.sin(t) * k * squash] as const;
  });
  const mid = (i: number) => {
    const [a, b] = [p[i % n], p[(i + 1) % n]];
    return `${f((a[0] + b[0]) / 2)} ${f((a[1] + b[1]) / 2)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= n; i += 1) d += `Q${f(p[i % n][0])} ${f(p[i % n][1])} ${mid(i)}`;
  return `${d}Z`;
}

function br(c: Stage): void {
  const { a, w, h, hue, r } = c;
  const sea = mix('#0c4a6e', hue, 0.15);
  a.add(`<rect width="${w}" height="${h}" fill="${a.rad([[0, sea], [1, P.night]], c.fx / w, 0.5, 0.75)}"/>`);
  const waves = a.pattern(28, `<path d="M3 14q5-5 10 0t10 0" fill="none" stroke="#fff" stroke-opacity=".07"/>`);
  a.add(`<rect width="${w}" height="${h}" fill="${waves}"/>`);
  const island = a.def((id) => `<path id="${id}" d="${blob(r, 12, 130, 0.2)}"/>`);
  const copy = (fill: string, scale: number, extra = '') => `<use href="#${island}" transform="scale(${f2(scale)})" fill="${fill}"${extra}/>`;
  const land = mix('#3f7a4a', hue, 0.28);
  const townLots = Array.from({ length: 4 }, () => {
    const [x, y] = [r.range(-80, 70), r.range(-45, 40)];
    return `M${f(x)} ${f(y)}h7v6h-7zM${f(x + 10)} ${f(y + 2)}h6v7h-6zM${f(x + 3)} ${f(y + 10)}h8v5h-8z`;
  }).join('');
  const zx = r.range(-40, 30);
  const zy = r.range(-20, 15);
  a.add(
    sub(
      c,
      [
        copy('#7dd3fc', 1.2, ' fill-opacity=".16"'),
        copy(mix('#e8d5a3', hue, 0.15), 1.07),
        copy(land, 1),
        `<path d="${blob(r, 9, 60, 0.3)}" transform="translate(${f(r.range(-40, 10))} ${f(r.range(-20, 5))})" fill="${mix(land, P.night, 0.35)}"/>`,
        copy('none', 0.7, ` stroke="#fff" stroke-opacity=".16" stroke-width="${f2(1.5 / 0.7)}"`),
        copy('none', 0.4, ` stroke="#fff" stroke-opacity=".16" stroke-width="${f2(1.5 / 0.4)}"`),
        `<path d="M-104 18C-60 0-40 30 0 6S60-40 96-24M-10 8C-6 30 10 44 20 70" fill="none" stroke="${P.cream}" stroke-opacity=".5" stroke-width="2.5"/>`,
        `<path d="${townLots}" fill="${P.cream}" fill-opacity=".75"/>`,
        `<circle cx="${f(zx)}" cy="${f(zy)}" r="200" fill="none" stroke="#60a5fa" stroke-opacity=".5" stroke-width="2" stroke-dasharray="10 7"/>`,
        `<circle cx="${f(zx)}" cy="${f(zy)}" r="72" fill="#fff" fill-opacity=".06" stroke="#fff" stroke-width="2.5"/>`,
      ].join(''),
    ),
  );
  gridLines(c, 64, 0.07);
  // Flight path across the whole canvas, the plane a third of the way along.
  const [x0, y0, x1, y1] = [-20, h * r.range(0.08, 0.2), w + 20, h * r.range(0.78, 0.95)];
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const t = 0.3;
  const [px, py] = [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t];
  const chute = (x: number, y: number) =>
    `<g transform="translate(${f(x)} ${f(y)})"><path d="M-9 0a9 9 0 0 1 18 0z" fill="${P.orange}"/><path d="M-9 0l9 12 9-12M0 0v12" stroke="#fff" stroke-opacity=".7" fill="none"/><circle cy="13" r="2.5" fill="#fff"/></g>`;
  a.add(
    `<path d="M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}" stroke="#fff" stroke-opacity=".7" stroke-width="2" stroke-dasharray="9 7"/>`,
    `<path d="M16 0L-4-3-9-16h-5l2 13-10-1-3-5h-3l1 7-1 7h3l3-5 10-1-2 13h5L-4 3Z" transform="translate(${f(px)} ${f(py)}) rotate(${f(ang)}) scale(${f2(c.s * 1.5)})" fill="#fff"/>`,
    chute(px + (x1 - x0) * 0.12, py + (y1 - y0) * 0.12 + 24 * c.s),
    chute(px + (x1 - x0) * 0.2 - 12, py + (y1 - y0) * 0.2 + 40 * c.s),
    `<g transform="translate(${f(w - 44 * c.s)} ${f(h - 44 * c.s)}) scale(${f2(c.s)})"><circle r="22" fill="${P.night}" fill-opacity=".6" stroke="#fff" stroke-opacity=".3"/><path d="M0-16l5 16h-10z" fill="${P.orange}"/><path d="M0 16l5-16h-10z" fill="#fff" fill-opacity=".6"/></g>`,
  );
}

/** The square battle map seen at an angle: river, three lanes, two bases, jungle camps. */
function moba(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.75, hue, 0.5);
  dots(c, 0.07);
  const ground = mix('#1f6a4e', hue, 0.35);
  const iso = 'scale(1 .58) rotate(45)';
  const tower = (x: number, y: number, col: string) => `<circle cx="${x}" cy="${y}" r="5" fill="${col}" stroke="#fff" stroke-width="1.5"/>`;
  const blue = '#3b82f6';
  a.add(
    sub(
      c,
      [
        `<g transform="translate(0 18)"><rect x="-110" y="-110" width="220" height="220" rx="18" transform="${iso}" fill="${mix(ground, P.night, 0.65)}"/></g>`,
        `<g transform="${iso}">`,
        `<rect x="-110" y="-110" width="220" height="220" rx="18" fill="${a.lin([[0, mix(ground, P.cream, 0.12)], [1, ground]], 1, 1)}"/>`,
        `<path d="M-110-110L110 110" stroke="#38bdf8" stroke-opacity=".6" stroke-width="20"/>`,
        `<path d="M-52-12h16v10h-16zM-12-52h10v16h-10zM36 2h16v10h-16zM2 36h10v16h-10z" fill="${mix(ground, P.night, 0.45)}"/>`,
        `<path d="M-84 84V-84H84M-84 84H84V-84M-84 84L84-84" fill="none" stroke="${P.cream}" stroke-opacity=".85" stroke-width="9" stroke-linejoin="round"/>`,
        tower(-84, 30, blue) + tower(-84, -30, blue) + tower(-30, 84, blue) + tower(-40, 40, blue),
        tower(84, -30, P.orange) + tower(30, -84, P.orange) + tower(84, 30, P.orange) + tower(40, -40, P.orange),
        `<circle cx="-84" cy="84" r="18" fill="${blue}" stroke="#fff" stroke-width="3"/><circle cx="84" cy="-84" r="18" fill="${P.orange}" stroke="#fff" stroke-width="3"/>`,
        '</g>',
        `<rect x="-121" y="-90" width="10" height="90" fill="${a.lin([[0, blue, 0], [1, blue, 0.7]])}"/>`,
        `<rect x="111" y="-90" width="10" height="90" fill="${a.lin([[0, P.orange, 0], [1, P.orange, 0.7]])}"/>`,
        sparkle(0, -4, 12, '#fff', 0.85),
      ].join(''),
    ),
  );
}

function rpg(c: Stage): void {
  const { a, w, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.55));
  const [mx, my] = [Math.min(c.fx + h * 0.34, w - h * 0.14), h * 0.24];
  glow(c, mx, my, h * 0.34, P.cream, 0.3);
  a.add(`<circle cx="${f(mx)}" cy="${f(my)}" r="${f(h * 0.1)}" fill="${mix(P.cream, hue, 0.12)}"/><circle cx="${f(mx - h * 0.03)}" cy="${f(my + h * 0.02)}" r="${f(h * 0.022)}" fill="${hue}" fill-opacity=".15"/><circle cx="${f(mx + h * 0.035)}" cy="${f(my - h * 0.03)}" r="${f(h * 0.014)}" fill="${hue}" fill-opacity=".15"/>`);
  stars(c, 18, h * 0.5);
  ridge(c, h * 0.72, h * 0.32, h * 0.26, mix(hue, P.navy, 0.55), 0.07);
  a.add(`<rect y="${f(h * 0.6)}" width="${w}" height="${f(h * 0.14)}" fill="${a.lin([[0, '#fff', 0], [0.5, '#fff', 0.08], [1, '#fff', 0]])}"/>`);
  const dark = mix(hue, P.night, 0.86);
  let cren = '';
  for (let x = -62; x < 62; x += 12) cren += `M${x} -34h7v-7h-7z`;
  const castle = [
    `<path d="M-62-34h124v34h-124zM-22-92h44v92h-44zM-66-64h26v64h-26zM40-70h26v70h-26z${cren}" fill="${dark}"/>`,
    `<path d="M-70-64L-53-98-36-64ZM36-70L53-106 70-70ZM-26-92L0-134 26-92Z" fill="${dark}"/>`,
    `<path d="M0-134v-16" stroke="${dark}" stroke-width="2"/><path d="M1-150l16 5-16 5z" fill="${P.orange}"/>`,
    `<path d="M-4-72h8v12h-8zM-57-48h6v9h-6zM50-54h6v9h-6zM-6-104h3v7h-3zM3-104h3v7h-3z" fill="${P.amber}"/>`,
    `<path d="M-10 0v-16a10 10 0 0 1 20 0v16z" fill="${P.orange}" fill-opacity=".8"/>`,
  ].join('');
  const gem = (x: number, y: number, k: number) => `<path d="M${x} ${y - 12 * k}l${f(7 * k)} ${f(12 * k)}-${f(7 * k)} ${f(12 * k)}-${f(7 * k)}-${f(12 * k)}z" fill="${mix(hue, P.cream, 0.5)}"/>`;
  const tower = [
    `<path d="M-20 0L-14-120H14L20 0ZM-26-120h52l-4-10h-44zM-60 0v-40h10v40zM44 0v-30h10v30zM-66-40h22v-6h-22zM38-30h22v-6h-22z" fill="${dark}"/>`,
    `<path d="M-24-130L0-190 24-130Z" fill="${dark}"/>`,
    `<path d="M-4-100h8v14h-8zM-4-60h8v14h-8z" fill="${P.amber}"/><path d="M-8 0v-14a8 8 0 0 1 16 0v14z" fill="${P.orange}" fill-opacity=".8"/>`,
    `<circle cy="-190" r="24" fill="${c.a.rad([[0, hue, 0.7], [1, hue, 0]])}"/>${gem(0, -200, 1)}${gem(-44, -160, 0.6)}${gem(46, -146, 0.5)}`,
  ].join('');
  a.add(sub(c, `<path d="M-220 60Q-90-14 0-8Q90-14 220 60Z" fill="${dark}"/>${r() < 0.5 ? castle : tower}`, h * 0.64));
  hills(c, h * 0.9, h * 0.08, 4, P.night);
}

function openworld(c: Stage): void {
  const { a, w, h, hue, r } = c;
  const hy = h * 0.6;
  sky(c, P.night, mix(P.orange, hue, 0.45), mix(hue, P.deep, 0.45));
  const sx = Math.max(c.fx - h * 0.42, h * 0.2);
  glow(c, sx, hy, h * 0.5, P.amber, 0.5);
  a.add(`<circle cx="${f(sx)}" cy="${f(hy)}" r="${f(h * 0.11)}" fill="${P.amber}" fill-opacity=".9"/>`);
  const cloud = (x: number, y: number, k: number) =>
    `<path d="M${f(x)} ${f(y)}h${f(90 * k)}a${f(14 * k)} ${f(14 * k)} 0 0 0-20-16a${f(20 * k)} ${f(20 * k)} 0 0 0-38-4a${f(14 * k)} ${f(14 * k)} 0 0 0-32 20z" fill="#fff" fill-opacity=".1"/>`;
  a.add(cloud(w * 0.1, h * 0.2, 1), cloud(w * 0.55, h * 0.14, 0.8));
  hills(c, hy + h * 0.02, h * 0.12, 5, mix(hue, P.navy, 0.5));
  hills(c, hy + h * 0.12, h * 0.08, 3, mix(hue, P.night, 0.62));
  let trees = '';
  for (let i = 0; i < 9; i += 1) {
    const [x, y, k] = [r.range(0, w), hy + h * r.range(0.14, 0.22), r.range(0.7, 1.3)];
    trees += `M${f(x)} ${f(y - 22 * k)}l${f(-8 * k)} ${f(14 * k)}h${f(16 * k)}zM${f(x)} ${f(y - 14 * k)}l${f(-10 * k)} ${f(16 * k)}h${f(20 * k)}z`;
  }
  a.add(`<path d="${trees}" fill="${mix(hue, P.night, 0.82)}"/>`);
  hills(c, h * 0.9, h * 0.06, 3, P.night);
  // The road winding to the horizon, and the floating isle above it.
  a.add(
    sub(
      c,
      [
        `<path d="M-80 150C-80 110 40 110 4 70C-20 46 20 30 2 8h6C32 30-6 46 20 70C64 110-20 110 80 150Z" fill="${P.cream}" fill-opacity=".22"/>`,
        `<path d="M0 150C0 112 30 100 12 70S14 30 5 10" fill="none" stroke="${P.cream}" stroke-opacity=".55" stroke-width="2" stroke-dasharray="8 8"/>`,
        landmark(c, r.int(0, 2)),
        `<path d="M-150-120q6-6 12 0q6-6 12 0M-120-104q4-4 8 0q4-4 8 0" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`,
      ].join(''),
      hy,
    ),
  );
}

/** The open world's landmark: a floating isle, a watchtower on a bluff, or a giant tree. */
function landmark(c: Stage, v: number): string {
  const { hue } = c;
  const dark = mix(hue, P.night, 0.7);
  if (v === 1) {
    return `<g transform="translate(150 -14)"><path d="M-60 40Q-40-20 0-24T60 40Z" fill="${dark}"/><path d="M-12-20L-8-96H8L12-20ZM-14-96h28l-14-22z" fill="${dark}"/><path d="M-4-86h8v10h-8z" fill="${P.amber}"/><path d="M4-82L90-110V-54Z" fill="${P.amber}" fill-opacity=".14"/></g>`;
  }
  if (v === 2) {
    const leaf = mix('#4ade80', hue, 0.45);
    return `<g transform="translate(150 -10)"><path d="M-6 10C-4-20-8-40-2-60L6-60C10-40 6-20 10 10Z" fill="${dark}"/><circle cx="-24" cy="-70" r="30" fill="${mix(leaf, P.night, 0.35)}"/><circle cx="22" cy="-76" r="34" fill="${mix(leaf, P.night, 0.2)}"/><circle cx="0" cy="-104" r="32" fill="${leaf}"/><circle cx="-6" cy="-112" r="10" fill="#fff" fill-opacity=".15"/><path d="M-20-60h0M30-90h0M6-120h0" stroke="${P.amber}" stroke-width="6" stroke-linecap="round"/></g>`;
  }
  return `<g transform="translate(${f(c.h * 0.3)} -150)"><path d="M-46 0h92L16 30-4 52-18 26Z" fill="${mix(hue, P.slate, 0.6)}"/><path d="M-50 2Q0-14 50 2Z" fill="${mix('#4ade80', hue, 0.4)}"/><path d="M-20-4v-22M-20-34l-10 18h20z" stroke="${mix(hue, P.night, 0.6)}" stroke-width="3" fill="${mix(hue, P.night, 0.6)}"/><path d="M30 4v40" stroke="#7dd3fc" stroke-opacity=".6" stroke-width="3"/></g>`;
}

/** Wuxia: a red sun, steep ink peaks in mist, a pagoda, two crossed blades. */
function action(c: Stage): void {
  const { a, w, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  const [sx, sy] = [c.fx + h * 0.24, h * 0.36];
  glow(c, sx, sy, h * 0.45, hue, 0.45);
  a.add(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(h * 0.2)}" fill="${a.lin([[0, mix(hue, P.amber, 0.5)], [1, mix(hue, '#b91c1c', 0.4)]])}"/>`);
  const peaks = (base: number, hMin: number, hMax: number, fill: string) => {
    let d = `M-10 ${f(h)}V${f(base)}`;
    for (let x = -10; x < w; ) {
      const wd = r.range(h * 0.14, h * 0.26);
      const ph = r.range(hMin, hMax);
      // Karst pillars: steep flanks, a rounded top.
      d += `L${f(x)} ${f(base)}C${f(x + wd * 0.22)} ${f(base - ph * 0.4)} ${f(x + wd * 0.2)} ${f(base - ph)} ${f(x + wd * 0.5)} ${f(base - ph)}S${f(x + wd * 0.78)} ${f(base - ph * 0.4)} ${f(x + wd)} ${f(base)}`;
      x += wd * r.range(0.55, 0.9);
    }
    a.add(`<path d="${d}L${w + 10} ${f(base)}V${f(h)}Z" fill="${fill}"/>`);
  };
  const mist = (y: number) => a.add(`<rect y="${f(y)}" width="${w}" height="${f(h * 0.12)}" fill="${a.lin([[0, '#fff', 0], [0.6, '#fff', 0.09], [1, '#fff', 0]], 0, 1)}"/>`);
  peaks(h * 0.74, h * 0.16, h * 0.42, mix(mix(hue, P.mist, 0.35), P.navy, 0.62));
  mist(h * 0.6);
  peaks(h * 0.88, h * 0.12, h * 0.26, mix(hue, P.night, 0.82));
  mist(h * 0.78);
  const px = Math.max(w * 0.12, c.fx - h * 0.62);
  const tier = (y: number, wd: number) => `M${f(-wd)} ${y}Q${f(-wd * 0.5)} ${y - 3} ${f(-wd * 0.4)} ${y - 10}H${f(wd * 0.4)}Q${f(wd * 0.5)} ${y - 3} ${f(wd)} ${y}Z`;
  a.add(`<g transform="translate(${f(px)} ${f(h * 0.72)}) scale(${f2(c.s)})" fill="${P.night}"><path d="${tier(0, 30)}${tier(-18, 24)}${tier(-36, 18)}M-18 0h36v18h-36zM-14-18h28v8h-28zM-10-36h20v8h-20zM0-46v-12"/><path d="M-3-8h6v8h-6z" fill="${P.amber}"/></g>`);
  const blade = a.def(
    (id) =>
      `<g id="${id}"><path d="M-112-4H96l22 4-22 4H-112z" fill="${a.lin([[0, '#fff'], [1, P.mist]], 0, 1)}"/><path d="M-112 0H96" stroke="${hue}" stroke-opacity=".5"/><rect x="-124" y="-14" width="7" height="28" rx="2" fill="${P.amber}"/><rect x="-160" y="-5" width="36" height="10" rx="4" fill="${P.orange}"/></g>`,
  );
  const petals = (col: string) =>
    `<path d="${Array.from({ length: 5 }, () => `M${f(r.range(-200, 200))} ${f(r.range(-120, 110))}l${r.int(-5, 5)} ${r.int(-4, 4)}`).join('')}" stroke="${col}" stroke-opacity=".8" stroke-width="5" stroke-linecap="round"/>`;
  a.add(
    sub(
      c,
      `<path d="M-170 60Q-20-130 180-40" fill="none" stroke="${mix(hue, P.cream, 0.5)}" stroke-opacity=".45" stroke-width="3"/><use href="#${blade}" transform="rotate(-34)"/><use href="#${blade}" transform="rotate(214)"/>${petals(P.amber)}${petals(mix(hue, P.cream, 0.4))}`,
    ),
  );
}

function racing(c: Stage): void {
  const { a, w, h, hue, r } = c;
  const hy = h * 0.58;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, hy, h * 0.7, hue, 0.55);
  ridge(c, hy, h * 0.08, h * 0.16, mix(hue, P.navy, 0.55), 0.05);
  a.add(`<rect y="${f(hy)}" width="${w}" height="${f(h - hy)}" fill="${mix(hue, P.night, 0.85)}"/>`);
  let streaks = '';
  for (let i = 0; i < 16; i += 1) {
    const ang = r.range(-Math.PI, 0);
    const [r0, r1] = [r.range(h * 0.25, h * 0.5), r.range(h * 0.55, h * 1.1)];
    streaks += `M${f(c.fx + Math.cos(ang) * r0)} ${f(hy + Math.sin(ang) * r0 * 0.8)}L${f(c.fx + Math.cos(ang) * r1)} ${f(hy + Math.sin(ang) * r1 * 0.8)}`;
  }
  a.add(`<path d="${streaks}" stroke="#fff" stroke-opacity=".14" stroke-width="2"/>`);
  const bottom = (h - hy) / c.s;
  let dashes = '';
  for (let k = 0; k < 5; k += 1) {
    const [t0, t1] = [((k + 0.2) / 5) ** 1.7, ((k + 0.65) / 5) ** 1.7];
    const [y0, y1] = [bottom * t0, bottom * t1];
    dashes += `M${f(-1 - 4 * t0)} ${f(y0)}h${f(2 + 8 * t0)}L${f(1 + 4 * t1)} ${f(y1)}h${f(-2 - 8 * t1)}z`;
  }
  const cell = (x: number, y: number) => `M${x} ${y}h10v8h-10z`;
  let checks = '';
  for (let i = 0; i < 5; i += 1) for (let j = 0; j < 4; j += 1) if ((i + j) % 2 === 0) checks += cell(i * 10, j * 8);
  a.add(
    sub(
      c,
      [
        `<path d="M-8 0H8L280 ${f(bottom)}H-280Z" fill="${a.lin([[0, '#1f2a40'], [1, '#0b101c']])}"/>`,
        `<path d="M-8 0L-280 ${f(bottom)}M8 0L280 ${f(bottom)}" stroke="#fff" stroke-width="6"/>`,
        `<path d="M-8 0L-280 ${f(bottom)}M8 0L280 ${f(bottom)}" stroke="${P.orange}" stroke-width="6" stroke-dasharray="10 10"/>`,
        `<path d="${dashes}" fill="${P.cream}" fill-opacity=".8"/>`,
        `<g transform="translate(0 ${f(bottom - 52)})"><ellipse cy="26" rx="74" ry="8" fill="#000" fill-opacity=".45"/><path d="M-56 16h20v12h-20zM36 16h20v12H36z" fill="#05070d"/><path d="M-66 20V2Q-62-14-44-18L-30-40H30L44-18Q62-14 66 2V20Z" fill="${a.lin([[0, mix(hue, P.steel, 0.5)], [1, P.slate]])}"/><path d="M-24-34H24L32-20H-32Z" fill="${mix(hue, P.cream, 0.3)}" fill-opacity=".7"/><path d="M-58-4h26v7h-26zM32-4h26v7H32z" fill="${P.orange}"/><path d="M-20 6h40" stroke="#000" stroke-opacity=".4" stroke-width="4"/></g>`,
        `<g transform="translate(150 -96) skewY(-8)"><path d="M0 0v78" stroke="${P.mist}" stroke-width="3"/><rect width="50" height="32" fill="#fff"/><path d="${checks}" fill="${P.night}"/></g>`,
      ].join(''),
      hy,
    ),
  );
}

function cards(c: Stage): void {
  const { a, h, hue, r } = c;
  a.add(`<rect width="${c.w}" height="${h}" fill="${a.rad([[0, mix(hue, P.deep, 0.45)], [1, P.night]], c.fx / c.w, 0.55, 0.7)}"/>`);
  dots(c, 0.08);
  const face = a.lin([[0, P.cream], [1, '#f0dfc6']]);
  const star = 'M0-22l6.5 13 14.5 2-10.5 10 2.5 14.5L0 10.5-13 17.5l2.5-14.5L-21-7l14.5-2z';
  const motifs = [`<path d="M0-26L18 0 0 26-18 0z" fill="${hue}"/>`, `<path d="${star}" fill="${P.orange}"/>`, `<circle r="16" fill="none" stroke="${hue}" stroke-width="7"/><circle r="5" fill="${P.orange}"/>`];
  const card = (rot: number, motif: string) =>
    `<g transform="rotate(${rot} 0 150)"><rect x="-46" y="-58" width="100" height="140" rx="10" fill="#000" fill-opacity=".35"/><rect x="-50" y="-70" width="100" height="140" rx="10" fill="${face}"/><rect x="-42" y="-62" width="84" height="124" rx="6" fill="none" stroke="${hue}" stroke-opacity=".45" stroke-width="2"/><circle cx="-32" cy="-50" r="4" fill="${hue}"/><circle cx="32" cy="50" r="4" fill="${hue}"/>${motif}</g>`;
  const chips = (x: number, y: number, n: number) =>
    Array.from({ length: n }, (_, i) => `<ellipse cx="${x}" cy="${y - i * 7}" rx="22" ry="8" fill="${i % 2 ? P.cream : P.orange}" stroke="${P.night}" stroke-opacity=".4"/>`).join('');
  a.add(
    sub(
      c,
      [
        `<ellipse cy="96" rx="190" ry="22" fill="#000" fill-opacity=".3"/>`,
        card(-22, motifs[0]),
        card(0, motifs[1]),
        card(22, motifs[2]),
        chips(-170, 84, 4),
        chips(170, 90, 3),
        sparkle(-120, -90, 10, P.amber),
        sparkle(132, -70, 7, '#fff', 0.8),
        sparkle(r.range(-200, -150), r.range(-30, 10), 6, '#fff', 0.6),
      ].join(''),
    ),
  );
}

function strategy(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.55));
  glow(c, c.fx, c.fy, h * 0.75, hue, 0.45);
  dots(c, 0.07);
  const [t1, t2] = [mix(hue, P.slate, 0.55), mix(hue, P.night, 0.55)];
  const checker = a.pattern(40, `<rect width="40" height="40" fill="${t1}"/><path d="M0 0h20v20H0zM20 20h20v20H20z" fill="${t2}"/>`);
  const iso = 'scale(1 .58) rotate(45)';
  const flag = (x: number, y: number, col: string) => `<path d="M${x} ${y}v-36" stroke="${P.mist}" stroke-width="2"/><path d="M${x} ${y - 36}l20 6-20 6z" fill="${col}"/><ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="#000" fill-opacity=".4"/>`;
  const pawn = (x: number, y: number, col: string) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="4" fill="#000" fill-opacity=".4"/><path d="M${x - 8} ${y}l4-14h8l4 14z" fill="${col}"/><circle cx="${x}" cy="${y - 18}" r="6" fill="${col}"/>`;
  a.add(
    sub(
      c,
      [
        `<g transform="translate(0 40)"><g transform="translate(0 16)"><rect x="-100" y="-100" width="200" height="200" transform="${iso}" fill="${mix(hue, P.night, 0.8)}"/></g><rect x="-100" y="-100" width="200" height="200" transform="${iso}" fill="${checker}" stroke="#fff" stroke-opacity=".2"/></g>`,
        `<path d="M-110 52C-70-10 20 70 30 2" fill="none" stroke="${P.orange}" stroke-width="3" stroke-dasharray="7 6"/><path d="M24-6l14 10-14 8z" fill="${P.orange}"/>`,
        `<ellipse cy="20" rx="30" ry="12" fill="#000" fill-opacity=".4"/><path d="M-24 18V-40h48v58z" fill="${a.lin([[0, P.cream], [1, P.mist]], 1, 0)}"/><path d="M-30-40h60v-18h-10v8h-10v-8H-10v8h-10v-8h-10z" fill="${P.cream}"/><path d="M-6 18v-18a6 6 0 0 1 12 0v18z" fill="${P.slate}"/>`,
        `<path d="M0-58v-34" stroke="${P.cream}" stroke-width="3"/><path d="M0-92l28 9-28 9z" fill="${P.orange}"/>`,
        flag(-104, 40, hue) + flag(96, 66, P.orange) + pawn(-60, 86, hue) + pawn(70, 28, P.orange) + pawn(-140, 58, hue),
      ].join(''),
    ),
  );
}

function survival(c: Stage): void {
  const { a, w, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.6));
  stars(c, 20, h * 0.45);
  a.add(`<path d="M${f(w * 0.86)} ${f(h * 0.1)}a${f(h * 0.07)} ${f(h * 0.07)} 0 1 0 ${f(h * 0.05)} ${f(h * 0.12)}a${f(h * 0.055)} ${f(h * 0.055)} 0 1 1-${f(h * 0.05)}-${f(h * 0.12)}z" fill="${P.cream}" fill-opacity=".85"/>`);
  const pines = (base: number, hMin: number, hMax: number, fill: string) => {
    let d = `M0 ${f(h)}V${f(base)}`;
    for (let x = 0; x < w + 20; ) {
      const tw = r.range(h * 0.035, h * 0.06);
      d += `L${f(x + tw / 2)} ${f(base - r.range(hMin, hMax))}L${f(x + tw)} ${f(base)}`;
      x += tw * r.range(0.6, 1);
    }
    a.add(`<path d="${d}V${f(h)}Z" fill="${fill}"/>`);
  };
  pines(h * 0.66, h * 0.06, h * 0.16, mix(hue, P.navy, 0.5));
  pines(h * 0.78, h * 0.1, h * 0.24, mix(hue, P.night, 0.75));
  hills(c, h * 0.86, h * 0.04, 3, P.night);
  glow(c, c.fx + 60 * c.s, c.fy + 40 * c.s, h * 0.42, P.orange, 0.45);
  let sparks = '';
  for (let i = 0; i < 8; i += 1) sparks += `M${f(60 + r.range(-24, 24))} ${f(r.range(-70, -10))}h0`;
  a.add(
    sub(
      c,
      [
        `<path d="M-130 60L-60-40 10 60Z" fill="${a.lin([[0, mix(hue, P.cream, 0.25)], [1, mix(hue, P.night, 0.45)]], 1, 0)}"/>`,
        `<path d="M-60-40L-76 60H-44Z" fill="${P.night}" fill-opacity=".75"/><path d="M-60-40v-14" stroke="${P.mist}" stroke-width="3"/>`,
        `<path d="M36 62l48-16M36 46l48 16" stroke="#7c4a2a" stroke-width="8" stroke-linecap="round"/>`,
        `<path d="M60 54C36 44 40 14 58-18C60 4 74 4 72-10C90 14 88 46 60 54Z" fill="${a.lin([[0, P.amber], [1, P.orange]])}"/>`,
        `<path d="M60 54C50 48 50 30 60 16C64 30 74 34 68 48Z" fill="${P.cream}" fill-opacity=".85"/>`,
        `<path d="${sparks}" stroke="${P.amber}" stroke-width="3" stroke-linecap="round"/>`,
      ].join(''),
    ),
  );
}

/** Isometric cube at grid (x, y, z): top, left and right faces. */
function cube(x: number, y: number, z: number, k: number, [top, left, right]: readonly [string, string, string]): string {
  const sx = (x - y) * k;
  const sy = ((x + y) * k) / 2 - z * k;
  const T = `${f(sx)} ${f(sy - k / 2)}`;
  const R = `${f(sx + k)} ${f(sy)}`;
  const B = `${f(sx)} ${f(sy + k / 2)}`;
  const L = `${f(sx - k)} ${f(sy)}`;
  return `<path d="M${T}L${R}L${B}L${L}Z" fill="${top}"/><path d="M${L}L${B}v${k}L${f(sx - k)} ${f(sy + k)}Z" fill="${left}"/><path d="M${B}L${R}v${k}L${f(sx)} ${f(sy + k * 1.5)}Z" fill="${right}"/>`;
}

function sandbox(c: Stage): void {
  const { a, w, h, hue, r } = c;
  sky(c, mix(hue, P.deep, 0.55), P.night);
  glow(c, c.fx, c.fy, h * 0.7, hue, 0.45);
  dots(c, 0.06, 20);
  let clouds = '';
  for (let i = 0; i < 4; i += 1) clouds += `M${f(r.range(0, w - 80))} ${f(r.range(h * 0.06, h * 0.3))}h${f(r.range(40, 90))}v14h-${f(r.range(60, 110))}z`;
  a.add(`<path d="${clouds}" fill="#fff" fill-opacity=".08"/>`);
  const k = 24;
  const grass: [string, string, string] = [mix('#4ade80', hue, 0.35), mix('#8b5a2b', hue, 0.2), mix('#6b4423', hue, 0.2)];
  const stone: [string, string, string] = [P.mist, mix(P.mist, P.slate, 0.4), mix(P.mist, P.slate, 0.65)];
  const wood: [string, string, string] = ['#a86b3c', '#7c4a2a', '#5c361e'];
  const leaf: [string, string, string] = [mix('#22c55e', hue, 0.3), mix('#15803d', hue, 0.3), mix('#14532d', hue, 0.3)];
  const water: [string, string, string] = ['#38bdf8', '#0284c7', '#0369a1'];
  const ore: [string, string, string] = [P.amber, P.orange, '#c2410c'];
  // The island slab: a 4×4 top with thick dirt sides.
  const [n, depth] = [4, 2.2];
  const top = `M0 ${f(-k / 2)}L${n * k} ${f(((n - 1) * k) / 2)}L0 ${f((2 * n - 1) * (k / 2))}L${-n * k} ${f(((n - 1) * k) / 2)}Z`;
  const grid = Array.from({ length: n - 1 }, (_, i) => {
    const t = i + 1;
    return `M${f(t * k)} ${f((t * k) / 2 - k / 2)}L${f(t * k - n * k)} ${f((t * k) / 2 - k / 2 + (n * k) / 2)}M${f(-t * k)} ${f((t * k) / 2 - k / 2)}L${f(-t * k + n * k)} ${f((t * k) / 2 - k / 2 + (n * k) / 2)}`;
  }).join('');
  const feats = [
    cube(3, 3, 1, k, stone),
    cube(0, 3, 1, k, water),
    cube(1, 3, 1, k, water),
    cube(0, 0, 1, k, wood),
    cube(0, 0, 2, k, wood),
    cube(0, 0, 3, k, leaf),
    cube(1, 0, 3, k, leaf),
    cube(0, 1, 3, k, leaf),
    cube(3, 1, 1, k, ore),
    cube(0, 0, 4, k, leaf),
  ].join('');
  a.add(
    sub(
      c,
      [
        `<g transform="translate(0 -10)">`,
        `<path d="M${-n * k} ${f(((n - 1) * k) / 2)}L0 ${f((2 * n - 1) * (k / 2))}v${f(depth * k)}L${-n * k} ${f(((n - 1) * k) / 2 + depth * k * 0.6)}Z" fill="${grass[1]}"/>`,
        `<path d="M0 ${f((2 * n - 1) * (k / 2))}L${n * k} ${f(((n - 1) * k) / 2)}V${f(((n - 1) * k) / 2 + depth * k * 0.6)}L0 ${f((2 * n - 1) * (k / 2) + depth * k)}Z" fill="${grass[2]}"/>`,
        `<path d="${top}" fill="${grass[0]}"/><path d="${grid}" stroke="#000" stroke-opacity=".12"/>`,
        `<g transform="translate(0 ${f(k / 2)})">${feats}</g>`,
        '</g>',
        `<g transform="translate(130 -100)">${cube(0, 0, 0, 12, ore)}</g><g transform="translate(-150 -60)">${cube(0, 0, 0, 10, stone)}</g>`,
      ].join(''),
    ),
  );
}

function casual(c: Stage): void {
  const { a, w, h, hue, r } = c;
  sky(c, mix(hue, P.deep, 0.35), mix(hue, P.night, 0.7));
  let bokeh = '';
  for (let i = 0; i < 7; i += 1) bokeh += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(r.range(h * 0.05, h * 0.16))}" fill="#fff" fill-opacity=".06"/>`;
  a.add(bokeh);
  dots(c, 0.07);
  const plat = (x: number, y: number, wd: number, col: string) => `<rect x="${x - wd / 2}" y="${y + 6}" width="${wd}" height="16" rx="8" fill="#000" fill-opacity=".3"/><rect x="${x - wd / 2}" y="${y}" width="${wd}" height="16" rx="8" fill="${col}"/>`;
  a.add(
    sub(
      c,
      [
        plat(-120, 70, 130, mix(hue, P.cream, 0.35)),
        plat(60, 10, 110, P.amber),
        plat(170, -60, 80, mix(hue, P.cream, 0.5)),
        `<path d="M-110 30Q-60-80 40-20" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>`,
        `<g transform="translate(60 -24)"><path d="M-34 22C-38-8-20-38 0-38S38-8 34 22Q0 32-34 22Z" fill="${a.lin([[0, mix(hue, P.cream, 0.55)], [1, mix(hue, P.cream, 0.15)]], 0, 1)}"/><circle cx="-10" cy="-6" r="4" fill="${P.night}"/><circle cx="10" cy="-6" r="4" fill="${P.night}"/><path d="M-6 6q6 5 12 0" fill="none" stroke="${P.night}" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="-14" cy="-24" rx="8" ry="5" fill="#fff" fill-opacity=".6"/></g>`,
        `<g transform="translate(170 -100)"><path d="M0-18l5.4 11 12 1.7-8.7 8.5 2 12L0 9.4-10.7 15.2l2-12L-17.4-5.3l12-1.7z" fill="${P.orange}" stroke="${P.amber}" stroke-width="2"/></g>`,
        sparkle(-150, -70, 9, P.amber) + sparkle(-40, -110, 6, '#fff', 0.8) + sparkle(200, 30, 7, '#fff', 0.7),
        confetti(r, 12, -220, -140, 220, 110, [P.amber, mix(hue, P.cream, 0.4), '#fff'], 4),
      ].join(''),
    ),
  );
}

function fighting(c: Stage): void {
  const { a, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  const n = 18;
  const burst = Array.from({ length: n * 2 }, (_, i) => {
    const t = (i / (n * 2)) * Math.PI * 2;
    const k = i % 2 ? h * 0.08 : h * r.range(0.9, 1.4);
    return `${f(c.fx + Math.cos(t) * k)} ${f(c.fy + Math.sin(t) * k)}`;
  }).join(' ');
  a.add(`<polygon points="${burst}" fill="${hue}" fill-opacity=".16"/>`);
  glow(c, c.fx, c.fy, h * 0.5, hue, 0.5);
  dots(c, 0.06);
  const spike = Array.from({ length: 20 }, (_, i) => {
    const t = (i / 20) * Math.PI * 2;
    const k = i % 2 ? 26 : r.range(52, 74);
    return `${f(Math.cos(t) * k)} ${f(Math.sin(t) * k)}`;
  }).join(' ');
  let shards = '';
  for (let i = 0; i < 8; i += 1) {
    const [x, y] = [r.range(-190, 190), r.range(-120, 120)];
    shards += `M${f(x)} ${f(y)}l${f(r.range(6, 14))} ${f(r.range(-4, 4))}l${f(r.range(-10, -2))} ${f(r.range(6, 12))}z`;
  }
  a.add(
    sub(
      c,
      [
        `<path d="M-220 80C-120 60-60 20 -10 0C-70 30-130 70-220 100Z" fill="${mix(hue, P.cream, 0.45)}" fill-opacity=".85"/>`,
        `<path d="M220-80C120-60 60-20 10 0C70-30 130-70 220-100Z" fill="${P.orange}" fill-opacity=".9"/>`,
        `<polygon points="${spike}" fill="${a.rad([[0, '#fff'], [0.4, P.amber], [1, P.orange]])}"/>`,
        `<circle r="16" fill="#fff"/>`,
        `<path d="${shards}" fill="${P.cream}" fill-opacity=".7"/>`,
        `<path d="M-200-60h60M-190-40h90M140 50h70M120 72h90" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`,
      ].join(''),
    ),
  );
}

// ---------------------------------------------------------------- topic scenes

/** A client window: title bar with three dots, dark body. */
const windowFrame = (x: number, y: number, w: number, h: number, body: string, extra = '') =>
  `<g transform="translate(${x} ${y})"${extra}><rect width="${w}" height="${h}" rx="12" fill="${P.deep}" stroke="#fff" stroke-opacity=".14"/><path d="M0 12a12 12 0 0 1 12-12h${w - 24}a12 12 0 0 1 12 12v14H0z" fill="${P.steel}"/><circle cx="16" cy="13" r="4" fill="${P.orange}"/><circle cx="30" cy="13" r="4" fill="${P.amber}" fill-opacity=".7"/><circle cx="44" cy="13" r="4" fill="${P.mist}" fill-opacity=".5"/>${body}</g>`;

function update(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.55));
  glow(c, c.fx, c.fy, h * 0.8, hue, 0.45);
  gridLines(c, 32, 0.05);
  const nodes: [number, number][] = [
    [96, 160],
    [148, 100],
    [206, 142],
    [258, 80],
  ];
  const route = `M96 160C110 120 124 104 148 100S186 146 206 142 240 86 258 80`;
  const mapDots = a.pattern(12, `<circle cx="2" cy="2" r="1.2" fill="${hue}" fill-opacity=".45"/>`);
  const body = [
    `<rect x="12" y="38" width="48" height="8" rx="4" fill="#fff" fill-opacity=".18"/><rect x="12" y="54" width="36" height="8" rx="4" fill="#fff" fill-opacity=".1"/><rect x="12" y="70" width="42" height="8" rx="4" fill="#fff" fill-opacity=".1"/>`,
    `<rect x="72" y="36" width="212" height="150" rx="8" fill="${mix(hue, P.night, 0.7)}"/><rect x="72" y="36" width="212" height="150" rx="8" fill="${mapDots}"/>`,
    `<g><path d="${route}" fill="none" stroke="${P.orange}" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/><path d="${route}" fill="none" stroke="${P.orange}" stroke-width="3.5" stroke-linecap="round"/>`,
    nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 3 ? 11 : 8}" fill="${P.deep}" stroke="${i === 3 ? P.orange : hue}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="3" fill="#fff"/>`).join(''),
    `<g transform="translate(200 42)"><rect width="66" height="24" rx="12" fill="${P.orange}"/><circle cx="14" cy="12" r="4" fill="#fff"/><text x="24" y="17" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">18ms</text></g></g>`,
    `<path d="M12 150h8v-20h-8zM26 150h8v-34h-8zM40 150h8v-12h-8z" fill="${hue}" fill-opacity=".8"/>`,
  ].join('');
  a.add(
    sub(
      c,
      [
        windowFrame(-110, -130, 220, 140, `<rect x="14" y="40" width="120" height="8" rx="4" fill="#fff" fill-opacity=".15"/>`, ' opacity=".4"'),
        windowFrame(-160, -92, 296, 196, body),
        `<g transform="translate(150 -92)"><circle r="28" fill="${a.lin([[0, P.amber], [1, P.orange]])}" stroke="${P.night}" stroke-width="4"/><path d="M0 13V-11M-10-1L0-12 10-1" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/></g>`,
      ].join(''),
    ),
  );
}

function gear(r0: number, r1: number, teeth: number): string {
  const p: string[] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const t = (i / (teeth * 4)) * Math.PI * 2;
    const k = i % 4 < 2 ? r1 : r0;
    p.push(`${f(Math.cos(t) * k)} ${f(Math.sin(t) * k)}`);
  }
  return `M${p.join('L')}Z`;
}

function maintenance(c: Stage): void {
  const { a, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.8, hue, 0.4);
  dots(c, 0.06);
  c.a.add(`<rect y="${f(h * 0.76)}" width="${c.w}" height="${f(h * 0.24)}" fill="${P.night}" fill-opacity=".6"/>`);
  floor(c, c.fx, h * 0.4, h * 0.76, hue, 0.22);
  const face = a.lin([[0, P.steel], [1, P.slate]]);
  const rack = (x: number, y: number, units: number) => {
    let slots = '';
    let leds = '';
    let warn = '';
    for (let k = 0; k < units; k += 1) {
      const sy = y + 14 + k * 24;
      slots += `M${x + 10} ${sy}h48v16h-48z`;
      const bad = r() < 0.18;
      leds += `M${x + 50} ${sy + 8}h0`;
      if (bad) warn += `M${x + 42} ${sy + 8}h0`;
      else if (r() < 0.5) leds += `M${x + 42} ${sy + 8}h0`;
    }
    return [
      `<path d="M${x + 68} ${y}l22-14v${units * 24 + 16}l-22 14z" fill="${P.deep}"/><path d="M${x} ${y}l22-14h68l-22 14z" fill="${mix(P.steel, P.mist, 0.3)}"/>`,
      `<rect x="${x}" y="${y}" width="68" height="${units * 24 + 16}" rx="3" fill="${face}"/>`,
      `<path d="${slots}" fill="${P.night}" fill-opacity=".7"/><path d="M${x + 14} ${y + 18}h22M${x + 14} ${y + 42}h22M${x + 14} ${y + 66}h22" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`,
      `<path d="${leds}" stroke="#34d399" stroke-width="5" stroke-linecap="round"/>`,
      warn ? `<path d="${warn}" stroke="${P.amber}" stroke-width="5" stroke-linecap="round"/>` : '',
    ].join('');
  };
  const wrench = a.def(
    (id) => `<mask id="${id}"><rect x="-120" y="-40" width="240" height="80" fill="#fff"/><rect x="52" y="-9" width="40" height="18" fill="#000"/><circle cx="-76" r="5" fill="#000"/></mask>`,
  );
  a.add(
    sub(
      c,
      [
        rack(-170, -80, 6),
        rack(-80, -104, 7),
        rack(10, -80, 6),
        `<g transform="translate(-124 -116)"><circle r="22" fill="${P.deep}" stroke="${hue}" stroke-width="3"/><path d="M0-12V0l9 6" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/></g>`,
        `<g transform="translate(150 52)"><path d="${gear(20, 28, 9)}" fill="${mix(hue, P.mist, 0.3)}"/><circle r="9" fill="${P.deep}"/></g>`,
        `<g transform="translate(96 40) rotate(-38)"><g mask="url(#${wrench})" fill="${a.lin([[0, P.amber], [1, P.orange]])}"><rect x="-96" y="-11" width="150" height="22" rx="11"/><circle cx="58" r="28"/></g></g>`,
      ].join(''),
    ),
  );
}

function event(c: Stage): void {
  const { a, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  const n = 14;
  const rays = Array.from({ length: n }, (_, i) => {
    const t0 = (i / n) * Math.PI * 2;
    const t1 = t0 + Math.PI / n;
    const k = h * 1.4;
    return `M${f(c.fx)} ${f(c.fy)}L${f(c.fx + Math.cos(t0) * k)} ${f(c.fy + Math.sin(t0) * k)}L${f(c.fx + Math.cos(t1) * k)} ${f(c.fy + Math.sin(t1) * k)}Z`;
  }).join('');
  a.add(`<path d="${rays}" fill="${hue}" fill-opacity=".08"/>`);
  glow(c, c.fx, c.fy, h * 0.6, hue, 0.5);
  dots(c, 0.07);
  const ticket = `<g transform="translate(-70 -40) rotate(-14)"><path d="M-90-42H90v28a14 14 0 0 0 0 28v28H-90v-28a14 14 0 0 0 0-28z" fill="${a.lin([[0, mix(hue, P.cream, 0.2)], [1, mix(hue, P.deep, 0.35)]], 1, 1)}"/><path d="M44-36v72" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-dasharray="5 5"/><path d="M-70-16h80M-70 0h60M-70 16h70" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>${sparkle(68, 0, 12, '#fff')}</g>`;
  const box = `<g transform="translate(44 26)"><ellipse cy="66" rx="84" ry="12" fill="#000" fill-opacity=".35"/><rect x="-62" y="-16" width="124" height="82" rx="4" fill="${a.lin([[0, P.orange], [1, '#c2410c']])}"/><rect x="-70" y="-38" width="140" height="26" rx="5" fill="${P.amber}"/><path d="M-12-38h24v104h-24z" fill="${P.cream}"/><path d="M-62-12h124" stroke="#000" stroke-opacity=".2" stroke-width="4"/><path d="M0-38C-16-72-58-60-38-40-30-32-10-36 0-38ZM0-38C16-72 58-60 38-40 30-32 10-36 0-38Z" fill="${P.cream}"/><circle cy="-38" r="8" fill="${mix(P.cream, P.amber, 0.4)}"/></g>`;
  a.add(
    sub(
      c,
      [
        ticket,
        box,
        confetti(r, 26, -230, -150, 230, 120, [P.orange, P.amber, '#fff', mix(hue, P.cream, 0.3), '#60a5fa'], 5),
        sparkle(-150, 70, 10, P.amber) + sparkle(170, -100, 12, '#fff', 0.9) + sparkle(150, 80, 7, P.cream),
      ].join(''),
    ),
  );
}

function esports(c: Stage): void {
  const { a, w, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.45));
  const beam = a.lin([[0, '#fff', 0.16], [1, '#fff', 0]]);
  a.add(
    `<path d="M${f(c.fx - h * 0.7)} 0h${f(h * 0.12)}L${f(c.fx - h * 0.05)} ${f(h * 0.8)}h-${f(h * 0.2)}zM${f(c.fx + h * 0.58)} 0h${f(h * 0.12)}L${f(c.fx + h * 0.25)} ${f(h * 0.8)}h-${f(h * 0.2)}z" fill="${beam}"/>`,
  );
  glow(c, c.fx, c.fy, h * 0.6, hue, 0.55);
  dots(c, 0.07);
  // Two rows of crowd silhouettes along the bottom.
  const crowd = (base: number, size: number, fill: string) => {
    let d = `M0 ${f(h)}V${f(base)}`;
    for (let x = 0; x < w; ) {
      const k = size * r.range(0.8, 1.15);
      d += `H${f(x)}q${f(k * 0.1)} -${f(k * 0.9)} ${f(k * 0.5)} -${f(k * 0.9)}a${f(k * 0.32)} ${f(k * 0.32)} 0 1 1 ${f(k * 0.01)} 0q${f(k * 0.4)} 0 ${f(k * 0.5)} ${f(k * 0.9)}`;
      x += k * 1.05;
    }
    a.add(`<path d="${d}H${w}V${f(h)}Z" fill="${fill}"/>`);
  };
  a.add(
    sub(
      c,
      [
        `<ellipse cy="92" rx="180" ry="26" fill="${hue}" fill-opacity=".35"/><path d="M-130 72h260l20 20h-300z" fill="${P.slate}"/><path d="M-110 52h220v20h-220z" fill="${P.steel}"/>`,
        `<path d="M-40-68C-68-70-70-26-30-24M40-68C68-70 70-26 30-24" fill="none" stroke="${P.amber}" stroke-width="8"/>`,
        `<path d="M-44-86H44V-54C44-16 20 0 0 2-20 0-44-16-44-54Z" fill="${a.lin([[0, P.amber], [0.6, P.orange], [1, '#b45309']], 1, 1)}"/>`,
        `<path d="M-30-80v30c0 20 10 32 22 38" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>`,
        `<path d="M-8 2h16v22H-8zM-30 24h60l6 28h-72z" fill="${mix(P.amber, '#92400e', 0.5)}"/><path d="M-14 34h28v8h-28z" fill="${P.cream}" fill-opacity=".6"/>`,
        `<g transform="translate(0 -52) scale(.9)"><path d="M0-18l5.4 11 12 1.7-8.7 8.5 2 12L0 9.4-10.7 15.2l2-12L-17.4-5.3l12-1.7z" fill="#fff" fill-opacity=".9"/></g>`,
        confetti(r, 16, -200, -140, 200, 30, [P.amber, '#fff', mix(hue, P.cream, 0.4)], 4),
      ].join(''),
    ),
  );
  crowd(h * 0.9, h * 0.1, mix(hue, P.night, 0.7));
  crowd(h * 0.97, h * 0.12, P.night);
}

function vip(c: Stage): void {
  const { a, h, hue, r } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.7, P.orange, 0.4);
  dots(c, 0.07);
  const crown = `<path d="M-22 12L-26-14-11-2 0-20 11-2 26-14 22 12Z" fill="${P.cream}"/><path d="M-22 16h44" stroke="${P.cream}" stroke-width="4"/>`;
  const cardDots = [0, 1, 2, 3].map((g) => [0, 1, 2, 3].map((i) => `M${-96 + g * 46 + i * 9} 40h0`).join('')).join('');
  const coin = (x: number, y: number, k: number) => `<g transform="translate(${x} ${y}) scale(${k})"><circle r="20" fill="${P.orange}"/><circle r="20" cy="-4" fill="${P.amber}"/><circle r="12" cy="-4" fill="none" stroke="${P.cream}" stroke-width="3"/></g>`;
  a.add(
    sub(
      c,
      [
        `<g transform="translate(56 -40) rotate(10)"><rect x="-125" y="-78" width="250" height="156" rx="16" fill="${a.lin([[0, P.steel], [1, P.slate]], 1, 1)}" stroke="#fff" stroke-opacity=".15"/><path d="M-125-40h250" stroke="${hue}" stroke-width="18" stroke-opacity=".8"/></g>`,
        `<g transform="rotate(-8)"><rect x="-125" y="-70" width="250" height="156" rx="16" fill="#000" fill-opacity=".3"/><rect x="-125" y="-78" width="250" height="156" rx="16" fill="${a.lin([[0, P.amber], [0.5, P.orange], [1, '#e11d48']], 1, 1)}"/>`,
        `<path d="M-40-78C20-20 60-60 125-10M0 78C40 20 80 40 125 20" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>`,
        `<rect x="-100" y="-34" width="40" height="30" rx="6" fill="${a.lin([[0, P.cream], [1, '#f4c27a']], 1, 1)}"/><path d="M-100-19h40M-80-34v30" stroke="#b45309" stroke-opacity=".5"/>`,
        `<g transform="translate(86 -44)">${crown}</g>`,
        `<path d="${cardDots}" stroke="#fff" stroke-opacity=".85" stroke-width="5" stroke-linecap="round"/>`,
        `<rect x="-100" y="54" width="90" height="8" rx="4" fill="#fff" fill-opacity=".5"/></g>`,
        coin(-150, 70, 1.1) + coin(150, 92, 0.8) + coin(-176, -40, 0.7),
        sparkle(170, -80, 12, '#fff') + sparkle(-130, -100, 8, P.amber) + sparkle(r.range(100, 140), 40, 6, '#fff', 0.7),
      ].join(''),
    ),
  );
}

function voice(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.7, hue, 0.5);
  dots(c, 0.07);
  const bars = [18, 34, 56, 40, 70, 48, 30, 52, 24, 14];
  const eq = bars.map((b, i) => `M${150 + i * 12} ${-b / 2}v${b}`).join('');
  const avatars = [hue, P.orange, P.amber, mix(hue, P.cream, 0.4), '#60a5fa']
    .map((col, i) => `<g transform="translate(${-170 + i * 30} 112)"><circle r="17" fill="${col}" stroke="${P.night}" stroke-width="4"/><circle cy="-4" r="6" fill="${P.night}" fill-opacity=".55"/><path d="M-10 10a10 9 0 0 1 20 0z" fill="${P.night}" fill-opacity=".55"/></g>`)
    .join('');
  const bubble = (x: number, y: number, col: string, flip: boolean) =>
    `<g transform="translate(${x} ${y})${flip ? ' scale(-1 1)' : ''}"><path d="M-34-22h68a12 12 0 0 1 12 12v20a12 12 0 0 1-12 12H-14l-16 14v-14h-4a12 12 0 0 1-12-12v-20a12 12 0 0 1 12-12z" fill="${col}"/><path d="M-16 0h0M0 0h0M16 0h0" stroke="#fff" stroke-width="6" stroke-linecap="round"/></g>`;
  a.add(
    sub(
      c,
      [
        `<path d="${eq}" stroke="${a.lin([[0, P.amber], [1, hue]])}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M-74 10v-22a74 74 0 0 1 148 0v22" fill="none" stroke="${a.lin([[0, P.mist], [1, P.steel]])}" stroke-width="14" stroke-linecap="round"/>`,
        `<rect x="-96" y="-8" width="40" height="70" rx="18" fill="${P.slate}" stroke="${hue}" stroke-width="4"/><rect x="56" y="-8" width="40" height="70" rx="18" fill="${P.slate}" stroke="${hue}" stroke-width="4"/>`,
        `<path d="M-78 54C-78 96-40 104-8 100" fill="none" stroke="${P.mist}" stroke-width="6" stroke-linecap="round"/><rect x="-14" y="90" width="26" height="18" rx="9" fill="${P.orange}"/>`,
        `<path d="M-86 14v28M86 14v28" stroke="${P.orange}" stroke-width="4" stroke-linecap="round"/>`,
        bubble(-170, -84, P.orange, false) + bubble(124, -104, mix(hue, P.deep, 0.2), true),
        avatars,
      ].join(''),
    ),
  );
}

function guide(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.7, hue, 0.45);
  dots(c, 0.07);
  const panel = (pts4: string, fill: string) => `<path d="M${pts4}Z" fill="${fill}"/>`;
  const pin = (x: number, y: number, col: string) => `<g transform="translate(${x} ${y})"><path d="M0 0C-4-8-12-14-12-22a12 12 0 0 1 24 0C12-14 4-8 0 0Z" fill="${col}"/><circle cy="-22" r="4.5" fill="#fff"/></g>`;
  a.add(
    sub(
      c,
      [
        `<ellipse cy="100" rx="200" ry="20" fill="#000" fill-opacity=".35"/>`,
        panel('-180-70L-60-96-60 96-180 70', mix(P.cream, hue, 0.15)),
        panel('-60-96L60-70 60 96-60 96', mix(P.cream, hue, 0.3)),
        panel('60-70L180-96 180 70 60 96', mix(P.cream, hue, 0.15)),
        `<path d="M-150 40C-120-10-90 50-40 10S20-60 60-20 130 30 150-40" fill="none" stroke="${P.orange}" stroke-width="4" stroke-dasharray="10 7" stroke-linecap="round"/>`,
        `<path d="M-160-40c30 10 40-10 70 0M20 50c30-14 60 10 90-6M-40 70c20-6 40 6 60 0" fill="none" stroke="${hue}" stroke-opacity=".5" stroke-width="3"/>`,
        `<path d="M-60-96V96" stroke="#000" stroke-opacity=".15" stroke-width="2"/><path d="M60-70V96" stroke="#000" stroke-opacity=".1" stroke-width="2"/>`,
        pin(-150, 40, hue) + pin(60, -20, hue) + pin(150, -40, P.orange),
        `<g transform="translate(176 78)"><circle r="34" fill="${P.deep}" stroke="${P.mist}" stroke-width="3"/><path d="M0-26L7 0 0 26-7 0z" fill="#fff" fill-opacity=".6"/><path d="M0-26L7 0H-7z" fill="${P.orange}"/><circle r="3" fill="${P.night}"/></g>`,
      ].join(''),
    ),
  );
}

/** "One game, one page": three tilted cards, each a miniature of a genre scene. */
function topic(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.75, hue, 0.45);
  dots(c, 0.07);
  const clip = a.def((id) => `<clipPath id="${id}"><rect x="-80" y="-100" width="160" height="200" rx="14"/></clipPath>`);
  const card = (x: number, y: number, rot: number, top: string, bottom: string, art: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-76" y="-92" width="160" height="200" rx="14" fill="#000" fill-opacity=".35"/><g clip-path="url(#${clip})"><rect x="-80" y="-100" width="160" height="200" fill="${a.lin([[0, top], [1, bottom]])}"/>${art}<rect x="-80" y="52" width="160" height="48" fill="${P.night}" fill-opacity=".75"/><rect x="-64" y="66" width="90" height="8" rx="4" fill="#fff" fill-opacity=".7"/><rect x="-64" y="80" width="56" height="6" rx="3" fill="#fff" fill-opacity=".35"/></g><rect x="-80" y="-100" width="160" height="200" rx="14" fill="none" stroke="#fff" stroke-opacity=".2"/></g>`;
  const moon = `<circle cx="30" cy="-56" r="16" fill="${P.cream}"/><path d="M-80 52V-4l30-30 24 20 30-44 40 34 36-10v86z" fill="${P.night}" fill-opacity=".85"/><path d="M-6-40h14v20h-14z" fill="${P.night}"/>`;
  const sight = `<path d="M-80 52V6l26-16 30 14 30-24 30 14 44-10v68z" fill="${P.night}" fill-opacity=".8"/><circle cy="-30" r="26" fill="none" stroke="${P.orange}" stroke-width="3"/><path d="M0-66v16M0-10V6M-36-30h16M20-30h16" stroke="${P.orange}" stroke-width="3"/>`;
  const lanes = `<g transform="translate(0 -24) scale(1 .6) rotate(45)"><rect x="-50" y="-50" width="100" height="100" rx="8" fill="#1f6a4e"/><path d="M-50-50L50 50" stroke="#38bdf8" stroke-width="8"/><path d="M-38 38V-38H38M-38 38H38V-38M-38 38L38-38" fill="none" stroke="${P.cream}" stroke-width="4"/></g>`;
  a.add(
    sub(
      c,
      [
        card(-150, 20, -12, mix('#6366f1', P.deep, 0.3), P.deep, moon),
        card(150, 20, 12, mix('#0ea5e9', P.deep, 0.3), P.deep, lanes),
        card(0, -6, 0, mix(P.orange, P.deep, 0.25), mix('#be123c', P.night, 0.4), sight),
      ].join(''),
    ),
  );
}

function download(c: Stage): void {
  const { a, h, hue } = c;
  sky(c, P.night, mix(hue, P.deep, 0.5));
  glow(c, c.fx, c.fy, h * 0.75, hue, 0.5);
  gridLines(c, 32, 0.05);
  a.add(
    sub(
      c,
      [
        `<path d="M-40 130h80l-12-36h-56z" fill="${P.steel}"/><rect x="-70" y="128" width="140" height="8" rx="4" fill="${P.mist}" fill-opacity=".6"/>`,
        `<rect x="-170" y="-96" width="340" height="196" rx="14" fill="${P.slate}" stroke="#fff" stroke-opacity=".15"/><rect x="-158" y="-84" width="316" height="172" rx="6" fill="${a.lin([[0, mix(hue, P.deep, 0.45)], [1, P.deep]])}"/>`,
        `<circle cy="-22" r="40" fill="${P.orange}" fill-opacity=".2"/><circle cy="-22" r="30" fill="${a.lin([[0, P.amber], [1, P.orange]])}"/><path d="M0-38v28M-12-22L0-9 12-22" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
        `<rect x="-110" y="34" width="220" height="10" rx="5" fill="#fff" fill-opacity=".15"/><rect x="-110" y="34" width="158" height="10" rx="5" fill="${P.orange}"/>`,
        `<rect x="-110" y="56" width="80" height="7" rx="3.5" fill="#fff" fill-opacity=".3"/><rect x="70" y="56" width="40" height="7" rx="3.5" fill="#fff" fill-opacity=".3"/>`,
        `<g transform="translate(200 -60)"><path d="M-40 20a20 20 0 0 1 6-39 26 26 0 0 1 50-4 18 18 0 0 1 4 43z" fill="${mix(hue, P.cream, 0.7)}"/><path d="M-6 26v30" stroke="${P.cream}" stroke-opacity=".6" stroke-width="3" stroke-dasharray="5 5"/></g>`,
        sparkle(-190, -90, 10, P.amber) + sparkle(200, 40, 8, '#fff', 0.7),
      ].join(''),
    ),
  );
}

export const SCENES: Record<SceneKind, (c: Stage) => void> = {
  fps,
  tactical,
  br,
  moba,
  rpg,
  openworld,
  action,
  racing,
  cards,
  strategy,
  survival,
  sandbox,
  casual,
  fighting,
  update,
  maintenance,
  event,
  esports,
  vip,
  voice,
  guide,
  topic,
  download,
};
