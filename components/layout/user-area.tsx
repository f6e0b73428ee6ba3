import { useState } from 'react';
import { useLogout } from '@/components/auth';
import { confirmDialog } from '@/components/ui/open-confirm';
import { safeHref } from '@/lib/safe-href';
import { openLogin } from '@/components/auth';
import { selectUser, useUserStore } from '@/stores/user-store';
import styles from './header.module.css';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

function Avatar({ src }: { src?: string }) {
  const [failed, setFailed] = useState(false);
  const url = !failed ? (safeHref(src) ?? DEFAULT_AVATAR) : DEFAULT_AVATAR;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- user avatars come from any host; a 32 px image needs no optimiser
    <img className={styles.avatar} src={url} alt="用户头像" width={32} height={32} onError={() => setFailed(true)} />
  );
}

/**
 * Login state in the header. Until the user store has read the browser copy (`hydrated`), the
 * logged-out state renders, so the server HTML and the first client render agree.
 */
export function UserArea() {
  const hydrated = useUserStore((s) => s.hydrated);
  const user = useUserStore(selectUser);
  const logout = useLogout();
  if (!hydrated || !user) {
    return (
      <button type="button" className={styles.loginBtn} onClick={() => openLogin()}>
        登录
      </button>
    );
  }
  return (
    <div className={styles.user}>
      <Avatar src={user.userUrlNn} />
      <span className={styles.nick} title={user.nickName}>
        {user.nickName || `NN${user.nnNumber}`}
      </span>
      <button type="button" className={styles.logoutBtn} onClick={() => confirmDialog({ content: '确定要退出登录吗？', okText: '退出登录' }).then(logout, () => undefined)}>
        退出登录
      </button>
    </div>
  );
}
