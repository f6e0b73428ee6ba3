import type { CombatRecord } from '@/lib/game-types';
import { DEFAULT_AVATAR } from '../users';
import { GAMES_SEED_TIME, type GameRecord } from './build';
import { rngFor } from './prng';

const PLAYERS = ['枪神小李', '稳如老狗', '今晚吃鸡', '峡谷之巅', '一发入魂', '不秀会死', '夜袭者', '无敌是多么寂寞', '锤子哥', '野区霸主'];
const RECORDS_PER_GAME = 8;

function modesOf(game: GameRecord): { modes: string[]; battleRoyale: boolean } {
  const ids = new Set(game.labels.map((l) => l.labelId));
  if (ids.has(13)) return { modes: ['单排', '双排', '四排'], battleRoyale: true };
  if (ids.has(2)) return { modes: ['排位赛', '匹配赛', '大乱斗'], battleRoyale: false };
  return { modes: ['竞技模式', '团队竞技', '爆破模式'], battleRoyale: false };
}

/** Recent notable matches of players using the accelerator (the detail page's 战绩 strip). */
export function combatRecordsOf(game: GameRecord): CombatRecord[] {
  if (!game.hasCombatRecord) return [];
  const rng = rngFor(`combat:${game.gameId}`);
  const { modes, battleRoyale } = modesOf(game);
  return Array.from({ length: RECORDS_PER_GAME }, (_, i): CombatRecord => {
    const rank = battleRoyale ? (rng.next() < 0.4 ? 1 : rng.int(2, 15)) : 0;
    const won = rng.next() < 0.62;
    return {
      recordId: game.gameId * 1000 + i + 1,
      serverId: game.serverId,
      nickName: rng.pick(PLAYERS),
      avatar: DEFAULT_AVATAR,
      mode: rng.pick(modes),
      result: battleRoyale ? `第${rank}名` : won ? '胜利' : '失败',
      kills: rng.int(battleRoyale && rank === 1 ? 6 : 0, 18),
      deaths: battleRoyale ? (rank === 1 ? 0 : 1) : rng.int(1, 9),
      assists: rng.int(0, 14),
      durationSec: rng.int(battleRoyale ? 900 : 1200, battleRoyale ? 1900 : 2600),
      delayMs: rng.int(18, 65),
      playedAt: GAMES_SEED_TIME - (i + 1) * rng.int(1_800_000, 7_200_000),
    };
  });
}
