import { AUTH_CODES } from '@/lib/constants';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';

const FALLBACK = '网络异常，请稍后重试';

/**
 * The red line in the dialog for a failed call ('' for a cancelled one). The dialog's calls follow
 * the http client's error policy, so the client has already shown the call's message (auth codes:
 * its "log in again" warning); only a failure the client never reported (not an ApiError) or one
 * without a message gets the fallback toast here.
 */
export function callErrorText(e: unknown): string {
  if (!isApiError(e)) {
    toast.warning(FALLBACK);
    return FALLBACK;
  }
  if (e.code === 'canceled') return '';
  if (!e.msg && !AUTH_CODES.includes(e.code)) toast.warning(FALLBACK);
  return e.msg || FALLBACK;
}
