import dayjs from 'dayjs';
import { useState } from 'react';
import { CommentText } from '@/components/comments';
import type { GameRemark } from '@/lib/game-types';
import { safeHref } from '@/lib/safe-href';
import { LikeButton } from './like-button';
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

/** One remark: who, when, the text (emoji tokens as images, never HTML) and its like toggle. */
export function RemarkItem({ remark }: { remark: GameRemark }) {
  return (
    <li className={styles.remark} data-testid="remark">
      <Avatar src={remark.avatar} />
      <div className={styles.remarkBody}>
        <p className={styles.remarkHead}>
          <span className={styles.remarkNick}>{remark.nickName}</span>
          <time className={styles.remarkTime} dateTime={new Date(remark.createTime).toISOString()}>
            {dayjs(remark.createTime).format('YYYY-MM-DD HH:mm')}
          </time>
        </p>
        <p className={styles.remarkText}>
          <CommentText text={remark.content} />
        </p>
        <LikeButton key={`${remark.praise}-${remark.praised}`} remarkId={remark.remarkId} initial={{ praised: remark.praised, praise: remark.praise }} />
      </div>
    </li>
  );
}
