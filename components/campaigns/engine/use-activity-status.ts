import { useEffect, useState } from 'react';
import { isActivityEnded, isActivityUpcoming } from '@/lib/activity';
import type { ActivityWindow } from '@/lib/activity-types';
import { getSystemTime } from '@/services/leigod';
import { QUIET } from '@/lib/http';

/** Whose clock decides the window: leigod campaigns use the server's (SPEC §7 system_time). */
export type ClockSource = 'local' | 'leigod';

/** Milliseconds to add to Date.now() to get the server's time (0 for the local clock). */
export function useClockOffset(source: ClockSource): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (source !== 'leigod') return;
    let live = true;
    const sentAt = Date.now();
    getSystemTime(QUIET)
      .then((server) => {
        // Half the round trip: the server read its clock about then.
        if (live) setOffset(server - (sentAt + Date.now()) / 2);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [source]);
  return offset;
}

export interface ActivityStatus {
  ended: boolean;
  upcoming: boolean;
  /** The clock the page's countdowns run on. */
  now(): number;
}

/**
 * The ended flag of SPEC §4, re-checked every second on the chosen clock. `initialEnded` is what the
 * server rendered, so the first client render matches it.
 */
export function useActivityStatus(window: ActivityWindow, initialEnded: boolean, source: ClockSource = 'local'): ActivityStatus {
  const offset = useClockOffset(source);
  const [state, setState] = useState({ ended: initialEnded, upcoming: false });
  const { startTime, endTime, isOnline } = window;
  useEffect(() => {
    const check = () => {
      const t = Date.now() + offset;
      const w = { startTime, endTime, isOnline };
      const ended = isActivityEnded(w, t);
      const upcoming = isActivityUpcoming(w, t);
      setState((prev) => (prev.ended === ended && prev.upcoming === upcoming ? prev : { ended, upcoming }));
    };
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [startTime, endTime, isOnline, offset]);
  return { ...state, now: () => Date.now() + offset };
}
