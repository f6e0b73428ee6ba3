import { MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';

/** The pre-Clipboard-API way: a hidden textarea and execCommand('copy'). */
function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  if (previous && selection) {
    selection.removeAllRanges();
    selection.addRange(previous);
  }
  return ok;
}

/**
 * Copies text (a CDK, an order number, an invite link) and toasts 复制成功! (SPEC §8). Uses the
 * Clipboard API on secure pages, else the textarea fallback; resolves false when both fail, with a
 * hint to copy by hand.
 */
export async function copyText(text: string, { silent = false }: { silent?: boolean } = {}): Promise<boolean> {
  let ok = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    ok = false;
  }
  if (!ok) ok = legacyCopy(text);
  if (!silent) {
    if (ok) toast.success(MSG.copyOk);
    else toast.warning('复制失败，请长按或手动选择文字复制');
  }
  return ok;
}
