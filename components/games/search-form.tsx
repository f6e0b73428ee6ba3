import { useRouter } from 'next/router';
import { useState } from 'react';
import { CATALOGUE_PATH } from '@/lib/game-seo';
import { catalogueHref, cleanKeyword, KEYWORD_MAX, type CatalogueQuery } from './catalogue-query';
import styles from './catalogue.module.css';

/**
 * A plain GET form to /yxxz (works without JavaScript; the filters ride along as hidden fields).
 * With JavaScript the submit becomes a client navigation to the same URL.
 */
export function GameSearchForm({ query }: { query: CatalogueQuery }) {
  const router = useRouter();
  const [value, setValue] = useState(query.keyword);
  return (
    <form
      role="search"
      className={styles.search}
      action={CATALOGUE_PATH}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        void router.push(catalogueHref(query, { keyword: cleanKeyword(value) }));
      }}
    >
      <label htmlFor="game-search" className="nn-visually-hidden">
        搜索游戏
      </label>
      <input
        id="game-search"
        className={styles.searchInput}
        type="search"
        name="keyword"
        value={value}
        maxLength={KEYWORD_MAX}
        placeholder="搜索游戏名称，如 绝地求生、原神"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setValue(e.target.value)}
      />
      {query.sort !== 'hot' && <input type="hidden" name="sort" value={query.sort} />}
      {query.labelIds.length > 0 && <input type="hidden" name="labelIds" value={query.labelIds.join(',')} />}
      {query.platform && <input type="hidden" name="platform" value={query.platform} />}
      {query.area && <input type="hidden" name="area" value={query.area} />}
      <button type="submit" className={styles.searchBtn}>
        搜索
      </button>
    </form>
  );
}
