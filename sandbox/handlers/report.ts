import { http } from 'msw';
import { mutate, now } from '../db';
import { failWithStatus, ok } from '../envelope';
import { isRecord, readJsonValue } from '../request-body';

/** Enough for a QA run; older events are dropped so the snapshot stays small. */
export const MAX_EVENTS = 1000;

/**
 * What the Sensors Data SDK itself would ever send (SPEC §9: content 255, selector 1024, string
 * 500, referrer 200, names 100, distinct id 255, a local queue under 200 items). A collector must
 * not store what no SDK sends: a body over MAX_REPORT_BODY_BYTES is refused (413) before it is
 * read, and every stored event is cut down to these limits.
 */
export const REPORT_LIMITS = {
  body: 64 * 1024,
  eventsPerBody: 200,
  name: 100,
  string: 500,
  content: 255,
  selector: 1024,
  referrer: 200,
  distinctId: 255,
  keys: 100,
  items: 100,
  depth: 4,
} as const;

const LIMIT_BY_KEY: Record<string, number> = {
  event: REPORT_LIMITS.name,
  distinct_id: REPORT_LIMITS.distinctId,
  $element_content: REPORT_LIMITS.content,
  $element_selector: REPORT_LIMITS.selector,
  $referrer: REPORT_LIMITS.referrer,
  $latest_referrer: REPORT_LIMITS.referrer,
};

/** One event within the SDK's limits: strings truncated, long keys, deep nesting and extra keys or items dropped. */
export function capEvent(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return value.slice(0, LIMIT_BY_KEY[key] ?? REPORT_LIMITS.string);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= REPORT_LIMITS.depth) return null;
  if (Array.isArray(value)) return value.slice(0, REPORT_LIMITS.items).map((v) => capEvent(v, '', depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value).slice(0, REPORT_LIMITS.keys)) {
    if (k.length <= REPORT_LIMITS.name) out[k] = capEvent(v, k, depth + 1);
  }
  return out;
}

const tooLarge = () => failWithStatus(413, '413', '上报数据过大');

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
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > REPORT_LIMITS.body) return tooLarge();
  if (request.url.length > REPORT_LIMITS.body) return tooLarge();
  if (request.method !== 'GET' && request.body) {
    const size = (await request.clone().arrayBuffer()).byteLength;
    if (size > REPORT_LIMITS.body) return tooLarge();
  }
  const events = (await eventsOfRequest(request)).slice(0, REPORT_LIMITS.eventsPerBody).map((e) => capEvent(e));
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
