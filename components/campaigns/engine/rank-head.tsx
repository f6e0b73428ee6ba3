/** The column heads of a campaign's score ranking (rank, player, score, prize), shared by every rank table. */
export function RankHead() {
  return (
    <thead>
      <tr>
        <th scope="col">排名</th>
        <th scope="col">玩家</th>
        <th scope="col">积分</th>
        <th scope="col">奖励</th>
      </tr>
    </thead>
  );
}
