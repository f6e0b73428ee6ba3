import type { ReactNode } from 'react';
import { SkipLink } from './default-layout';
import { Footer } from './footer';
import { Header } from './header';
import { HelpSearchForm } from './help-search-form';
import styles from './layouts.module.css';

interface Props {
  children: ReactNode;
  /** Replaces the default search form (the live search box of a later issue). */
  search?: ReactNode;
  /** Prefills the default search form. */
  keyword?: string;
}

/** Help-centre frame (SPEC §2 help-main): header, search box, content, footer. */
export function HelpMainLayout({ children, search, keyword }: Props) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <div className={styles.searchBand}>
        <div className={styles.searchInner}>
          <p className={styles.searchTitle}>有什么可以帮你？</p>
          {search ?? <HelpSearchForm defaultValue={keyword} />}
        </div>
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
