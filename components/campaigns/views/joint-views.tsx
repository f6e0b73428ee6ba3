import Link from '@/components/ui/link';
import { TitledSection } from '@/components/ui/titled-section';
import { ActivityCountdown } from '../engine/activity-countdown';
import { ActivityRules } from '../engine/activity-rules';
import { RankHead } from '../engine/rank-head';
import pageStyles from '../engine/activity.module.css';
import { SECTION } from '../engine/section';
import themes from '../engine/themes.module.css';
import type { JointChannel, JointView } from './load-joint';
import styles from './joint.module.css';


/** The partner cards: each open activity with its window, or 该渠道暂无进行中的活动. */
export function JointChannelList({ channels, current }: { channels: readonly JointChannel[]; current?: number | null }) {
  return (
    <TitledSection titleId="joint-list-title" title="合作平台活动" classes={SECTION}>
      <ul className={styles.cards}>
        {channels.map((c) => (
          <li key={c.channelId} className={c.activity ? styles.card : `${styles.card} ${styles.closed}`}>
            <p className={styles.partner}>{c.partnerName}</p>
            <h3>{c.activity?.activityName ?? '该渠道暂无进行中的活动'}</h3>
            {c.activity ? <p className={styles.meta}>活动时间：{c.activity.windowText}</p> : <p className={styles.meta}>敬请期待下一期联合活动</p>}
            <Link href={`/jointActivityPage/${c.channelId}`} aria-current={c.channelId === current ? 'page' : undefined} className={styles.enter}>
              {c.activity ? '进入活动' : '查看详情'}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function RankTable({ rows }: { rows: JointView['rankList'] }) {
  return (
    <TitledSection titleId="joint-rank-title" title="加速排行榜" classes={SECTION}>
      <table className={styles.rank}>
        <RankHead />
        <tbody>
          {rows.map((r) => (
            <tr key={r.rank}>
              <td>{r.rank}</td>
              <td>{r.nickName}</td>
              <td>{r.score}</td>
              <td>{r.prizeName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledSection>
  );
}

/** /jointActivityPage/:id — one partner's activity: window, rank, rules; or the closed notice. */
export function JointChannelView({ channel, channels }: { channel: JointChannel; channels: readonly JointChannel[] }) {
  const a = channel.activity;
  return (
    <div className={themes.joint}>
      <div className={pageStyles.page}>
        <header className={pageStyles.hero}>
          <p className={pageStyles.eyebrow}>NN加速器 × {channel.partnerName}</p>
          <h1 className={pageStyles.title}>{a?.activityName ?? `${channel.partnerName}联合活动`}</h1>
          {a ? (
            <>
              <p className={pageStyles.window}>活动时间：{a.windowText}</p>
              <ActivityCountdown window={a} initialEnded={a.ended} />
            </>
          ) : (
            <p className={pageStyles.subtitle} role="status">
              该渠道暂无进行中的活动，看看其他合作平台的活动吧。
            </p>
          )}
        </header>
        {a ? <RankTable rows={a.rankList} /> : null}
        {a ? <ActivityRules html={a.actRule} window={a.windowText} /> : null}
        <JointChannelList channels={channels} current={channel.channelId} />
      </div>
    </div>
  );
}

/** /jointActivity and /jointActivityPage: the joint-activity hub. */
export function JointHubView({ channels, title = '联合活动专区' }: { channels: readonly JointChannel[]; title?: string }) {
  return (
    <div className={themes.joint}>
      <div className={pageStyles.page}>
        <header className={pageStyles.hero}>
          <p className={pageStyles.eyebrow}>联合活动</p>
          <h1 className={pageStyles.title}>{title}</h1>
          <p className={pageStyles.subtitle}>NN加速器与直播平台联合举办：观赛加速冲榜，按平台排行发放 iPhone、机械键盘与电竞会员。</p>
        </header>
        <JointChannelList channels={channels} />
      </div>
    </div>
  );
}
