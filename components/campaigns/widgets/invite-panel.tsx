import { copyText } from '@/lib/clipboard';
import { getMyInvites } from '@/services/activity';
import { openLogin } from '@/components/auth';
import { formatCst } from '@/lib/activity';
import { absoluteInviteLink, inviteSummary } from './invite-link';
import { useUserData } from './use-user-data';
import shell from '../campaign.module.css';
import styles from './widgets.module.css';
import { QUIET } from '@/lib/http';

interface Props {
  activityId: number;
  title: string;
  /** What an invite does, e.g. 助力 / 接受邀请. */
  verb: string;
  /** One line on what the visitor gets. */
  reward: string;
}

/** My invites (national21 getMyInvite) and the invite link with copy → 复制成功!. */
export function InvitePanel({ activityId, title, verb, reward }: Props) {
  const [state] = useUserData(() => getMyInvites(activityId, QUIET), [activityId]);
  // Only read once data arrived, which is always in the browser after hydration.
  const link = state.status === 'ready' ? absoluteInviteLink(window.location.origin, state.data.inviteLink) : '';

  return (
    <section className={shell.card} aria-labelledby={`invite-${activityId}`} data-testid="invite-panel">
      <h2 id={`invite-${activityId}`} className={shell.cardTitle}>
        {title}
      </h2>
      <p className={shell.muted}>{reward}</p>
      {state.status === 'visitor' && (
        <div className={`${styles.row} ${styles.mt}`}>
          <button type="button" className={styles.btn} onClick={() => openLogin()}>
            登录获取邀请链接
          </button>
        </div>
      )}
      {state.status === 'loading' && <p className={styles.small}>正在加载邀请信息…</p>}
      {state.status === 'failed' && <p className={styles.error}>邀请信息暂时无法获取，请稍后再试</p>}
      {state.status === 'ready' && (
        <>
          <div className={`${styles.row} ${styles.mt}`}>
            <input
              className={styles.link}
              readOnly
              aria-label="邀请链接"
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className={styles.btn} onClick={() => void copyText(link)}>
              复制链接
            </button>
          </div>
          <p className={`${styles.small} ${styles.mt}`}>
            我的邀请码 <span className={styles.strong}>{state.data.inviteCode}</span>，{inviteSummary(state.data.total, verb)}
          </p>
          {state.data.invites.length > 0 && (
            <ul className={styles.list} aria-label="我的邀请">
              {state.data.invites.slice(0, 10).map((i) => (
                <li key={`${i.nickName}-${i.registerTime}`} className={styles.listItem}>
                  <span>{i.nickName}</span>
                  <span className={styles.small}>{formatCst(i.registerTime)} 注册</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
