import { faults } from './db';
import { envelope } from './envelope';
import { isRecord } from './request-body';
import type { Fault } from './types';

/** Thrown for a `drop` fault: the API route destroys the socket, the in-process adapter reports a network error. */
export class SandboxDropError extends Error {
  constructor(path: string) {
    super(`sandbox fault: connection dropped for ${path}`);
    this.name = 'SandboxDropError';
  }
}

const BODIES = new Set(['html', 'malformed', 'drop']);

/** Validates a POST /__sandbox/faults body; returns the fault or an error message. */
export function parseFault(input: unknown): Fault | string {
  if (!isRecord(input) || typeof input.path !== 'string' || !input.path.startsWith('/')) {
    return 'path is required and must start with "/"';
  }
  const fault: Fault = { path: input.path };
  if (input.status !== undefined) {
    if (typeof input.status !== 'number' || input.status < 200 || input.status > 599) return 'status must be an HTTP status';
    fault.status = input.status;
  }
  if (input.delayMs !== undefined) {
    if (typeof input.delayMs !== 'number' || input.delayMs < 0) return 'delayMs must be a non-negative number';
    fault.delayMs = input.delayMs;
  }
  if (input.times !== undefined) {
    if (!Number.isInteger(input.times) || (input.times as number) < 1) return 'times must be a positive integer';
    fault.times = input.times as number;
  }
  if (input.code !== undefined) fault.code = String(input.code);
  if (typeof input.msg === 'string') fault.msg = input.msg;
  if (input.body !== undefined) {
    if (typeof input.body !== 'string' || !BODIES.has(input.body)) return 'body must be html, malformed or drop';
    fault.body = input.body as Fault['body'];
  }
  if (input.after !== undefined) {
    if (typeof input.after !== 'boolean') return 'after must be a boolean';
    if (input.after && fault.status === undefined && fault.body === undefined && fault.code === undefined) {
      return 'after needs what replaces the answer: status, code or body';
    }
    if (input.after) fault.after = true;
  }
  return fault;
}

/** The first fault whose path prefixes the call's path; counts one use of it. */
export function takeFault(apiPath: string): Fault | null {
  const list = faults();
  const index = list.findIndex((f) => apiPath.startsWith(f.path));
  if (index < 0) return null;
  const fault = list[index];
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) list.splice(index, 1);
  }
  return fault;
}

const HTML_PAGE = (status: number) =>
  `<!DOCTYPE html><html><head><title>${status} Error</title></head><body><center><h1>${status} Error</h1></center><hr><center>nginx</center></body></html>`;

function html(status: number): Response {
  return new Response(HTML_PAGE(status), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * Applies a fault: waits first, then answers as configured. Returns null when the fault only
 * delays, so the call goes on to the handlers.
 */
export async function applyFault(fault: Fault, apiPath: string): Promise<Response | null> {
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.body === 'drop') throw new SandboxDropError(apiPath);
  const status = fault.status ?? 200;
  if (fault.body === 'html') return html(status);
  if (fault.body === 'malformed') {
    return new Response('{"retCode":"100","retMsg":"succ', { status, headers: { 'content-type': 'application/json' } });
  }
  if (fault.code !== undefined) {
    return Response.json(envelope(fault.code, fault.msg ?? '沙箱注入的故障', null), { status });
  }
  if (fault.status !== undefined) return html(fault.status);
  return null;
}

/**
 * Answers a call through the faults: a fault without `after` answers instead of the handlers
 * (`answer` is never called, nothing is committed); one with `after` lets the handlers run and
 * commit, then replaces their answer — the lost answer of a committed write.
 */
export async function answerThroughFaults(apiPath: string, answer: () => Promise<Response>): Promise<Response> {
  const fault = takeFault(apiPath);
  if (!fault) return answer();
  if (!fault.after) return (await applyFault(fault, apiPath)) ?? answer();
  const committed = await answer();
  const lost = await applyFault(fault, apiPath);
  if (!lost) return committed;
  await committed.body?.cancel();
  return lost;
}
