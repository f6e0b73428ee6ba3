import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';

/** A router double for components that call useRouter (no Next runtime in jsdom). */
export function makeRouter(over: Partial<NextRouter> = {}): NextRouter {
  const events = { on: vi.fn(), off: vi.fn(), emit: vi.fn() };
  return {
    basePath: '',
    pathname: '/',
    route: '/',
    asPath: '/',
    query: {},
    isReady: true,
    isFallback: false,
    isLocaleDomain: false,
    isPreview: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events,
    ...over,
  } as NextRouter;
}

export function withRouter(ui: ReactElement, router: NextRouter = makeRouter()): ReactNode {
  return <RouterContext.Provider value={router}>{ui}</RouterContext.Provider>;
}
