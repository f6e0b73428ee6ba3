#!/usr/bin/env node
// A real crawler over the running site: linkinator from `/`, following every
// same-site link recursively, checking (not following) nothing off-site. The bench runs it and
// holds it to a budget — finished within the time limit, at most `maxUrls` unique URLs, no broken
// same-site link — which only holds while the site's crawlable space is finite (the catalogue's
// crawl policy, components/games/catalogue-query.ts).
//
//   node scripts/crawl.ts [--base-url http://127.0.0.1:3100] [--concurrency 8] [--time-limit-ms 180000] [--max-urls 2000]
//
// prints the result as JSON; exits 1 when a budget is broken.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LinkChecker } from 'linkinator';

/** The bench's budget: ≤ 3 min, ≤ 2,000 unique URLs, 0 broken same-site links. */
export const CRAWL_BUDGET = { timeLimitMs: 180_000, maxUrls: 2_000 };

export interface CrawlOptions {
  baseUrl: string;
  concurrency?: number;
  timeLimitMs?: number;
  maxUrls?: number;
}

export interface BrokenLink {
  url: string;
  status: number | undefined;
  parent: string | undefined;
}

export interface CrawlResult {
  baseUrl: string;
  seconds: number;
  uniqueUrls: number;
  pages: number;
  broken: BrokenLink[];
  truncated: false | 'maxUrls' | 'timeLimit';
  offSiteSkipped: number;
  withinBudget: boolean;
  budget: { timeLimitMs: number; maxUrls: number };
}

/**
 * Crawls `baseUrl` from `/`. Unique URLs are the same-site URLs the crawler asked for (pages and
 * their assets). Past `maxUrls` unique URLs or `timeLimitMs`, every further link is skipped, so
 * the crawl drains and returns (`truncated` says why) instead of running on.
 */
export async function runCrawl({ baseUrl, concurrency = 8, timeLimitMs = CRAWL_BUDGET.timeLimitMs, maxUrls = CRAWL_BUDGET.maxUrls }: CrawlOptions): Promise<CrawlResult> {
  const root = new URL('/', baseUrl);
  const started = Date.now();
  const seen = new Set<string>();
  const offSite = new Set<string>();
  const pages = new Set<string>();
  let truncated: CrawlResult['truncated'] = false;

  const checker = new LinkChecker();
  const broken: BrokenLink[] = [];
  checker.on('pagestart', (url) => pages.add(url));
  checker.on('link', (result) => {
    if (result.state !== 'BROKEN') return;
    let sameSite = false;
    try {
      sameSite = new URL(result.url).origin === root.origin;
    } catch {
      sameSite = false;
    }
    if (sameSite) broken.push({ url: result.url, status: result.status, parent: result.parent });
  });

  await checker.check({
    path: root.href,
    recurse: true,
    concurrency,
    timeout: 30_000,
    // A 503 with Retry-After is the server's "come back later" while its render queue is full,
    // not a broken link: search engines retry it later, and so does this crawl (5xx retried up to
    // 5 times after 0–3 s). linkinator's concurrency bounds its tasks, not the requests still being
    // answered, so a crawl of uncached pages can fill the queue.
    retryErrors: true,
    retryErrorsCount: 5,
    retryErrorsJitter: 3000,
    linksToSkip: async (link) => {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return true;
      }
      if (url.origin !== root.origin) {
        offSite.add(url.href);
        return true;
      }
      url.hash = '';
      const key = url.href;
      if (seen.has(key)) return false;
      if (seen.size >= maxUrls) {
        truncated ||= 'maxUrls';
        return true;
      }
      if (Date.now() - started > timeLimitMs) {
        truncated ||= 'timeLimit';
        return true;
      }
      seen.add(key);
      return false;
    },
  });

  const seconds = Math.round((Date.now() - started) / 100) / 10;
  return {
    baseUrl: root.origin,
    seconds,
    uniqueUrls: seen.size,
    pages: pages.size,
    broken,
    truncated,
    offSiteSkipped: offSite.size,
    withinBudget: !truncated && seconds * 1000 <= timeLimitMs && seen.size <= maxUrls && broken.length === 0,
    budget: { timeLimitMs, maxUrls },
  };
}

/**
 * runCrawl() in a Node process of its own (this file's CLI), as a real crawler is a client of its
 * own: linkinator parses every page it fetches, and a load generator in the same process (the
 * bench's cached-page probe) would have its replies wait behind that parsing and report them as
 * server latency. Resolves with runCrawl()'s result; rejects when the process gives none.
 */
export function runCrawlProcess({ baseUrl, concurrency, timeLimitMs, maxUrls }: CrawlOptions): Promise<CrawlResult> {
  const args = [fileURLToPath(import.meta.url), '--base-url', baseUrl];
  if (concurrency !== undefined) args.push('--concurrency', String(concurrency));
  if (timeLimitMs !== undefined) args.push('--time-limit-ms', String(timeLimitMs));
  if (maxUrls !== undefined) args.push('--max-urls', String(maxUrls));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { out += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { err = (err + d).slice(-4000); });
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out) as CrawlResult);
      } catch {
        reject(new Error(`the crawl process exited ${code} without a result${err ? `: ${err.trim()}` : ''}`));
      }
    });
  });
}

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]) {
  const num = (name: string) => (argValue(argv, name) === undefined ? undefined : Number(argValue(argv, name)));
  const result = await runCrawl({
    baseUrl: argValue(argv, '--base-url') ?? process.env.CRAWL_BASE_URL ?? 'http://127.0.0.1:3100',
    concurrency: num('--concurrency'),
    timeLimitMs: num('--time-limit-ms'),
    maxUrls: num('--max-urls'),
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = result.withinBudget ? 0 : 1;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exitCode = 2;
  });
}
