import { EMOJIS, EMOJI_SLUGS } from '@/lib/emoji';
import { GAMES } from './games';
import { HELP_CLASSES } from './help-data';

/**
 * The generated images of the content seed (covers, help icons, banners, emoji), as
 * `public/<path>` → SVG text. tests/sandbox/content-assets.test.ts checks the files match and
 * rewrites them with WRITE_CONTENT_ASSETS=1.
 */

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei',sans-serif\"";

function gradientCard(w: number, h: number, from: string, to: string, title: string, subtitle: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" fill-opacity=".08"/>`,
    `<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#000" fill-opacity=".12"/>`,
    `<text x="${w / 2}" y="${h / 2}" ${FONT} font-size="${Math.round(h / 6)}" font-weight="700" fill="#fff" text-anchor="middle">${esc(title)}</text>`,
    `<text x="${w / 2}" y="${h / 2 + h / 6}" ${FONT} font-size="${Math.round(h / 14)}" fill="#fff" fill-opacity=".85" text-anchor="middle">${esc(subtitle)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const cover = (from: string, to: string, title: string, subtitle: string) => gradientCard(640, 360, from, to, title, subtitle);
const banner = (from: string, to: string, title: string, subtitle: string) => gradientCard(1200, 400, from, to, title, subtitle);

function helpIconSvg(label: string, color: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${esc(label)}">`,
    `<rect width="96" height="96" rx="24" fill="${color}"/>`,
    `<text x="48" y="60" ${FONT} font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${esc(Array.from(label)[0] ?? '')}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const FACE_MOUTHS: Record<string, string> = {
  smile: '<path d="M20 38q12 10 24 0" stroke="#7c4a03" stroke-width="3" fill="none" stroke-linecap="round"/>',
  laugh: '<path d="M18 36h28q-2 14-14 14t-14-14z" fill="#7c4a03"/>',
  sad: '<path d="M20 46q12-10 24 0" stroke="#7c4a03" stroke-width="3" fill="none" stroke-linecap="round"/>',
  o: '<circle cx="32" cy="43" r="5" fill="#7c4a03"/>',
  flat: '<path d="M22 42h20" stroke="#7c4a03" stroke-width="3" stroke-linecap="round"/>',
};

/** Faces: [mouth, extra marks]; everything else is a coloured badge with a short glyph. */
const FACES: Record<string, [keyof typeof FACE_MOUTHS, string]> = {
  微笑: ['smile', ''],
  大笑: ['laugh', ''],
  偷笑: ['smile', '<ellipse cx="20" cy="40" rx="5" ry="3" fill="#f87171" fill-opacity=".6"/><ellipse cx="44" cy="40" rx="5" ry="3" fill="#f87171" fill-opacity=".6"/>'],
  害羞: ['smile', '<ellipse cx="18" cy="38" rx="6" ry="4" fill="#f87171" fill-opacity=".7"/><ellipse cx="46" cy="38" rx="6" ry="4" fill="#f87171" fill-opacity=".7"/>'],
  得意: ['smile', '<path d="M16 22l8 2M48 22l-8 2" stroke="#7c4a03" stroke-width="3" stroke-linecap="round"/>'],
  酷: ['flat', '<rect x="12" y="20" width="40" height="9" rx="4" fill="#111827"/>'],
  亲亲: ['o', '<path d="M50 12q4-4 6 0q2 4-6 8q-8-4-6-8q2-4 6 0z" fill="#ef4444"/>'],
  疑问: ['flat', '<text x="50" y="18" font-size="16" font-weight="700" fill="#2563eb">?</text>'],
  惊讶: ['o', ''],
  流汗: ['flat', '<path d="M50 14q4 6 0 9q-4-3 0-9z" fill="#38bdf8"/>'],
  捂脸: ['smile', '<rect x="10" y="24" width="44" height="12" rx="6" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>'],
  晕: ['o', '<path d="M18 26l8-4M18 22l8 4M38 26l8-4M38 22l8 4" stroke="#7c4a03" stroke-width="2"/>'],
  哭泣: ['sad', '<path d="M22 30v10M42 30v10" stroke="#38bdf8" stroke-width="3" stroke-linecap="round"/>'],
  愤怒: ['sad', '<path d="M16 18l10 5M48 18l-10 5" stroke="#7c4a03" stroke-width="3" stroke-linecap="round"/>'],
  睡觉: ['flat', '<text x="46" y="16" font-size="12" font-weight="700" fill="#6366f1">Z</text>'],
  再见: ['smile', '<path d="M52 30q6-6 8-14" stroke="#b45309" stroke-width="3" fill="none" stroke-linecap="round"/>'],
};

const BADGES: Record<string, [string, string]> = {
  点赞: ['#2563eb', '赞'], 鼓掌: ['#f59e0b', '鼓'], 抱拳: ['#b45309', '拳'], 握手: ['#0d9488', '握'], 胜利: ['#16a34a', 'V'],
  OK: ['#0ea5e9', 'OK'], 加油: ['#ef4444', '油'], '666': ['#7c3aed', '666'], 爱心: ['#e11d48', '♥'], 心碎: ['#64748b', '♥'],
  玫瑰: ['#be123c', '玫'], 礼物: ['#db2777', '礼'], 奖杯: ['#ca8a04', '杯'], 火: ['#ea580c', '火'], 闪电: ['#facc15', '电'], 吃瓜: ['#15803d', '瓜'],
};

function emojiSvg(name: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${esc(name)}">`;
  const face = FACES[name];
  if (face) {
    const [mouth, extra] = face;
    const eyes = name === '酷' || name === '晕' ? '' : '<circle cx="22" cy="26" r="4" fill="#7c4a03"/><circle cx="42" cy="26" r="4" fill="#7c4a03"/>';
    return [open, '<circle cx="32" cy="32" r="28" fill="#fcd34d" stroke="#f59e0b" stroke-width="2"/>', eyes, FACE_MOUTHS[mouth], extra, '</svg>', ''].join('\n');
  }
  const [color, glyph] = BADGES[name] ?? ['#94a3b8', name];
  const size = glyph.length > 2 ? 20 : glyph.length > 1 ? 24 : 30;
  const crack = name === '心碎' ? '<path d="M32 18l-4 10 6 6-4 10" stroke="#fff" stroke-width="3" fill="none"/>' : '';
  return [
    open,
    `<circle cx="32" cy="32" r="28" fill="${color}"/>`,
    `<text x="32" y="${32 + size / 3}" ${FONT} font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${esc(glyph)}</text>`,
    crack,
    '</svg>',
    '',
  ].join('\n');
}

const HELP_COLORS = ['#2563eb', '#0d9488', '#ea580c', '#ca8a04', '#7c3aed', '#dc2626', '#475569'];

/** Every generated asset, keyed by its path under public/. */
export function contentAssets(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const g of GAMES) files[`covers/game-${g.slug}.svg`] = cover(g.colors[0], g.colors[1], g.name, `${g.genre} · NN加速器`);
  files['covers/news-update.svg'] = cover('#2563eb', '#1e3a8a', '版本更新', 'NN加速器');
  files['covers/news-maintenance.svg'] = cover('#475569', '#0f172a', '维护公告', 'NN加速器');
  files['covers/news-event.svg'] = cover('#f97316', '#be123c', '活动公告', 'NN加速器');
  files['covers/news-esports.svg'] = cover('#7c3aed', '#1e1b4b', '电竞资讯', 'NN加速器');
  HELP_CLASSES.forEach((c, i) => {
    files[`covers/help/${c.slug}.svg`] = helpIconSvg(c.name, HELP_COLORS[i % HELP_COLORS.length]!);
  });
  files['covers/banner-update.svg'] = banner('#2563eb', '#0f172a', '智能选点 2.0', '延迟更低，连接更稳');
  files['covers/banner-vip.svg'] = banner('#f97316', '#be123c', '电竞会员年卡', '限时立减 60 元');
  files['covers/banner-pubg.svg'] = banner('#f59e0b', '#78350f', '绝地求生加速专题', '亚服、美服低延迟');
  files['covers/banner-voice.svg'] = banner('#0d9488', '#134e4a', '语音开黑', '20 人同房，电竞级音质');
  files['covers/banner-guide.svg'] = banner('#16a34a', '#14532d', '游戏攻略', '网络优化与新手指南');
  files['covers/banner-topic.svg'] = banner('#7c3aed', '#1e1b4b', '游戏专题', '一款游戏，一页看懂');
  files['covers/banner-naraka.svg'] = banner('#7f1d1d', '#fbbf24', '永劫无间', '振刀不慢半拍');
  files['covers/banner-valorant.svg'] = banner('#e11d48', '#111827', '瓦罗兰特', '128 Tick 的每一发子弹');
  files['covers/banner-download.svg'] = banner('#1d4ed8', '#312e81', '下载NN加速器', '新用户免费体验');
  for (const e of EMOJIS) files[`emoji/${EMOJI_SLUGS.get(e.name)}.svg`] = emojiSvg(e.name);
  return files;
}
