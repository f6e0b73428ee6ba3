import Link from '@/components/ui/link';
import { useCallback, useState } from 'react';
import { openLogin, useLogout } from '@/components/auth';
import { Avatar } from '@/components/ui/avatar';
import { confirmDialog } from '@/components/ui/open-confirm';
import { selectUser, useUserStore } from '@/stores/user-store';
import styles from './header.module.css';
import { useDisclosure } from './use-disclosure';

export { DEFAULT_AVATAR } from '@/components/ui/avatar';
export const ACCOUNT_PATH = '/nn-user/userCenter';

/**
 * Login state in the header. Until the user store has read the browser copy (`hydrated`), the
 * logged-out state renders, so the server HTML and the first client render agree. Signed in, the
 * avatar opens a small menu: 个人中心 and 退出登录 (Escape or a click outside closes it).
 */
export function UserArea() {
  const hydrated = useUserStore((s) => s.hydrated);
  const user = useUserStore(selectUser);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { panelId, wrapRef, onKeyDown, toggleProps } = useDisclosure(open, close, { closeOnOutsidePress: true });

  if (!hydrated || !user) {
    return (
      <button type="button" className={styles.loginBtn} onClick={() => openLogin()}>
        登录
      </button>
    );
  }
  const name = user.nickName || `NN${user.nnNumber}`;
  return (
    <div ref={wrapRef} className={styles.user} onKeyDown={onKeyDown}>
      <button {...toggleProps} type="button" className={styles.userBtn} onClick={() => setOpen((o) => !o)}>
        <Avatar src={user.userUrlNn} className={styles.avatar} />
        <span className={styles.nick} title={user.nickName}>
          {name}
        </span>
        <span className="nn-visually-hidden">账号菜单</span>
      </button>
      <ul id={panelId} className={styles.userMenu} hidden={!open}>
        <li>
          <Link href={ACCOUNT_PATH} onClick={close}>
            个人中心
          </Link>
        </li>
        <li>
          <button
              type="button"
              className={styles.logoutBtn}
              onClick={() => {
                close();
                confirmDialog({ content: '确定要退出登录吗？', okText: '退出登录' }).then(logout, () => undefined);
              }}
            >
            退出登录
          </button>
        </li>
      </ul>
    </div>
  );
}
