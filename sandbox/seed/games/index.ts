import type { SandboxGameState } from '../../types';

export { AREAS, LABELS } from './labels';
export { gameRecords, GAMES_SEED_TIME, isNewGame, releaseTime, type GameRecord } from './build';
export { combatRecordsOf } from './combat';
export { FIRST_GAME_COMMENT_ID, seedGameComments, type GameCommentSeed } from './remarks';

/**
 * Mutable game state of the seed. Memberships are here until the orders domain owns them: the
 * first demo account is a member, the second one's membership has run out, the third never had one.
 */
export function seedGameState(): SandboxGameState {
  return {
    scores: {},
    vip: {
      '13800138000': { endDateTs: Date.UTC(2030, 11, 31, 15, 59, 59), vipLevel: 2 },
      '13900139000': { endDateTs: Date.UTC(2025, 2, 1, 15, 59, 59), vipLevel: 1 },
    },
  };
}
