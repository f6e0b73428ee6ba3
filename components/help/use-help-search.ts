import { debounce } from 'lodash-es';
import { useEffect, useMemo, useState } from 'react';
import type { HelpSearchResult } from '@/lib/content-types';
import { searchHelpByTitle } from '@/services/help';
import { QUIET } from '@/lib/http';

/** SPEC §9: help search debounced 300 ms, input cut to 20 characters. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_CHARS = 20;

/** Cut by code point, so an emoji is never split. */
export function cutSearch(value: string): string {
  const chars = Array.from(value);
  return chars.length > SEARCH_MAX_CHARS ? chars.slice(0, SEARCH_MAX_CHARS).join('') : value;
}

export type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; results: HelpSearchResult[] } | { status: 'error' };

/** Debounced findArticleByTitle for `query`; an answer shows only while its text is still the query. */
export function useHelpSearch(query: string): SearchState {
  // Each answer remembers the text it is for; a different current text reads as loading.
  const [answer, setAnswer] = useState<{ text: string; state: SearchState } | null>(null);

  const run = useMemo(
    () =>
      debounce((text: string) => {
        searchHelpByTitle(text, QUIET).then(
          (res) => setAnswer({ text, state: { status: 'done', results: res.data ?? [] } }),
          () => setAnswer({ text, state: { status: 'error' } }),
        );
      }, SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => run.cancel(), [run]);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      run.cancel();
      return;
    }
    run(text);
  }, [query, run]);

  const text = query.trim();
  if (!text) return { status: 'idle' };
  return answer?.text === text ? answer.state : { status: 'loading' };
}
