import type { MyRank } from '@/lib/activity-types';

/** The "my rank" line of the 中秋 rank list. */
export function myRankText(mine: MyRank, listSize: number): string {
  if (mine.rank === null) return '暂无积分，抽奖即可获得月饼积分';
  if (mine.rank <= listSize) return `第 ${mine.rank} 名`;
  return `第 ${mine.rank} 名（未上榜）`;
}

/** Top three get a medal class; the rest a plain number. */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}
