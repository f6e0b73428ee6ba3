import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { freshSandbox } from './sandbox-calls';

/**
 * Component tests against the sandbox: every `/api/gw/*` call the browser code makes is answered by
 * the embedded sandbox's handlers through the gateway, as `npm run dev` answers it, from a fresh
 * seed per test. The backend is not faked a second time: a test arranges data through the sandbox's
 * own API (tests/support/sandbox-calls.ts) and uses `server.use` only to inject a fault. Unhandled requests
 * (anything but the gateway) fail the test; `requests` logs what reached the network layer (copies,
 * so a test can read a body the sandbox has read).
 */
export function useSandboxServer() {
  const server = setupServer(http.all('*/api/gw/*', ({ request }) => gateway(request)));
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    // A copy: the sandbox reads the body, a test may read it again.
    requests.push(request.clone());
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => freshSandbox());
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}
