import type { ReactNode } from 'react';
import { SITE } from '@/lib/site';
import { SkipLink } from './default-layout';
import { Header } from './header';
import styles from './layouts.module.css';

/** Campaign frame: slim header (logo + login state), full-bleed main, one copyright line. */
export function JointActivityLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header variant="slim" />
      <main id="main" className={styles.jointMain}>
        {children}
      </main>
      <p className={styles.jointFoot}>
        © {SITE.company}　抵制不良游戏，拒绝盗版游戏；适度游戏益脑，沉迷游戏伤身
      </p>
    </div>
  );
}
