import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import type { UserVipInfo } from '@/lib/game-types';
import { getUserVipInfo } from '@/services/games';
import { openLogin } from '@/components/auth';
import { selectToken, useUserStore } from '@/stores/user-store';
import styles from './detail.module.css';
import { QUIET } from '@/lib/http';

type State = { status: 'idle' } | { status: 'ready'; info: UserVipInfo; active: boolean; endText: string } | { status: 'failed' };

/** The user's esports membership for this game (qryUserVipInfo), loaded after hydration. */
export function VipStatus({ serverId, gameName }: { serverId: number; gameName: string }) {
  const token = useUserStore(selectToken);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    // dayjs comes with the answer: only logged-in visitors need it, and not in the first load.
    Promise.all([getUserVipInfo(serverId, QUIET), import('dayjs')]).then(
      ([info, { default: dayjs }]) =>
        live && setState({ status: 'ready', info, active: info.endDateTs > Date.now(), endText: dayjs(info.endDateTs).format('YYYY-MM-DD') }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [serverId, token]);

  if (!token) {
    return (
      <div className={styles.vip}>
        <p>登录后查看你的电竞会员状态，会员加速{gameName}享专属线路。</p>
        <button type="button" className={styles.vipBtn} onClick={() => openLogin()}>
          登录查看
        </button>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return <div className={styles.vip}>{state.status === 'failed' ? <p>会员信息暂时无法获取</p> : <p>正在查询会员状态…</p>}</div>;
  }
  const end = state.info.endDateTs;
  const { active, endText } = state;
  return (
    <div className={`${styles.vip} ${active ? styles.vipActive : ''}`} data-testid="vip-status">
      {active ? (
        <p>
          电竞会员有效期至 <strong>{endText}</strong>
        </p>
      ) : (
        <p>{end > 0 ? `电竞会员已于 ${endText} 到期` : '你还不是电竞会员，开通后加速更稳定'}</p>
      )}
      {/* /nnpay then shows the membership of this game, not of a fixed one. */}
      <Link href={{ pathname: '/nnpay', query: { serverId } }} className={styles.vipBtn}>
        {active ? '续费会员' : '开通会员'}
      </Link>
    </div>
  );
}
