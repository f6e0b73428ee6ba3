import type { SandboxState } from '../types';
import { seedActivityState } from './activity/state';
import { seedGameComments, seedGameState } from './games';
import { contentCatalogue, seedComments } from './content';
import { seedOrders, seedWallets } from './orders';
import { captchaModeFromEnv } from '../model/captcha-mode';
import { FIRST_FREE_NN_NUMBER, seedUsers } from './users';

export { DEMO_ACCOUNTS, DEFAULT_AVATAR, describeDemoAccounts } from './users';

/** The deterministic starting state; `reset()` returns to it. */
export function seedState(): SandboxState {
  // Shared comment store: each domain seeds its own keys (`article:*` from content, `game:*` with
  // ids from 500001 up, so the two id ranges never meet).
  const articleComments = seedArticleComments();
  const gameComments = seedGameComments();
  return {
    version: 1,
    users: seedUsers(),
    tokens: {},
    sms: {},
    smsDaily: {},
    // QA picks the captcha for a whole run with SANDBOX_CAPTCHA=slide|tencent (on = tencent), or per
    // test via /__sandbox/settings.
    settings: seedCaptchaSettings(),
    orders: seedOrders(),
    wallets: seedWallets(),
    events: [],
    nextNnNumber: FIRST_FREE_NN_NUMBER,
    games: seedGameState(),
    comments: { ...articleComments.comments, ...gameComments.comments },
    nextCommentId: Math.max(articleComments.nextCommentId, gameComments.nextCommentId),
    activity: seedActivityState(),
  };
}

function seedCaptchaSettings(): SandboxState['settings'] {
  const captcha = captchaModeFromEnv();
  return { captchaEnabled: captcha !== 'none', captcha };
}

function seedArticleComments() {
  const { byId } = contentCatalogue();
  return seedComments((id) => byId.get(id)?.publishTime ?? 0);
}
