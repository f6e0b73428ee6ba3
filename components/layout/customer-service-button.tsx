import { SITE } from '@/lib/site';
import styles from './customer-service-button.module.css';

/** Opens the external customer-service chat in its own window (SPEC §1). */
export function openServiceChat(url: string = SITE.serviceChat): void {
  window.open(url, 'nn_service', 'width=800,height=640,noopener');
}

/** Floating 在线客服 button, bottom right. Mounted once in `_app`. */
export function CustomerServiceButton() {
  return (
    <button type="button" className={styles.button} onClick={() => openServiceChat()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <path
          d="M12 3a8 8 0 0 0-8 8v4a3 3 0 0 0 3 3h1v-7H6a6 6 0 0 1 12 0h-2v7h1.7A5 5 0 0 1 13 21h-1v1h1a6 6 0 0 0 6-5.2A3 3 0 0 0 20 14v-3a8 8 0 0 0-8-8z"
          fill="currentColor"
        />
      </svg>
      <span>在线客服</span>
    </button>
  );
}
