import { ColumnHeads } from '@/components/ui/column-heads';

const RANK_COLUMNS = ['排名', '玩家', '积分', '奖励'] as const;

/** The column heads of a campaign's score ranking (rank, player, score, prize), shared by every rank table. */
export function RankHead() {
  return <ColumnHeads columns={RANK_COLUMNS} />;
}
