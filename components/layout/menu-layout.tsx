import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { SkipLink } from './default-layout';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';

export interface MenuItem {
  href: string;
  label: string;
}

export const HELP_MENU: readonly MenuItem[] = [
  { href: '/helpCenter', label: '帮助中心首页' },
  { href: '/helpCenter/helpDirectory', label: '帮助目录' },
  { href: '/helpCenter/about', label: '关于NN加速器' },
  { href: '/zchelp', label: '注册登录帮助' },
  { href: '/nn-user/zc', label: '联系客服' },
];

export const USER_MENU: readonly MenuItem[] = [
  { href: '/nn-user/userCenter', label: '我的账户' },
  { href: '/nnpay', label: '会员/N币' },
  { href: '/nn-user/zc', label: '联系客服' },
  { href: '/helpCenter', label: '帮助中心' },
];

interface Props {
  children: ReactNode;
  menu: readonly MenuItem[];
  menuLabel: string;
}

/** Header + left menu + content (+ footer): help-centre articles and the user pages. */
export function MenuLayout({ children, menu, menuLabel }: Props) {
  const { pathname } = useRouter();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <div className={styles.menuShell}>
        <nav aria-label={menuLabel} className={styles.sideMenu}>
          <p className={styles.sideMenuTitle}>{menuLabel}</p>
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.menuContent}>
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
