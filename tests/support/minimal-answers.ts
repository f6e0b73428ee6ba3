import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { answerField, contractOf, minimal } from '@/contracts';
import { apiPathOf, gateway } from '@/lib/server/gateway';

function succeeded(body: Record<string, unknown>, envelope: 'general' | 'activity'): boolean {
  return envelope === 'general' ? body.success === true : Number(body.code) === 0;
}

/**
 * The sandbox's success answers cut down to the least their contract (contracts/) allows: fields
 * the contract does not name and sandbox-only fields are dropped. A client flow tested through
 * this cannot depend on a field only the sandbox sends. Calls without a contract pass unchanged.
 */
export async function minimalAnswer(request: Request): Promise<Response> {
  const response = await gateway(request);
  const found = contractOf(request.method, apiPathOf(request.url));
  if (!found) return response;
  const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || !succeeded(body, found.contract.envelope)) return response;
  return HttpResponse.json(minimal(answerField(found.contract), body) as Record<string, unknown>, { status: response.status });
}

/** Every test of the file runs on minimal answers (registered before each test: resetHandlers drops it). */
export function useMinimalAnswers(server: SetupServer): void {
  beforeEach(() => server.use(http.all('*/api/gw/*', ({ request }) => minimalAnswer(request))));
}
