import { useId } from 'react';
import { LIMITS } from '@/lib/constants';
import styles from './layouts.module.css';

/**
 * The help-centre search box as a plain GET form (works without JavaScript). The live dropdown and
 * history arrive with the search feature; they can replace this through HelpMainLayout's `search`.
 */
export function HelpSearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  const id = useId();
  return (
    <form role="search" action="/content/search" method="get" className={styles.searchForm}>
      <label htmlFor={id} className="nn-visually-hidden">
        搜索帮助与资讯
      </label>
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        name="keyword"
        maxLength={LIMITS.helpSearchMax}
        defaultValue={defaultValue}
        placeholder="搜索游戏或问题，如：延迟高怎么办"
        autoComplete="off"
      />
      <button type="submit" className={styles.searchBtn}>
        搜索
      </button>
    </form>
  );
}
