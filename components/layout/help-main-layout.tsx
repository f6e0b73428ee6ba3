import type { ReactNode } from 'react';
import { HelpSearchBox } from '@/components/help/help-search-box';
import { SkipLink } from './default-layout';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';

interface Props {
  children: ReactNode;
  /** Replaces the default search box. */
  search?: ReactNode;
  /** Prefills the search box. */
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
          {search ?? <HelpSearchBox defaultValue={keyword} />}
        </div>
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
