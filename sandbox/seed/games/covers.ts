import type { GameRecord } from './build';

/** SVG cover (16:9) and icon (square) of a game, written to public/games by generate-covers.mjs. */

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function gradient(game: GameRecord, id: string): string {
  const [from, to] = game.colors;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

const FONT = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"`;

export function coverSvg(game: GameRecord): string {
  const name = escapeXml(game.gameName);
  const size = game.gameName.length > 8 ? 44 : 60;
  const tags = escapeXml(game.labels.map((l) => l.labelName).join(' · '));
  const badge = game.platform === 'pc' ? 'PC' : '手游';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${name}">`,
    gradient(game, 'g'),
    `<rect width="640" height="360" fill="url(#g)"/>`,
    `<circle cx="560" cy="60" r="140" fill="#fff" opacity=".08"/><circle cx="80" cy="330" r="110" fill="#000" opacity=".12"/>`,
    `<rect x="32" y="28" rx="6" width="${badge.length * 18 + 20}" height="30" fill="#000" opacity=".35"/>`,
    `<text x="42" y="50" fill="#fff" font-size="18" ${FONT}>${badge}</text>`,
    `<text x="32" y="220" fill="#fff" font-size="${size}" font-weight="700" ${FONT}>${name}</text>`,
    `<text x="34" y="268" fill="#fff" opacity=".85" font-size="20" ${FONT}>${tags}</text>`,
    `</svg>`,
  ].join('');
}

export function iconSvg(game: GameRecord): string {
  const first = escapeXml(Array.from(game.gameName)[0] ?? '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(game.gameName)}">`,
    gradient(game, 'i'),
    `<rect width="128" height="128" rx="28" fill="url(#i)"/>`,
    `<text x="64" y="84" text-anchor="middle" fill="#fff" font-size="56" font-weight="700" ${FONT}>${first}</text>`,
    `</svg>`,
  ].join('');
}
