import { useEffect, useState } from 'react';
import { RankHead } from '@/components/campaigns/engine/rank-head';
import type { RankEntry } from '@/lib/activity-types';
import { getMyRank, getRank } from '@/services/activity';
import { openLogin } from '@/components/auth';
import { medalOf, myRankText } from './rank';
import { useUserData } from './use-user-data';
import shell from '../campaign.module.css';
import styles from './rank.module.css';
import w from './widgets.module.css';
import { QUIET } from '@/lib/http';

interface Props {
  activityId: number;
  /** The list as the page was rendered; refreshed after hydration and on `refreshKey`. */
  initial: RankEntry[];
  /** Bump to reload both lists (e.g. after a draw added points). */
  refreshKey?: number;
}

/** midAutumn getRank (top 20, public) and getMyRank (signed in). */
export function RankPanel({ activityId, initial, refreshKey = 0 }: Props) {
  const [rank, setRank] = useState(initial);
  const [mine] = useUserData(() => getMyRank(activityId, QUIET), [activityId, refreshKey]);
  useEffect(() => {
    let live = true;
    getRank(activityId, QUIET).then((r) => live && setRank(r), () => undefined);
    return () => {
      live = false;
    };
  }, [activityId, refreshKey]);

  return (
    <section className={shell.card} aria-labelledby="rank-title" data-testid="rank-panel">
      <h2 id="rank-title" className={shell.cardTitle}>
        月饼积分排行榜
      </h2>
      <div className={styles.mine} data-testid="my-rank">
        {mine.status === 'visitor' && (
          <>
            <span>登录后查看我的排名</span>
            <button type="button" className={w.btn} onClick={() => openLogin()}>
              登录查看
            </button>
          </>
        )}
        {mine.status === 'loading' && <span>正在查询我的排名…</span>}
        {mine.status === 'failed' && <span>我的排名暂时无法获取</span>}
        {mine.status === 'ready' && (
          <>
            <span>
              我的排名：<strong className={w.strong}>{myRankText(mine.data, rank.length)}</strong>
            </span>
            <span>
              我的积分：<strong className={w.strong}>{mine.data.score}</strong>
            </span>
          </>
        )}
      </div>
      {rank.length === 0 ? (
        <p className={shell.muted}>榜单暂无数据，快来抽奖赢取月饼积分吧</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>积分前 {rank.length} 名</caption>
          <RankHead />
          <tbody>
            {rank.map((r) => {
              const medal = medalOf(r.rank);
              return (
                <tr key={r.rank}>
                  <td>
                    <span className={`${styles.no} ${medal ? styles[medal] : ''}`}>{r.rank}</span>
                  </td>
                  <td>{r.nickName}</td>
                  <td>{r.score}</td>
                  <td className={styles.prize}>{r.prizeName}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
