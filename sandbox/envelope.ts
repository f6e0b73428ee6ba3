import { HttpResponse } from 'msw';

/** The general envelope of SPEC §3: retCode is a string, "100" is success. */
export interface Envelope<T = unknown> {
  retCode: string;
  retMsg: string;
  retData: T;
  total: number;
  retTime: number;
  success: boolean;
}

export const SUCCESS_CODE = '100';

export function envelope<T>(retCode: string, retMsg: string, retData: T, total = 0): Envelope<T> {
  return { retCode, retMsg, retData, total, retTime: Date.now(), success: retCode === SUCCESS_CODE };
}

/** HTTP 200 success. `total` for paged lists; `msg` when the client shows the server's text. */
export function ok<T>(data: T, opts: { total?: number; msg?: string } = {}): Response {
  return HttpResponse.json(envelope(SUCCESS_CODE, opts.msg ?? 'success', data, opts.total ?? 0));
}

/** HTTP 200 with a business error code: the real gateway reports errors in the body, not the status. */
export function fail(code: string, msg: string, data: unknown = null): Response {
  return HttpResponse.json(envelope(code, msg, data));
}

/** An envelope with a non-200 status (unknown path, crashed handler). */
export function failWithStatus(status: number, code: string, msg: string): Response {
  return HttpResponse.json(envelope(code, msg, null), { status });
}

/** The activity/leigod services' envelope: `{code, msg, data}` with code 0 success. */
export function activityOk<T>(data: T, msg = 'success'): Response {
  return HttpResponse.json({ code: 0, msg, data });
}

export function activityFail(code: number | string, msg: string, data: unknown = null): Response {
  return HttpResponse.json({ code, msg, data });
}
