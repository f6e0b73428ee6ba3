import { AUTH_CODES, LIMITS, OrderStatus } from '@/lib/constants';
import { isApiError, type ApiError } from '@/lib/http';
import { ORDER_ERRORS, type CreateOrderInput, type OrderView, type PayOrderResult } from '@/lib/order-types';

/**
 * One purchase intent as a small state machine, free of React so it is tested with fake timers:
 * create (idempotency key) → pay (aggregate) → QR → poll the status every second with chained
 * timeouts, so never two status calls are in flight. Network trouble backs off and shows a
 * retrying state, never a failure; only the server's answer ends a run (SPEC §4).
 */

export type FlowPhase =
  | 'idle'
  | 'creating'
  | 'paying'
  | 'qr'
  | 'paid'
  | 'expired'
  | 'payFailed'
  | 'error'
  | 'exchangeFailed'
  | 'authLost';

export interface FlowState {
  phase: FlowPhase;
  order?: OrderView;
  /** The QR content (cashier URL) of the current payment attempt. */
  payParam?: string;
  /** The last call failed for a network reason and is being retried with backoff. */
  retrying: boolean;
  /** The server's message for `error` / `exchangeFailed`. */
  message?: string;
}

export const IDLE: FlowState = { phase: 'idle', retrying: false };

export interface FlowDeps {
  create(input: CreateOrderInput, key: string, signal: AbortSignal): Promise<OrderView>;
  pay(orderNo: string, signal: AbortSignal): Promise<PayOrderResult>;
  status(orderNo: string, signal: AbortSignal): Promise<OrderView>;
  /** Called once when the order is paid. */
  onPaid?(order: OrderView): void;
  /** Called once when the cashier reports a failed payment attempt. */
  onPayFailed?(order: OrderView): void;
}

export interface OrderRun {
  readonly key: string;
  /** Stops timers and aborts the call in flight; nothing is emitted afterwards. */
  stop(): void;
  /** After `payFailed` (or a refused pay): a new payment attempt on the same order. */
  retryPayment(): void;
}

export const POLL_MS = LIMITS.orderPollMs;
const BACKOFF_MAX_MS = 8000;

/** Wait before retry `n` (0-based) after a network failure: 1 s, 2 s, 4 s, then 8 s. */
export function backoffMs(n: number): number {
  return Math.min(POLL_MS * 2 ** n, BACKOFF_MAX_MS);
}

/** A failure of the network or gateway (no business answer): worth retrying. */
export function isNetworkFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (typeof error.status === 'number') return true;
  return /^(ERR_|ECONN|ETIMEDOUT|500$|canceled$)/.test(error.code);
}

export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && AUTH_CODES.includes(error.code);
}

const STOPPED = Symbol('stopped');
type Failure = { failure: ApiError };
const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'failure' in v;

export function runOrder(input: CreateOrderInput, key: string, deps: FlowDeps, emit: (s: FlowState) => void): OrderRun {
  const ctl = new AbortController();
  let state: FlowState = { phase: 'creating', retrying: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;

  const set = (patch: Partial<FlowState>) => {
    if (ctl.signal.aborted) return;
    state = { ...state, ...patch };
    emit(state);
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (ctl.signal.aborted) return reject(STOPPED);
      timer = setTimeout(() => (ctl.signal.aborted ? reject(STOPPED) : resolve()), ms);
    });

  /** A call retried on network failures (same arguments, so a create keeps its key); business errors come back. */
  async function attempt<T>(call: () => Promise<T>): Promise<T | Failure> {
    for (let n = 0; ; n += 1) {
      try {
        const value = await call();
        if (ctl.signal.aborted) throw STOPPED;
        if (state.retrying) set({ retrying: false });
        return value;
      } catch (error) {
        if (ctl.signal.aborted || error === STOPPED) throw STOPPED;
        if (isAuthFailure(error)) return authLost();
        if (!isNetworkFailure(error)) return { failure: error as ApiError };
        set({ retrying: true });
        await sleep(backoffMs(n));
      }
    }
  }

  function authLost(): never {
    set({ phase: 'authLost', retrying: false });
    ctl.abort();
    throw STOPPED;
  }

  /** True when the order needs no more polling (paid or expired). */
  function settle(order: OrderView): boolean {
    if (order.status === OrderStatus.Paid) {
      set({ phase: 'paid', order, retrying: false });
      deps.onPaid?.(order);
      return true;
    }
    if (order.status === OrderStatus.Expired) {
      set({ phase: 'expired', order, retrying: false });
      return true;
    }
    return false;
  }

  async function poll(orderNo: string) {
    for (let failures = 0; ; ) {
      await sleep(failures ? backoffMs(failures - 1) : POLL_MS);
      try {
        const order = await deps.status(orderNo, ctl.signal);
        if (ctl.signal.aborted) return;
        failures = 0;
        set({ order, retrying: false });
        if (settle(order)) return;
        if (order.payFailed) {
          set({ phase: 'payFailed' });
          deps.onPayFailed?.(order);
          return;
        }
      } catch (error) {
        if (ctl.signal.aborted || error === STOPPED) return;
        if (isAuthFailure(error)) return void authLost();
        failures += 1;
        set({ retrying: true });
      }
    }
  }

  async function payAndPoll(order: OrderView) {
    set({ phase: 'paying', payParam: undefined });
    const paid = await attempt(() => deps.pay(order.orderNo, ctl.signal) as Promise<PayOrderResult>);
    if (isFailure(paid)) {
      const code = paid.failure.code;
      if (code === ORDER_ERRORS.expired) return void set({ phase: 'expired' });
      // Paid meanwhile (e.g. in another tab): the status call below shows it.
      if (code !== ORDER_ERRORS.alreadyPaid) return void set({ phase: 'error', message: paid.failure.msg });
    } else {
      set({ phase: 'qr', payParam: paid.payParam });
    }
    await poll(order.orderNo);
  }

  async function main() {
    const created = await attempt(() => deps.create(input, key, ctl.signal));
    if (isFailure(created)) {
      const exchange = created.failure.code === ORDER_ERRORS.exchangeFailed;
      return void set({ phase: exchange ? 'exchangeFailed' : 'error', message: created.failure.msg });
    }
    set({ order: created });
    if (settle(created)) return;
    await payAndPoll(created);
  }

  const guard = (task: () => Promise<void>) => {
    if (busy) return;
    busy = true;
    task()
      .catch((error: unknown) => {
        if (error !== STOPPED) set({ phase: 'error', retrying: false, message: '操作失败，请稍后重试' });
      })
      .finally(() => {
        busy = false;
      });
  };

  emit(state);
  guard(main);

  return {
    key,
    stop() {
      ctl.abort();
      clearTimeout(timer);
    },
    retryPayment() {
      const order = state.order;
      if (!order || ctl.signal.aborted || state.phase === 'paid') return;
      guard(() => payAndPoll(order));
    },
  };
}
