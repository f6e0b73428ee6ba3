import { gameIconSvg, gameTileSvg, sceneForGenres } from '../art';
import type { GameRecord } from './build';

/**
 * SVG cover (16:9) and icon (square) of a game, written to public/games by generate-covers.mjs:
 * a scene of the game's genre with an original geometric emblem (never the game's own key art or
 * logo), the name in a caption band; the icon is the emblem on a tile of the game's colour.
 */

const STATUS_LABELS = new Set(['新游', '即将上线']);

function artOf(game: GameRecord) {
  const genres = game.labels.map((l) => l.labelName).filter((name) => !STATUS_LABELS.has(name));
  return { kind: sceneForGenres(genres.join(' ')), color: game.colors[0], key: String(game.gameId), name: game.gameName, genres };
}

export function coverSvg(game: GameRecord): string {
  const { genres, ...art } = artOf(game);
  const status = game.labels.find((l) => STATUS_LABELS.has(l.labelName))?.labelName;
  const caption = [game.platform === 'pc' ? '端游' : '手游', ...genres].join(' · ');
  return gameTileSvg({ ...art, caption, ...(status ? { status } : {}) }).trimEnd();
}

export function iconSvg(game: GameRecord): string {
  const { kind, color, key, name } = artOf(game);
  return gameIconSvg({ kind, color, key, name }).trimEnd();
}
