import type { SandboxState } from '../types';
import { FIRST_FREE_NN_NUMBER, seedUsers } from './users';

export { DEMO_ACCOUNTS, DEFAULT_AVATAR, describeDemoAccounts } from './users';

/** The deterministic starting state; `reset()` returns to it. */
export function seedState(): SandboxState {
  return {
    version: 1,
    users: seedUsers(),
    tokens: {},
    sms: {},
    smsDaily: {},
    captchaChallenges: {},
    // QA can turn the captcha on for a whole run with SANDBOX_CAPTCHA=on, or per test via /__sandbox/settings.
    settings: { captchaEnabled: process.env.SANDBOX_CAPTCHA === 'on' },
    orders: {},
    events: [],
    nextNnNumber: FIRST_FREE_NN_NUMBER,
  };
}
