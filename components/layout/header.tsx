import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { DownloadPopover } from './download-popover';
import styles from './header.module.css';
import { useDisclosure } from './use-disclosure';
import { UserArea } from './user-area';

const under = (...prefixes: string[]) => (p: string) => prefixes.some((x) => p === x || p.startsWith(`${x}/`));

/** The site's sections: SPEC's 客户端 and 帮助中心 tabs with the sections a visitor looks for between them. */
export const TABS = [
  { href: '/', label: '客户端', match: (p: string) => p === '/' || p === '/nnAccelerator' || p === '/nnquickstart' },
  { href: '/nnpay', label: '会员/N币', match: under('/nnpay', '/sem', '/nnNewVip') },
  { href: '/yxxz', label: '游戏库', match: under('/yxxz', '/zt', '/pl') },
  { href: '/nn/activity', label: '活动', match: under('/nn/activity', '/jointActivity', '/jointActivityPage', '/acts', '/gqlx', '/qmgogo', '/summer', '/zqj', '/zchelp', '/command') },
  { href: '/news', label: '资讯攻略', match: under('/news', '/gl') },
  { href: '/helpCenter', label: '帮助中心', match: under('/helpCenter', '/content/search') },
] as const;

interface Props {
  /** `slim`: logo and login state only (campaign pages). */
  variant?: 'default' | 'slim';
}

function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label="NN加速器 首页">
      {/* eslint-disable-next-line @next/next/no-img-element -- the logo, a 4 KB WebP drawn at 3×; next/image adds nothing here */}
      <img src="/images/logo.webp" alt="NN加速器" width={132} height={36} />
    </Link>
  );
}

export function Header({ variant = 'default' }: Props) {
  const router = useRouter();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === router.asPath;
  const menu = useDisclosure(menuOpen, () => setMenuOpenAt(null));
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
        <button {...menu.toggleProps} type="button" className={styles.menuBtn} onClick={() => setMenuOpenAt(menuOpen ? null : router.asPath)}>
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="nn-visually-hidden">{menuOpen ? '关闭菜单' : '打开菜单'}</span>
        </button>
        <div id={menu.panelId} className={`${styles.panel} ${menuOpen ? styles.panelOpen : ''}`} onKeyDown={menu.onKeyDown}>
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
