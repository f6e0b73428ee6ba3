// @vitest-environment node
// Behaviour across files: server-side page calls under backend faults (lib/http on the server; services/content.ts, games.ts; sandbox/faults.ts through server/gateway/handler.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http';
import { gateway } from '@/server/gateway/handler';
import { faults } from '@/sandbox/db';
import { getArticle, listArticles, searchArticles } from '@/services/content';
import { searchGameRepo } from '@/services/games';
import { freshSandbox, gwRequest } from '../support/sandbox-calls';

/**
 * The server half of the fault matrix's SSR_PAGES: the call each server-rendered
 * page of e2e/faults.spec.ts makes, × every fault kind, through the shared client as the server
 * uses it (in-process gateway, SERVER_CALL: 12 s, one retry) against the sandbox's faults. Each
 * kind is a rejection the page can render (an ApiError, never a throw of something else or a hang),
 * a POST is sent once, a reading GET once more on 5xx and no answer; a 10 s backend is waited for.
 * The page under each outcome (error state, error page, ISR's cached copy) stays in e2e, with a
 * status and a dropped connection per page.
 */

http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => true });

const KINDS = [
  { name: '500', fault: { status: 500 }, message: '服务器开小差了:【500】', again: true },
  { name: '502', fault: { status: 502 }, message: '网络异常:【502】', again: true },
  { name: '504', fault: { status: 504 }, message: '网络异常:【504】', again: true },
  { name: 'HTML error body', fault: { body: 'html' }, message: '网络异常:【200】', again: false },
  { name: 'malformed JSON', fault: { body: 'malformed' }, message: '网络异常:【200】', again: false },
  { name: 'dropped connection', fault: { body: 'drop' }, message: '网络异常:【ERR_NETWORK】', again: true },
] as const;

type Row = { page: string; api: string; retried: boolean; call: () => Promise<unknown> };

const ROWS: readonly Row[] = [
  { page: 'list pages (/gl.html, /news.html)', api: '/nn-assist/article/service/page', retried: false, call: () => listArticles({ type: 'guide', pageNo: 1, pageSize: 10 }) },
  { page: 'search (/content/search)', api: '/nn-assist/article/search', retried: false, call: () => searchArticles({ keyword: '加速', pageNo: 1, pageSize: 10 }) },
  { page: 'game catalogue (/yxxz)', api: '/speed/mobile/game/seo/repo', retried: false, call: () => searchGameRepo({ no: 1 }) },
  { page: 'article (/news/{id}.html)', api: '/nn-assist/article/detail', retried: true, call: () => getArticle(10001) },
];

const addFault = (fault: object) => gateway(gwRequest('/__sandbox/faults', { method: 'POST', body: fault }));

beforeEach(() => {
  freshSandbox();
});

describe('server-side page calls under backend faults', () => {
  for (const row of ROWS) {
    for (const kind of KINDS) {
      it(`${row.page} × ${kind.name}`, async () => {
        faults().length = 0;
        // `times: 5`: each attempt that reaches the sandbox uses one.
        await addFault({ path: row.api, ...kind.fault, times: 5 });
        await expect(row.call()).rejects.toMatchObject({ msg: kind.message, success: false });
        const left = faults().find((f) => f.path === row.api)?.times ?? 0;
        faults().length = 0;
        expect(5 - left, row.retried && kind.again ? 'a reading GET: one retry on the server' : 'sent once').toBe(row.retried && kind.again ? 2 : 1);
        await expect(row.call()).resolves.toBeTruthy();
      });
    }
  }

  it('a 10 s delay on every page call: the server waits (SERVER_CALL 12 s) and gets the answer, asking once', async () => {
    faults().length = 0;
    for (const row of ROWS) await addFault({ path: row.api, delayMs: 10_000, times: 2 });
    const started = performance.now();
    const results = await Promise.all(ROWS.map((row) => row.call()));
    expect(performance.now() - started).toBeGreaterThanOrEqual(9_900);
    for (const result of results) expect(result).toBeTruthy();
    // Each fault had 2 uses: one left means the call was made once.
    expect(ROWS.map((row) => faults().find((f) => f.path === row.api)?.times)).toEqual(ROWS.map(() => 1));
    faults().length = 0;
  }, 30_000);
});
