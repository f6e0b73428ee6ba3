import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';

export function SkipLink() {
  return (
    <a className="nn-skip-link" href="#main">
      跳到正文
    </a>
  );
}

/** Header + main + footer: the frame of most pages. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
