import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { beforeEach, expect } from 'vitest';
import { answerField, contractOf, minimal } from '@/contracts';
import { apiPathOf, gateway } from '@/server/gateway/handler';

function succeeded(body: Record<string, unknown>, envelope: 'general' | 'activity'): boolean {
  return envelope === 'general' ? body.success === true : Number(body.code) === 0;
}

/** A call answered through `minimalAnswer`: its contract key (null: none), and whether the answer was cut down. */
export interface MinimalCall {
  method: string;
  path: string;
  key: string | null;
  cut: boolean;
}

/**
 * The sandbox's success answers cut down to the least their contract (contracts/) allows: fields
 * the contract does not name and sandbox-only fields are dropped. A client flow tested through
 * this cannot depend on a field only the sandbox sends. Calls without a contract pass unchanged
 * (so do refusals); `log` records every call either way.
 */
export async function minimalAnswer(request: Request, log?: MinimalCall[]): Promise<Response> {
  const response = await gateway(request);
  const path = apiPathOf(request.url);
  const found = contractOf(request.method, path);
  const entry: MinimalCall = { method: request.method, path, key: found?.key ?? null, cut: false };
  log?.push(entry);
  if (!found) return response;
  const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || !succeeded(body, found.contract.envelope)) return response;
  entry.cut = true;
  return HttpResponse.json(minimal(answerField(found.contract), body) as Record<string, unknown>, { status: response.status });
}

/** The props of a page loader's result (getStaticProps / getServerSideProps). */
type PropsOf<R> = R extends { props: infer P } ? P : never;

export interface MinimalAnswers {
  /** This test's calls so far: a test can check that its flow's calls were cut down. */
  calls: MinimalCall[];
  /** Runs `work` on the sandbox's full answers instead (to compare what a loader makes of each). */
  full<T>(work: () => Promise<T>): Promise<T>;
  /**
   * A page loader run on full answers, then on minimal ones: the same result (a loader reading a
   * field its contract does not promise would differ, or fall into its error state), every call it
   * made answered by its contract and cut down. Returns the props; `calls` holds the loader's calls.
   */
  /**
   * The loader's result on full and on minimal answers is the same, and every call was cut down —
   * but for `uncut`: contract keys of calls that must pass unchanged (a refusal is not cut), in order.
   */
  sameProps<R>(load: () => R | Promise<R>, uncut?: readonly string[]): Promise<PropsOf<Awaited<R>>>;
}

/** Every test of the file runs on minimal answers (registered before each test: resetHandlers drops it). */
export function useMinimalAnswers(server: SetupServer): MinimalAnswers {
  const calls: MinimalCall[] = [];
  let cutting = true;
  beforeEach(() => {
    calls.length = 0;
    cutting = true;
    server.use(http.all('*/api/gw/*', ({ request }) => (cutting ? minimalAnswer(request, calls) : gateway(request))));
  });
  const full = async <T>(work: () => Promise<T>): Promise<T> => {
    cutting = false;
    try {
      return await work();
    } finally {
      cutting = true;
    }
  };
  return {
    calls,
    full,
    async sameProps<R>(load: () => R | Promise<R>, uncut: readonly string[] = []) {
      const onFull = await full(async () => load());
      calls.length = 0;
      const onLeast = await load();
      expect(onLeast).toEqual(onFull);
      if (typeof onLeast !== 'object' || onLeast === null || !('props' in onLeast)) throw new Error(`no props: ${JSON.stringify(onLeast)}`);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.filter((c) => !c.cut).map((c) => c.key)).toEqual(uncut);
      return onLeast.props as PropsOf<Awaited<R>>;
    },
  };
}
