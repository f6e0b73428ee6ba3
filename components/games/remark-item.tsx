import { useState, type ReactNode } from 'react';
import type { GameRemark } from '@/lib/game-types';
import { safeHref } from '@/lib/safe-href';
import { formatChinaTime } from '@/lib/format';
import styles from './detail.module.css';

const DEFAULT_AVATAR = '/images/avatar-default.svg';

function Avatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const url = failed ? DEFAULT_AVATAR : (safeHref(src) ?? DEFAULT_AVATAR);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- avatars come from any host; 40 px needs no optimiser
    <img className={styles.avatar} src={url} alt="" width={40} height={40} loading="lazy" onError={() => setFailed(true)} />
  );
}

/** One remark: who, when, the text (rendered by the caller) and its like control or static count. */
export function RemarkItem({ remark, text, like }: { remark: GameRemark; text: ReactNode; like: ReactNode }) {
  return (
    <li className={styles.remark} data-testid="remark">
      <Avatar src={remark.avatar} />
      <div className={styles.remarkBody}>
        <p className={styles.remarkHead}>
          <span className={styles.remarkNick}>{remark.nickName}</span>
          <time className={styles.remarkTime} dateTime={new Date(remark.createTime).toISOString()}>
            {formatChinaTime(remark.createTime, 'YYYY-MM-DD HH:mm')}
          </time>
        </p>
        <p className={styles.remarkText}>
          {text}
        </p>
        {like}
      </div>
    </li>
  );
}
