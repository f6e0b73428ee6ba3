import { useCallback, useEffect, useState } from 'react';
import type { CommentItem, CommentTargetType } from '@/lib/content-types';
import { addComment, listComments, toggleCommentPraise } from '@/services/comments';
import { requireLogin } from '@/components/auth';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import { QUIET } from '@/lib/http';

export const COMMENT_PAGE_SIZE = 10;

export type CommentStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Comments of one target, loaded when `active` turns true and again when the login state changes (likes are personal). */
export function useComments(targetType: CommentTargetType, targetId: number, active: boolean) {
  const loggedIn = useUserStore(selectLoggedIn);
  const [items, setItems] = useState<CommentItem[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<CommentStatus>('idle');

  // No synchronous setState here: it runs from an effect (first load) as well as from clicks.
  const fetchPage = useCallback(
    (page: number) =>
      listComments({ targetType, targetId, pageNo: page, pageSize: COMMENT_PAGE_SIZE }, QUIET).then(
        (res) => {
          setItems((prev) => (page === 1 ? res.data : [...prev, ...res.data.filter((c) => !prev.some((p) => p.id === c.id))]));
          setTotal(res.total ?? res.data.length);
          setPageNo(page);
          setStatus('ready');
        },
        () => setStatus('error'),
      ),
    [targetType, targetId],
  );

  const load = useCallback(
    (page: number) => {
      setStatus('loading');
      return fetchPage(page);
    },
    [fetchPage],
  );

  useEffect(() => {
    if (active) void fetchPage(1);
  }, [active, fetchPage, loggedIn]);

  const send = useCallback(
    async (content: string) => {
      const res = await addComment({ targetType, targetId, content });
      setItems((prev) => [res.data, ...prev]);
      setTotal((n) => n + 1);
    },
    [targetType, targetId],
  );

  const praiseNow = useCallback(
    async (item: CommentItem) => {
      try {
        const res = await toggleCommentPraise(item.id);
        setItems((prev) => prev.map((c) => (c.id === item.id ? { ...c, ...res.data } : c)));
      } catch {
        // Message shown by the http client.
      }
    },
    [],
  );
  // Logged out: the login dialog first, the like after a successful login.
  const praise = useCallback((item: CommentItem) => requireLogin(() => void praiseNow(item)), [praiseNow]);

  return { items, total, status, hasMore: items.length < total, loadMore: () => load(pageNo + 1), retry: () => load(1), send, praise };
}
