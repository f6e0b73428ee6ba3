import type { ReactNode } from 'react';
import { SkipLink } from './default-layout';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';

interface Props {
  children: ReactNode;
  /** The search box (the help domain's HelpSearchBox): the layout takes it as a prop, it does not import the domain. */
  search: ReactNode;
}

/** Help-centre frame (SPEC §2 help-main): header, search box, content, footer. */
export function HelpMainLayout({ children, search }: Props) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <div className={styles.searchBand}>
        <div className={styles.searchInner}>
          <p className={styles.searchTitle}>有什么可以帮你？</p>
          {search}
        </div>
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
