import type { CombatRecord } from '@/lib/game-types';
import { formatChinaTime } from '@/lib/format';
import styles from './detail.module.css';

const duration = (sec: number) => `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, '0')}秒`;

/** 加速战绩: recent matches played with the accelerator (only games that have them). */
export function CombatRecords({ records }: { records: CombatRecord[] }) {
  return (
    <section className={styles.panel} aria-labelledby="combat-title">
      <h2 id="combat-title" className={styles.panelTitle}>
        玩家加速战绩
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">玩家</th>
              <th scope="col">模式</th>
              <th scope="col">结果</th>
              <th scope="col">击杀/死亡/助攻</th>
              <th scope="col">时长</th>
              <th scope="col">延迟</th>
              <th scope="col">时间</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.recordId}>
                <th scope="row">{r.nickName}</th>
                <td>{r.mode}</td>
                <td className={/胜利|第1名/.test(r.result) ? styles.win : undefined}>{r.result}</td>
                <td>
                  {r.kills}/{r.deaths}/{r.assists}
                </td>
                <td>{duration(r.durationSec)}</td>
                <td>{r.delayMs}ms</td>
                <td>{formatChinaTime(r.playedAt, 'MM-DD HH:mm')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
