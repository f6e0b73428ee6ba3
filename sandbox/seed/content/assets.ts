import { EMOJIS, EMOJI_SLUGS } from '@/lib/emoji';
import { GAMES } from './games';
import { HELP_CLASSES } from './help-data';
import { bannerArt, editorialCover, helpPictogramSvg, livelier, sceneForGenres, type SceneKind } from '../art';

/**
 * The generated images of the content seed (covers, help icons, banners, emoji), as
 * `public/<path>` → SVG text. tests/sandbox/content-assets.test.ts checks the files match and
 * rewrites them with WRITE_CONTENT_ASSETS=1.
 */

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei',sans-serif\"";

/**
 * Covers and banners are small vector illustrations (sandbox/seed/art): a scene per news class or
 * game genre, in the category's or the game's colour, with a corner tag — never the title as a
 * big centred text, since the page prints it next to the picture. Help icons are pictograms.
 */
const newsCover = (kind: SceneKind, color: string, tag: string) => editorialCover({ kind, color, key: `news-${kind}`, label: tag, tag });

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

/** Each banner's scene, colour and title (its aria-label and corner tag). */
const BANNER_ART: Record<string, [SceneKind, string, string]> = {
  update: ['update', '#2563eb', '智能选点 2.0'],
  vip: ['vip', '#e11d48', '电竞会员年卡'],
  pubg: ['br', '#f59e0b', '绝地求生加速专题'],
  voice: ['voice', '#0d9488', '语音开黑'],
  guide: ['guide', '#16a34a', '游戏攻略'],
  topic: ['topic', '#7c3aed', '游戏专题'],
  naraka: ['action', '#b91c1c', '永劫无间'],
  valorant: ['tactical', '#e11d48', '瓦罗兰特'],
  download: ['download', '#1d4ed8', '下载NN加速器'],
};

export function contentAssets(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const g of GAMES) {
    files[`covers/game-${g.slug}.svg`] = editorialCover({
      kind: sceneForGenres(g.genre),
      color: livelier(g.colors[0], g.colors[1]),
      key: g.slug,
      label: g.name,
      tag: g.name,
      emblem: sceneForGenres(g.genre),
    });
  }
  files['covers/news-update.svg'] = newsCover('update', '#2563eb', '版本更新');
  files['covers/news-maintenance.svg'] = newsCover('maintenance', '#0ea5e9', '维护公告');
  files['covers/news-event.svg'] = newsCover('event', '#f43f5e', '活动公告');
  files['covers/news-esports.svg'] = newsCover('esports', '#7c3aed', '电竞资讯');
  HELP_CLASSES.forEach((c, i) => {
    files[`covers/help/${c.slug}.svg`] = helpPictogramSvg(c.name, HELP_COLORS[i % HELP_COLORS.length]!);
  });
  for (const [slug, [kind, color, title]] of Object.entries(BANNER_ART)) {
    files[`covers/banner-${slug}.svg`] = bannerArt({ kind, color, key: `banner-${slug}`, label: title, tag: title });
  }
  for (const e of EMOJIS) files[`emoji/${EMOJI_SLUGS.get(e.name)}.svg`] = emojiSvg(e.name);
  return files;
}
