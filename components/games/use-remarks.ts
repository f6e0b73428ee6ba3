import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameRemark, Paged } from '@/lib/game-types';
import { addRemark, getRemarkIndex, listRemarks } from '@/services/games';
import { toast } from '@/lib/toast';
import { selectToken, useUserStore } from '@/stores/user-store';
import { QUIET } from '@/lib/http';

export const REMARK_PAGE_SIZE = 10;

/**
 * The remarks of a game: the server-rendered first page, refreshed after hydration and on login /
 * logout (the like state is per user), other pages on demand, and posting.
 */
export function useRemarks(serverId: number, initial: Paged<GameRemark>) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const token = useUserStore(selectToken);
  const latest = useRef(0);
  const pageRef = useRef(1);

  const load = useCallback(
    async (pageNo: number) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const next =
          pageNo === 1
            ? await getRemarkIndex(serverId, QUIET)
            : await listRemarks(serverId, { pageNo, pageSize: REMARK_PAGE_SIZE });
        // An older answer arriving after a newer request is dropped.
        if (ticket !== latest.current) return;
        setData(next);
        pageRef.current = pageNo;
        setPage(pageNo);
      } catch {
        // Keep what is shown; the http client has told the user for explicit page changes.
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [serverId],
  );

  // After hydration and whenever the user changes: the same page with this user's like state.
  useEffect(() => {
    void load(pageRef.current);
  }, [load, token]);

  const send = useCallback(
    async (text: string) => {
      const remark = await addRemark(serverId, text);
      toast.success('评论成功');
      if (pageRef.current === 1) setData((d) => ({ list: [remark, ...d.list].slice(0, REMARK_PAGE_SIZE), total: d.total + 1 }));
      else await load(1);
    },
    [load, serverId],
  );

  return { page, data, loading, load, send };
}
