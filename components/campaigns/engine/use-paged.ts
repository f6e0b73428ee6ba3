import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '@/lib/activity-types';
import { PRIZE_PAGE_SIZE } from '@/services/activity';

export interface PagedState<T> {
  page: number;
  rows: T[];
  total: number;
  loading: boolean;
  failed: boolean;
  load(page: number): void;
}

/**
 * A page of records from `fetchPage`, reloaded whenever `key` changes (the slot data of the
 * dialog). Answers of an older request are dropped.
 */
export function usePaged<T>(fetchPage: (page: number) => Promise<Paged<T>>, key: string): PagedState<T> {
  const [state, setState] = useState({ page: 1, rows: [] as T[], total: 0, loading: true, failed: false });
  const fetchRef = useRef(fetchPage);
  const seq = useRef(0);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const load = useCallback((first: number) => {
    const go = (page: number) => {
      const mine = ++seq.current;
      setState((s) => ({ ...s, page, loading: true, failed: false }));
      fetchRef.current(page).then(
        (res) => {
          if (mine !== seq.current) return;
          // A page emptied by a change (the last record of the last page) falls back to the last page.
          if (!res.list.length && page > 1 && res.total > 0) return go(Math.ceil(res.total / PRIZE_PAGE_SIZE));
          setState({ page, rows: res.list, total: res.total, loading: false, failed: false });
        },
        () => mine === seq.current && setState((s) => ({ ...s, loading: false, failed: true })),
      );
    };
    go(first);
  }, []);
  useEffect(() => {
    load(1);
  }, [key, load]);
  return { ...state, load };
}
