import { openServiceChat } from '@/components/layout';
import { SITE } from '@/lib/site';
import styles from './legal.module.css';

/** Opens the online customer-service chat; a plain link to it without JavaScript. */
export function ServiceChatButton() {
  return (
    <a
      className={styles.chatButton}
      href={SITE.serviceChat}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        e.preventDefault();
        openServiceChat();
      }}
    >
      打开在线客服
    </a>
  );
}
