import { useCallback, useEffect, useRef, useState } from 'react';
import { GiftType, type DrawResult } from '@/lib/activity-types';
import { toast } from '@/lib/toast';
import { requireLogin } from '@/components/auth';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import { openDrawDialog } from '../open-dialogs';
import { drawRefusalKind, drawResultKind } from './draw-result';
import { type GiftService } from './gift-service';
import { isApiError } from '@/lib/http';

export interface DrawFlowOptions {
  activityId: number;
  /** The ended flag of the page (useActivityStatus): an ended activity never calls the server. */
  ended: boolean;
  /** One draw on the server. */
  draw(): Promise<DrawResult>;
  /** The caller's draws left, read after login; omitted when the page has no count. */
  loadRemain?(): Promise<number>;
  /** Records service of a physical win (its address dialog); none for the prize widget. */
  service?: GiftService;
  chestStyle?: number;
  /** After each landed draw (refresh the pool, the ticker, the widget…). */
  onDrawn?(result: DrawResult): void;
}

export interface DrawFlow {
  /** Draws left; null while unknown (logged out, loading). */
  remain: number | null;
  /** A draw is on its way or its animation is running. */
  busy: boolean;
  /** The server's answer while the animation runs towards its slot. */
  pending: DrawResult | null;
  start(): void;
  /** The animation reached the slot: show the dialog. */
  land(): void;
  reloadRemain(): void;
}

/**
 * The draw button's logic shared by the 九宫格, the chest and the red-envelope rain: login first,
 * the window, one draw at a time, the server's answer animated, then the dialog of SPEC §4.
 */
export function useDrawFlow(opts: DrawFlowOptions): DrawFlow {
  const loggedIn = useUserStore(selectLoggedIn);
  const [remain, setRemain] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<DrawResult | null>(null);
  const optsRef = useRef(opts);
  const pendingRef = useRef<DrawResult | null>(null);
  useEffect(() => {
    optsRef.current = opts;
  });

  const reloadRemain = useCallback(() => {
    const load = optsRef.current.loadRemain;
    if (!load) return;
    load().then(setRemain, () => setRemain(null));
  }, []);

  useEffect(() => {
    if (loggedIn) reloadRemain();
  }, [loggedIn, reloadRemain]);

  // Named, so that logging in first can come back to it (requireLogin).
  const start = useCallback(function start() {
    const o = optsRef.current;
    if (busy) return;
    if (!useUserStore.getState().user?.token) return requireLogin(start);
    if (o.ended) return openDrawDialog('out-of-window', { chestStyle: o.chestStyle });
    setBusy(true);
    o.draw().then(
      (result) => {
        setRemain(result.remain);
        pendingRef.current = result;
        setPending(result);
      },
      (error: unknown) => {
        setBusy(false);
        const e = isApiError(error) ? error : null;
        const kind = e ? drawRefusalKind(e.code) : undefined;
        if (kind) {
          if (kind === 'no-draws') setRemain(0);
          openDrawDialog(kind, { chestStyle: o.chestStyle });
        } else if (e?.msg) toast.warning(e.msg);
      },
    );
  }, [busy]);

  const land = useCallback(() => {
    const o = optsRef.current;
    const result = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    setBusy(false);
    if (!result) return;
    openDrawDialog(drawResultKind(result), {
      prize: result.prize,
      cdk: result.cdk,
      recordId: result.prize.type === GiftType.Physical ? result.recordId : null,
      activityId: o.activityId,
      service: o.service,
      chestStyle: o.chestStyle,
    });
    o.onDrawn?.(result);
  }, []);

  return { remain: loggedIn ? remain : null, busy, pending, start, land, reloadRemain };
}
