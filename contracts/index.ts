import { authContracts } from './auth';
import { leigodContracts } from './leigod';
import { orderContracts } from './orders';
import type { CallContract } from './schema';

/**
 * The wire contract of the site's calls, one file per backend domain (auth, orders, leigod so far),
 * as data: what the sandbox must answer (tests/contracts) and the most a client flow may read
 * (tests/support/minimal-answers.ts). Used by tests only; never imported by site code.
 */
export const CONTRACTS = { ...authContracts, ...orderContracts, ...leigodContracts };

const compiled = Object.entries(CONTRACTS).map(([key, contract]) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
  return { method, pattern, key, contract };
});

/** The contract of a call (`/u-nnpc/registerLogin`, without /api/gw), or null when none is written yet. */
export function contractOf(method: string, apiPath: string): { key: string; contract: CallContract } | null {
  const found = compiled.find((c) => c.method === method.toUpperCase() && c.pattern.test(apiPath));
  return found ? { key: found.key, contract: found.contract } : null;
}

export { answerField, check, minimal, t, type CallContract, type Field } from './schema';
