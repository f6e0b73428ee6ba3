import { http } from 'msw';
import { mutate, now } from '../db';
import { ok } from '../envelope';
import { isRecord, readJsonValue } from '../request-body';

/** Enough for a QA run; older events are dropped so the snapshot stays small. */
export const MAX_EVENTS = 1000;

/** A body is a single event, `{events:[…]}`, or a bare array (batched). */
function eventsOf(body: unknown): unknown[] {
  if (body === undefined) return [];
  if (Array.isArray(body)) return body;
  if (isRecord(body) && Array.isArray(body.events)) return body.events;
  return [body];
}

/** Base64 of UTF-8 JSON, as the Sensors Data SDK encodes it; undefined when it isn't. */
function decodeBase64Json(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The Sensors Data wire format: `data_list=<base64 JSON array>` (batch POST), `data=<base64 JSON>`
 * (ajax or beacon POST, or the image GET's query). Returns undefined for anything else.
 */
export function sensorsEvents(params: URLSearchParams): unknown[] | undefined {
  const decoded = decodeBase64Json(params.get('data_list')) ?? decodeBase64Json(params.get('data'));
  return decoded === undefined ? undefined : eventsOf(decoded);
}

async function eventsOfRequest(request: Request): Promise<unknown[]> {
  if (request.method === 'GET') return sensorsEvents(new URL(request.url).searchParams) ?? [];
  const text = await request.clone().text();
  if (/^(data_list|data)=/.test(text)) return sensorsEvents(new URLSearchParams(text)) ?? [];
  return eventsOf(await readJsonValue(request));
}

function realPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/^\/api\/gw(?=\/|$)/, '');
}

const record = async ({ request }: { request: Request }) => {
  const events = await eventsOfRequest(request);
  const path = realPath(request);
  const receivedAt = now();
  mutate((s) => {
    for (const event of events) s.events.push({ receivedAt, path, event });
    if (s.events.length > MAX_EVENTS) s.events.splice(0, s.events.length - MAX_EVENTS);
  });
  return ok(null);
};

export const reportHandlers = [
  http.post('*/report/*', record),
  http.post('*/nn-report/*', record),
  // The SDK's image sender: GET <server_url>?data=…&ext=…
  http.get('*/nn-report/*', record),
];
