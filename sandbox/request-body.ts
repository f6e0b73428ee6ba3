/** Tolerant readers for handler inputs: a bad body is the client's error, never a handler crash. */

export type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed JSON body, `{}` when it is empty or not a JSON object. Form bodies are read too. */
export async function readBody(request: Request): Promise<Body> {
  const text = await request.clone().text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The raw JSON value of the body (any shape), or undefined. */
export async function readJsonValue(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A string field; numbers are accepted since clients send phones and codes either way. */
export function str(body: Body, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Plain JSON for the QA controls (not the API envelope). */
export function plainJson(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export { isRecord };
