import type { CombatRecord } from '@/lib/game-types';
import { ColumnHeads } from '@/components/ui/column-heads';
import { StaticIsland } from '@/components/ui/static-island';
import { TitledSection } from '@/components/ui/titled-section';
import { formatChinaTime } from '@/lib/format';
import { PANEL } from './panel';
import styles from './detail.module.css';

const COLUMNS = ['玩家', '模式', '结果', '击杀/死亡/助攻', '时长', '延迟', '时间'] as const;

const duration = (sec: number) => `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, '0')}秒`;

/** 加速战绩: recent matches played with the accelerator (only games that have them). */
export function CombatRecords({ records }: { records: CombatRecord[] }) {
  return (
    <TitledSection titleId="combat-title" title="玩家加速战绩" classes={PANEL}>
      <StaticIsland className={styles.tableWrap} watch={[records]}>
        <table className={styles.table}>
          <ColumnHeads columns={COLUMNS} />
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
      </StaticIsland>
    </TitledSection>
  );
}
