import { catalogueHandlers } from './catalogue';
import { purchaseHandlers } from './purchase';

/** The /nnorder domain: wallet, packages, rate, orders (the cashier control lives in sandbox/controls.ts). */
export const orderHandlers = [...catalogueHandlers, ...purchaseHandlers];
