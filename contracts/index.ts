import { activityContracts } from './activity';
import { authContracts } from './auth';
import { commonContracts } from './common';
import { contentContracts } from './content';
import { gameContracts } from './games';
import { leigodContracts } from './leigod';
import { orderContracts } from './orders';
import type { CallContract, Contracts } from './schema';

/**
 * The wire contract of every call the site makes (services/), one file per backend domain, as
 * data: auth (/u-nnpc), orders (/nnorder), common (channel, download, dictionaries), content
 * (/nn-assist: articles, help, banners, comments), games (the catalogue: /nchannel, /speed,
 * /sgame), activity (/activity) and leigod (the accelerator activity and its prize widget). It
 * says what the sandbox must answer (tests/contracts) and the most a client flow may read
 * (tests/support/minimal-answers.ts). Used by tests only; never imported by site code.
 */
function merged(...domains: Contracts[]): Contracts {
  const all: Contracts = {};
  for (const domain of domains) {
    for (const [key, contract] of Object.entries(domain)) {
      if (key in all) throw new Error(`contract ${key} is written twice`);
      all[key] = contract;
    }
  }
  return all;
}

export const CONTRACTS = merged(authContracts, orderContracts, commonContracts, contentContracts, gameContracts, activityContracts, leigodContracts);

/** Exact paths before parameterised ones: /leigod/api/activity/package is not /leigod/api/activity/:id. */
const compiled = Object.entries(CONTRACTS)
  .map(([key, contract]) => {
    const [method, path] = key.split(' ') as [string, string];
    const params = path.match(/:[a-zA-Z]+/g)?.length ?? 0;
    const pattern = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return { method, pattern, params, key, contract };
  })
  .sort((a, b) => a.params - b.params);

/** The contract of a call (`/u-nnpc/registerLogin`, without /api/gw), or null when none is written. */
export function contractOf(method: string, apiPath: string): { key: string; contract: CallContract } | null {
  const found = compiled.find((c) => c.method === method.toUpperCase() && c.pattern.test(apiPath));
  return found ? { key: found.key, contract: found.contract } : null;
}

export { answerField, check, minimal, t, type CallContract, type Field } from './schema';
