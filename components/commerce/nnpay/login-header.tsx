import { openLogin } from '@/components/auth';
import { selectUser, useUserStore } from '@/stores/user-store';
import { balanceText } from '../package-view';
import { useAccountOnLogin } from './use-account-on-login';
import styles from './nnpay.module.css';

/** Who is buying: nickname and N coin balance, or a login button (rendered after hydration). */
export function LoginHeader() {
  const user = useUserStore(selectUser);
  const { hydrated, balance, rate } = useAccountOnLogin();
  if (!hydrated) return <div className={styles.loginBar} aria-hidden="true" />;
  if (!user) {
    return (
      <div className={styles.loginBar}>
        <span>登录后即可开通会员、充值 N币</span>
        <button type="button" className={styles.ghostBtn} onClick={() => openLogin()}>
          登录 / 注册
        </button>
      </div>
    );
  }
  const wallet = balanceText(balance ?? 0, rate);
  return (
    <div className={styles.loginBar} data-testid="nnpay-account">
      <span>
        当前账号：<strong>{user.nickName || user.nnNumber}</strong>
      </span>
      <span>
        N币余额：<strong>{balance === null ? '—' : wallet.coins}</strong>（≈ ¥{wallet.yuan}）
      </span>
    </div>
  );
}
