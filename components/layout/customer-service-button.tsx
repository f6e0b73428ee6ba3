import { useEffect, useState } from 'react';
import { SITE } from '@/lib/site';
import styles from './customer-service-button.module.css';

/** Opens the external customer-service chat in its own window (SPEC §1). */
export function openServiceChat(url: string = SITE.serviceChat): void {
  window.open(url, 'nn_service', 'width=800,height=640,noopener');
}

/** How long after the last scroll the button comes back. */
export const SETTLE_MS = 700;

const isTextEntry = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range'].includes((el as HTMLInputElement).type)));

/**
 * Steps aside while the visitor scrolls (back once the page has settled) or types (back when the
 * field loses focus), so on a phone it never sits on the control they are reaching for.
 */
export function useStepAside(): boolean {
  const [scrolling, setScrolling] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SETTLE_MS);
    };
    const onFocusIn = (e: FocusEvent) => setTyping(isTextEntry(e.target));
    const onFocusOut = () => setTyping(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return scrolling || typing;
}

/** Floating 在线客服 button, bottom right. Mounted once in `_app`. */
export function CustomerServiceButton() {
  const aside = useStepAside();
  return (
    <button type="button" className={styles.button} data-aside={aside || undefined} onClick={() => openServiceChat()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <path
          d="M12 3a8 8 0 0 0-8 8v4a3 3 0 0 0 3 3h1v-7H6a6 6 0 0 1 12 0h-2v7h1.7A5 5 0 0 1 13 21h-1v1h1a6 6 0 0 0 6-5.2A3 3 0 0 0 20 14v-3a8 8 0 0 0-8-8z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.label}>在线客服</span>
    </button>
  );
}
