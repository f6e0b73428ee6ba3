import { AUTH_CODES, LIMITS, OrderStatus } from '@/lib/constants';
import { isApiError, type ApiError } from '@/lib/http';
import { backoffMs, startPoll, type PollHandle } from '@/lib/poll';
import { ORDER_ERRORS, type CreateOrderInput, type OrderView, type PayOrderResult } from '@/lib/order-types';

/**
 * One purchase intent as a small state machine, free of React so it is tested with fake timers:
 * create (idempotency key) → pay (aggregate, to the order's target account) → QR → poll the status
 * every second with chained timeouts, so never two status calls are in flight. Network trouble
 * (no answer, 5xx) backs off and shows a retrying state; create and pay are retried at most
 * LIMITS.retries times like every other call, then the run ends as a failed payment with the
 * last message (the 支付失败 dialog). A 4xx or an error envelope is the server's answer: never
 * retried. Polling keeps retrying while the dialog is open (SPEC §4).
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
  /** The server's message for `error` / `exchangeFailed`, and for `payFailed` after create or pay gave up. */
  message?: string;
}

export const IDLE: FlowState = { phase: 'idle', retrying: false };

export interface FlowDeps {
  create(input: CreateOrderInput, key: string, signal: AbortSignal): Promise<OrderView>;
  /** Pays the created order (its number and target account). */
  pay(order: OrderView, signal: AbortSignal): Promise<PayOrderResult>;
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
  /**
   * 我已支付: while the QR waits, the next status call goes now instead of at the end of its wait
   * (or backoff). A call already in flight is that check: never two at once.
   */
  checkNow(): void;
}

export { backoffMs };

/** A failure of the network or gateway (no answer, or a 5xx): worth retrying. A 4xx is an answer. */
export function isNetworkFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (typeof error.status === 'number') return error.status >= 500;
  return /^(ERR_|ECONN|ETIMEDOUT|500$|canceled$)/.test(error.code);
}

/** What the 支付失败 dialog says when create or pay gave up: the last message, else SPEC §8's text. */
export const GAVE_UP_TEXT = '请检查网络是否正常，重新支付';

export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && AUTH_CODES.includes(error.code);
}

const STOPPED = Symbol('stopped');
/** A business answer, or (`gaveUp`) a network failure that outlived its retries. */
type Failure = { failure: ApiError; gaveUp?: boolean };
const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'failure' in v;
const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : { code: 'ERR_NETWORK', msg: GAVE_UP_TEXT, success: false, data: null });

export function runOrder(input: CreateOrderInput, key: string, deps: FlowDeps, emit: (s: FlowState) => void): OrderRun {
  const ctl = new AbortController();
  let state: FlowState = { phase: 'creating', retrying: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The status poll while the QR waits (lib/poll: the site's one poller). */
  let polling: PollHandle | undefined;
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

  /**
   * A call retried on network failures at most LIMITS.retries times (same arguments, so a create
   * keeps its key); business answers come back at once.
   */
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
        if (n >= LIMITS.retries) return { failure: asApiError(error), gaveUp: true };
        set({ retrying: true });
        await sleep(backoffMs(n));
      }
    }
  }

  function gaveUp(failure: ApiError) {
    set({ phase: 'payFailed', retrying: false, message: failure.msg || GAVE_UP_TEXT });
  }

  function loseAuth() {
    set({ phase: 'authLost', retrying: false });
    ctl.abort();
  }

  function authLost(): never {
    loseAuth();
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

  /** Every second until paid, expired or failed; network trouble backs off and never ends it (SPEC §4). */
  function poll(orderNo: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const end = () => {
        resolve();
        return true;
      };
      polling = startPoll<OrderView>({
        signal: ctl.signal,
        call: (signal) => deps.status(orderNo, signal),
        onAnswer: (order) => {
          set({ order, retrying: false });
          if (settle(order)) return end();
          if (!order.payFailed) return false;
          set({ phase: 'payFailed' });
          deps.onPayFailed?.(order);
          return end();
        },
        onFailure: (error) => {
          if (isAuthFailure(error)) {
            loseAuth();
            return 'stop';
          }
          set({ retrying: true });
          return 'retry';
        },
      });
    });
  }

  async function payAndPoll(order: OrderView) {
    set({ phase: 'paying', payParam: undefined, message: undefined });
    const paid = await attempt(() => deps.pay(order, ctl.signal));
    if (isFailure(paid)) {
      if (paid.gaveUp) return gaveUp(paid.failure);
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
      if (created.gaveUp) return gaveUp(created.failure);
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
    checkNow() {
      polling?.checkNow();
    },
    retryPayment() {
      const order = state.order;
      if (ctl.signal.aborted || state.phase === 'paid') return;
      // Create gave up: the same intent again (same key: still at most one order).
      guard(order ? () => payAndPoll(order) : main);
    },
  };
}
