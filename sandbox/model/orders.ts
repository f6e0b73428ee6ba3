import { db, mutate, now } from '../db';
import type { SandboxOrder } from '../types';

export type CashierAction = 'pay' | 'fail' | 'expire';

export function isCashierAction(value: unknown): value is CashierAction {
  return value === 'pay' || value === 'fail' || value === 'expire';
}

/** The order, with a pending order past its deadline turned expired (orders expire after 30 minutes). */
export function findOrder(orderNo: string): SandboxOrder | undefined {
  const order = db().orders[orderNo];
  if (order && order.status === 1 && now() > order.expiresAt) {
    mutate(() => {
      order.status = -1;
      order.updatedAt = now();
    });
  }
  return order;
}

/** What the cashier buttons do. Only a pending order changes; returns false otherwise. */
export function applyCashierAction(order: SandboxOrder, action: CashierAction): boolean {
  if (order.status !== 1) return false;
  mutate(() => {
    order.updatedAt = now();
    if (action === 'pay') {
      order.status = 2;
      order.payFailed = false;
    } else if (action === 'expire') {
      order.status = -1;
    } else {
      order.payFailed = true; // the payment attempt failed; the order itself stays payable
    }
  });
  return true;
}
