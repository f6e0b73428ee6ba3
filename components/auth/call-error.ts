import { AUTH_CODES } from '@/lib/constants';
import type { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';

const FALLBACK = '网络异常，请稍后重试';

function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'code' in e && 'msg' in e;
}

/**
 * Shows a failed call's message once: the dialog's calls pass `ignoreError`, so the http client
 * stays silent and the toast is ours. Auth codes were already warned about by the client.
 * Returns the text for the red line in the dialog ('' for a cancelled call).
 */
export function reportCallError(e: unknown): string {
  if (!isApiError(e)) {
    toast.warning(FALLBACK);
    return FALLBACK;
  }
  if (e.code === 'canceled') return '';
  const message = e.msg || FALLBACK;
  if (!AUTH_CODES.includes(e.code)) toast.warning(message);
  return message;
}
