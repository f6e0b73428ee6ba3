import { Button } from 'antd';
import type { SmsSender } from './use-sms-sender';
import styles from './login-dialog.module.css';

/** 发送验证码 / {N}s后重发 — the state lives in useSmsSender so a mode switch keeps the countdown. */
export function SmsButton({ sender }: { sender: SmsSender }) {
  return (
    <Button size="large" className={styles.smsButton} disabled={sender.disabled} onClick={sender.onClick} aria-live="polite">
      {sender.label}
    </Button>
  );
}
