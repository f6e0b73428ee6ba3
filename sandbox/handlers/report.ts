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

function realPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/^\/api\/gw(?=\/|$)/, '');
}

const record = async ({ request }: { request: Request }) => {
  const events = eventsOf(await readJsonValue(request));
  const path = realPath(request);
  const receivedAt = now();
  mutate((s) => {
    for (const event of events) s.events.push({ receivedAt, path, event });
    if (s.events.length > MAX_EVENTS) s.events.splice(0, s.events.length - MAX_EVENTS);
  });
  return ok(null);
};

export const reportHandlers = [http.post('*/report/*', record), http.post('*/nn-report/*', record)];
