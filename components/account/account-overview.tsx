import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { openLogin } from '@/components/auth';
import { Avatar } from '@/components/ui/avatar';
import { selectToken, selectUser, useUserStore } from '@/stores/user-store';
import styles from './account.module.css';
import { BalanceBody, BenefitList, Card, MembershipBody, PrizeTable } from './account-sections';
import { loadBalance, loadBenefits, loadMembership, loadPrizes } from './load-account';
import { useSection } from './use-section';

/**
 * 个人中心: the profile from the user store, then what the account's calls answer — N coin balance
 * and its money value, membership, benefits (CDKs) and prize records across the campaigns. Nothing
 * here has a call of its own: every figure comes from a call SPEC lists.
 */
export function AccountOverview() {
  const hydrated = useUserStore((s) => s.hydrated);
  const user = useUserStore(selectUser);
  const token = useUserStore(selectToken);
  const [now] = useState(() => Date.now());
  const balance = useSection(token, loadBalance);
  const membership = useSection(token, loadMembership);
  const benefits = useSection(token, loadBenefits);
  const prizes = useSection(token, loadPrizes);
  const signedOut = hydrated && (!user || !token);
  useEffect(() => {
    if (signedOut) openLogin();
  }, [signedOut]);

  if (!hydrated) return <p className={styles.muted}>加载中…</p>;
  if (!user || !token) {
    return (
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>登录后查看个人中心</h2>
        <p className={styles.muted}>登录后可查看 N币余额、会员状态、权益与中奖记录。</p>
        <button type="button" className={styles.primary} onClick={() => openLogin()}>
          登录 / 注册
        </button>
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      <section className={`${styles.card} ${styles.profile}`} aria-label="个人资料">
        <Avatar src={user.userUrlNn} size={64} />
        <div>
          <h2 className={styles.nick}>{user.nickName || `NN${user.nnNumber}`}</h2>
          <p className={styles.muted}>NN号 {user.nnNumber}</p>
        </div>
      </section>
      <Card title="N币余额" section={balance} action={<Link href="/nnpay">充值 N币</Link>}>
        {(data) => <BalanceBody data={data} />}
      </Card>
      <Card title="会员状态" section={membership} action={<Link href="/nnpay">开通 / 续费会员</Link>}>
        {(end) => <MembershipBody endDateTs={end} now={now} />}
      </Card>
      <Card title="我的权益" section={benefits} empty={(l) => l.length === 0}>
        {(list) => <BenefitList list={list} />}
      </Card>
      <div className={styles.wide}>
        <Card title="中奖记录" section={prizes} empty={(l) => l.length === 0} action={<Link href="/nn/activity">去参与活动</Link>}>
          {(rows) => <PrizeTable rows={rows} />}
        </Card>
      </div>
    </div>
  );
}
