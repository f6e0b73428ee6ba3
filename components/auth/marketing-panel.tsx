import styles from './login-dialog.module.css';

const POINTS = ['电竞级语音引擎，低延迟、高音质', 'AI 智能降噪，团战指挥听得清', '组队开黑、找队友，一键连麦'];

/** The voice-platform pitch beside the login form (SPEC §1). */
export function MarketingPanel() {
  return (
    <aside className={styles.marketing} aria-label="产品介绍">
      <p className={styles.brand}>NN语音</p>
      <p className={styles.slogan}>游戏社交语音平台</p>
      <p className={styles.pitch}>搭载电竞级语音系统，为开黑而生：和好友组队上分，和同好畅聊不停。</p>
      <ul className={styles.points}>
        {POINTS.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </aside>
  );
}
