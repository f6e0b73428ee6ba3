import Link from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { openLogin, useLogout } from '@/components/auth';
import { Avatar } from '@/components/ui/avatar';
import { confirmDialog } from '@/components/ui/open-confirm';
import { selectUser, useUserStore } from '@/stores/user-store';
import styles from './header.module.css';

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
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (!hydrated || !user) {
    return (
      <button type="button" className={styles.loginBtn} onClick={() => openLogin()}>
        登录
      </button>
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const name = user.nickName || `NN${user.nnNumber}`;
  return (
    <div ref={wrapRef} className={styles.user} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className={styles.userBtn} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <Avatar src={user.userUrlNn} className={styles.avatar} />
        <span className={styles.nick} title={user.nickName}>
          {name}
        </span>
        <span className="nn-visually-hidden">账号菜单</span>
      </button>
      <ul id={menuId} className={styles.userMenu} hidden={!open}>
        <li>
          <Link href={ACCOUNT_PATH} onClick={() => setOpen(false)}>
            个人中心
          </Link>
        </li>
        <li>
          <button
              type="button"
              className={styles.logoutBtn}
              onClick={() => {
                setOpen(false);
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
