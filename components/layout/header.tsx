import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { DownloadPopover } from './download-popover';
import styles from './header.module.css';
import { UserArea } from './user-area';

const TABS = [
  { href: '/', label: '客户端', match: (p: string) => p === '/' },
  { href: '/helpCenter', label: '帮助中心', match: (p: string) => p.startsWith('/helpCenter') || p.startsWith('/content/search') },
] as const;

interface Props {
  /** `slim`: logo and login state only (campaign pages). */
  variant?: 'default' | 'slim';
}

function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label="NN加速器 首页">
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG; next/image adds nothing here */}
      <img src="/images/logo.svg" alt="NN加速器" width={132} height={36} />
    </Link>
  );
}

export function Header({ variant = 'default' }: Props) {
  const router = useRouter();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === router.asPath;
  const menuId = useId();
  const path = router.pathname;

  if (variant === 'slim') {
    return (
      <header className={`${styles.header} ${styles.slim}`}>
        <div className={styles.inner}>
          <Logo />
          <div className={styles.actions}>
            <UserArea />
          </div>
        </div>
      </header>
    );
  }

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <button
          type="button"
          className={styles.menuBtn}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenAt(menuOpen ? null : router.asPath)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="nn-visually-hidden">{menuOpen ? '关闭菜单' : '打开菜单'}</span>
        </button>
        <div id={menuId} className={`${styles.panel} ${menuOpen ? styles.panelOpen : ''}`}>
          <nav aria-label="主导航" className={styles.nav}>
            {TABS.map((tab) => {
              const active = tab.match(path);
              return (
                <Link
                  key={tab.href}
                  href={tab.href}
                  className={`${styles.tab} ${active ? styles.tabActive : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              );
            })}
          </nav>
          <div className={styles.actions}>
            <DownloadPopover />
            <UserArea />
          </div>
        </div>
      </div>
    </header>
  );
}
