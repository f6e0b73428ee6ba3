import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { PurgeHook } from '@/server/renderer/purge';
import { authorize, MAX_BODY_BYTES, parseRevalidateBody, type PublishItem } from '@/server/renderer/revalidate';

/**
 * Publish on demand (README "Scaling out"): `POST /api/revalidate` with
 * `Authorization: Bearer $REVALIDATE_SECRET` and `{"paths":["/news/10001.html","/news"]}` re-renders
 * each page into the ISR cache (shared through Redis when REDIS_URL is set) and drops it from the page
 * cache of every instance (server/renderer/purge.ts). 200 `{revalidated, failed:[{path, reason}]}`;
 * 401 without the secret, 400 for a bad body or a path that is not a page, 503 when publishing is off.
 */
export const config = { api: { bodyParser: false } };

/** The hook the renderer installs (server/renderer/purge.ts installPurge); absent under `next dev`, which has no page cache. */
const purgeHook = () => (globalThis as Record<symbol, PurgeHook | undefined>)[Symbol.for('nn.purge')];

/** Pages re-rendered at once: a publish of 100 paths does not take the instance's every core. */
const CONCURRENCY = 4;

class TooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: NextApiResponse, status: number, body: unknown) {
  res.status(status).json(body);
}

export default async function revalidateHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return send(res, 405, { error: 'method not allowed' });
  }
  const auth = authorize(req.headers.authorization, process.env.REVALIDATE_SECRET);
  if (auth === 'unset') return send(res, 503, { error: 'publishing is off (REVALIDATE_SECRET is not set)' });
  if (auth === 'denied') {
    res.setHeader('WWW-Authenticate', 'Bearer');
    return send(res, 401, { error: 'a valid bearer token is required' });
  }
  let raw: string;
  try {
    raw = await readBody(req);
  } catch (err) {
    if (err instanceof TooLarge) return send(res, 413, { error: `the body is over ${MAX_BODY_BYTES} bytes` });
    throw err;
  }
  const parsed = parseRevalidateBody(raw);
  if ('error' in parsed) return send(res, 400, { error: parsed.error });

  const revalidated: string[] = [];
  const failed: { path: string; reason: string }[] = [];
  const queue = [...parsed.items];
  const worker = async () => {
    for (let item: PublishItem | undefined = queue.shift(); item; item = queue.shift()) {
      try {
        await res.revalidate(item.page);
        revalidated.push(item.path);
      } catch (err) {
        failed.push({ path: item.path, reason: err instanceof Error ? err.message : String(err) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));

  // Every path leaves the page caches, a failed one too: what they hold may be what was replaced.
  const hook = purgeHook();
  if (hook) {
    try {
      await hook.publish(parsed.items.map((i) => i.path));
    } catch (err) {
      const reason = `purge failed: ${err instanceof Error ? err.message : String(err)}`;
      for (const path of revalidated.splice(0)) failed.push({ path, reason });
    }
  }
  const order = new Map(parsed.items.map((i, n) => [i.path, n]));
  revalidated.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  failed.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
  return send(res, 200, { revalidated, failed });
}
