import { SUCCESS_CODES } from '@/lib/constants';
import type { ApiResult, CallKind } from './types';

type Raw = Record<string, unknown>;

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Normalises either envelope — `{retCode, retMsg, retData, total, retTime, success}` or the
 * activity services' `{code, msg, data}` — to an ApiResult. Returns null for anything else
 * (an HTML error page, malformed JSON), which the client reports as a network failure.
 */
export function normaliseEnvelope(raw: unknown, kind: CallKind = 'default'): ApiResult | null {
  let body = raw;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (!isObject(body)) return null;
  if ('retCode' in body) {
    const code = String(body.retCode);
    return {
      code,
      msg: typeof body.retMsg === 'string' ? body.retMsg : '',
      data: body.retData as unknown,
      total: typeof body.total === 'number' ? body.total : undefined,
      time: typeof body.retTime === 'number' ? body.retTime : undefined,
      success: isSuccessCode(code, kind),
    };
  }
  if ('code' in body) {
    const code = String(body.code);
    return {
      code,
      msg: typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : '',
      data: body.data as unknown,
      total: typeof body.total === 'number' ? body.total : undefined,
      time: typeof body.time === 'number' ? body.time : undefined,
      success: isSuccessCode(code, kind),
    };
  }
  return null;
}

/** In the activity client only `0` succeeds; elsewhere the success codes of SPEC §8. */
export function isSuccessCode(code: string, kind: CallKind = 'default'): boolean {
  if (kind === 'activity') return code === '0';
  return SUCCESS_CODES.includes(code);
}
