/**
 * Idempotency-Key (the header lib/http's sentOnce() puts on every state-changing GET): a request
 * that repeats the method, path, caller and key of an earlier one is answered with the earlier
 * answer, and the handler does not run again — a draw re-sent by the browser after a dropped
 * connection is not a second draw. A repeat that arrives while the first is still running waits for
 * it. Kept in memory for ten minutes (a re-send comes within seconds), at most 2,000 entries.
 */

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

interface Stored {
  at: number;
  answer: Promise<{ body: ArrayBuffer; status: number; statusText: string; headers: [string, string][] }>;
}

const answers = new Map<string, Stored>();

function keyOf(request: Request, apiPath: string): string | null {
  const key = request.headers.get('idempotency-key')?.trim();
  if (!key || key.length > 200) return null;
  const caller = request.headers.get('token') ?? '';
  return `${request.method} ${apiPath} ${caller} ${key}`;
}

function prune(now: number): void {
  for (const [k, v] of answers) {
    if (now - v.at <= TTL_MS && answers.size <= MAX_ENTRIES) break;
    answers.delete(k);
  }
}

/** Runs `answer` once per idempotency key; requests without one always run. */
export async function answerOnce(request: Request, apiPath: string, answer: () => Promise<Response>): Promise<Response> {
  const key = keyOf(request, apiPath);
  if (!key) return answer();
  const now = Date.now();
  prune(now);
  let stored = answers.get(key);
  if (!stored || now - stored.at > TTL_MS) {
    stored = {
      at: now,
      answer: answer().then(async (res) => ({
        body: await res.arrayBuffer(),
        status: res.status,
        statusText: res.statusText,
        headers: [...res.headers],
      })),
    };
    answers.set(key, stored);
  }
  const first = await stored.answer;
  return new Response(first.body.byteLength ? first.body.slice(0) : null, { status: first.status, statusText: first.statusText, headers: first.headers });
}

