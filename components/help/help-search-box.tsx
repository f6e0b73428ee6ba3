import { useRouter } from 'next/router';
import { useId, useState, type KeyboardEvent } from 'react';
import type { HelpSearchResult } from '@/lib/content-types';
import { helpPath } from '@/lib/content-seo';
import { clearHistory, pushHistory, readHistory } from './search-history';
import { cutSearch, SEARCH_MAX_CHARS, useHelpSearch } from './use-help-search';
import styles from './help.module.css';

export const EMPTY_TEXT = '找不到相关内容';

/**
 * The help-centre search box (SPEC §5): a GET form to /content/search that works without JS; with
 * JS, a combobox whose listbox shows title matches (debounced) or, focused and empty, the history.
 */
export function HelpSearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const router = useRouter();
  const ids = { input: useId(), list: useId() };
  const [value, setValue] = useState(() => cutSearch(defaultValue));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<HelpSearchResult[]>([]);
  // Title matches are looked up only while the box is open: a results page prefills it with its
  // keyword, and a lookup nobody sees would cost a request on every such page view.
  const search = useHelpSearch(open ? value : '');

  const showHistory = value.trim() === '';
  const options: HelpSearchResult[] = showHistory ? history : search.status === 'done' ? search.results : [];
  const expanded = open && (showHistory ? history.length > 0 : search.status !== 'idle');
  const optionId = (i: number) => `${ids.list}-opt-${i}`;

  const choose = (item: HelpSearchResult) => {
    setHistory(pushHistory(item));
    setOpen(false);
    setActive(-1);
    void router.push(helpPath(item.id));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const n = options.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1 >= n ? 0 : i + 1) : i - 1 < 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" action="/content/search" method="get" className={styles.searchForm} onSubmit={() => setOpen(false)}>
      <label htmlFor={ids.input} className="nn-visually-hidden">
        搜索帮助与资讯
      </label>
      <input
        id={ids.input}
        className={styles.searchInput}
        type="text"
        name="keyword"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.list}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        maxLength={SEARCH_MAX_CHARS}
        value={value}
        placeholder="搜索游戏或问题，如：延迟高怎么办"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => {
          setValue(cutSearch(e.target.value));
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setHistory(readHistory());
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.searchBtn}>
        搜索
      </button>
      <div className={styles.dropdown} hidden={!expanded}>
        {showHistory && (
          <div className={styles.dropHead}>
            <span>搜索历史</span>
            <button
              type="button"
              className={styles.clearBtn}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                clearHistory();
                setHistory([]);
              }}
            >
              清空
            </button>
          </div>
        )}
        <ul id={ids.list} role="listbox" aria-label={showHistory ? '搜索历史' : '搜索结果'} className={styles.options}>
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(o)}
            >
              {o.title}
            </li>
          ))}
        </ul>
        {!showHistory && search.status === 'loading' && <p className={styles.dropNote}>搜索中…</p>}
        {!showHistory && search.status === 'done' && options.length === 0 && (
          <p className={styles.dropNote} role="status">
            {EMPTY_TEXT}
          </p>
        )}
        {!showHistory && search.status === 'error' && <p className={styles.dropNote}>搜索失败，请稍后再试</p>}
      </div>
    </form>
  );
}
