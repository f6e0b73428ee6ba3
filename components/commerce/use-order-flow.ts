import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateOrderInput, OrderView } from '@/lib/order-types';
import { createOrder, getOrderStatus, newIdempotencyKey, payOrder } from '@/services/order';
import { IDLE, runOrder, type FlowState, type OrderRun } from './order-runner';
import { QUIET } from '@/lib/http';
import { useDialogLeaving } from '@/components/ui/dialog-presence';

/**
 * The idempotency key of the current purchase intent: a new key whenever what is bought or how it
 * is paid changes (`fingerprint`), the same key across re-renders, double clicks and retries, so
 * one intent can only ever make one order. `renew` starts a new intent for the same choice (after
 * the order expired).
 */
export function useIntentKey(fingerprint: string): { key: string; renew(): void } {
  const [intent, setIntent] = useState(() => ({ fingerprint, key: newIdempotencyKey() }));
  let current = intent;
  if (intent.fingerprint !== fingerprint) {
    current = { fingerprint, key: newIdempotencyKey() };
    setIntent(current);
  }
  const renew = useCallback(() => setIntent((i) => ({ ...i, key: newIdempotencyKey() })), []);
  return { key: current.key, renew };
}

export interface OrderFlowOptions {
  /** What to buy; null while nothing can be bought (no package, amount empty). */
  input: CreateOrderInput | null;
  /** From useIntentKey. */
  intentKey: string;
  /** False stops any run (dialog content disabled, accept switch off). */
  active: boolean;
  /** Start as soon as the intent is ready (the QR payment) rather than on `start()` (a button). */
  auto: boolean;
  onPaid?(order: OrderView): void;
  onPayFailed?(order: OrderView): void;
}

export interface OrderFlow {
  state: FlowState;
  /** Starts the intent's run; a no-op while the same intent is running or done. */
  start(): void;
  retryPayment(): void;
  /** 我已支付: the order's status is asked now (OrderRun.checkNow). */
  checkNow(): void;
}

/** The order flow of SPEC §4 bound to a dialog: stops on close (the fade's start), unmount, intent change or `active` off. */
export function useOrderFlow({ input, intentKey, active, auto, onPaid, onPayFailed }: OrderFlowOptions): OrderFlow {
  const [state, setState] = useState<FlowState>(IDLE);
  const run = useRef<OrderRun | null>(null);
  const latest = useRef({ input, onPaid, onPayFailed });
  useEffect(() => {
    latest.current = { input, onPaid, onPayFailed };
  });

  const start = useCallback(() => {
    const order = latest.current.input;
    if (!active || !order || run.current?.key === intentKey) return;
    run.current?.stop();
    run.current = runOrder(
      order,
      intentKey,
      {
        create: (body, key, signal) => createOrder(body, key, { signal }),
        // The account the created order credits (the buyer's own unless the intent named another).
        pay: (created, signal) => payOrder(created.orderNo, created.targetAccount || order.targetAccount, { ...QUIET, signal }),
        status: (orderNo, signal) => getOrderStatus(orderNo, { ...QUIET, signal }),
        onPaid: (o) => latest.current.onPaid?.(o),
        onPayFailed: (o) => latest.current.onPayFailed?.(o),
      },
      setState,
    );
  }, [active, intentKey]);

  // Closed: the dialog fades out still mounted, but its payment poll ends at the close.
  const leaving = useDialogLeaving();
  useEffect(() => {
    if (leaving) run.current?.stop();
  }, [leaving]);

  // A new intent or switching off ends the old run; unmount (dialog closed) too.
  useEffect(() => {
    return () => {
      run.current?.stop();
      run.current = null;
      setState(IDLE);
    };
  }, [active, intentKey]);

  const ready = input !== null;
  useEffect(() => {
    if (auto && ready) start();
  }, [auto, ready, start]);

  const retryPayment = useCallback(() => run.current?.retryPayment(), []);
  const checkNow = useCallback(() => run.current?.checkNow(), []);
  return { state, start, retryPayment, checkNow };
}

