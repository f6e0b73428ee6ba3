import { useEffect, useState } from 'react';
import { inOwnTask } from '@/lib/own-task';
import styles from './sandbox-notice.module.css';

export const SANDBOX_NOTICE = '演示环境：本站接口由内置沙箱应答，账号、订单和支付均为模拟数据，请勿输入真实信息。';
const SESSION_KEY = 'nn:sandbox';

/** True when /api/health says the gateway is answered by the embedded sandbox (`upstream: 'sandbox'`). */
export function sandboxAnswering(health: unknown): boolean {
  return typeof health === 'object' && health !== null && (health as { upstream?: unknown }).upstream === 'sandbox';
}

/**
 * A visible line on every page while the embedded sandbox answers the API (SANDBOX=on, a demo or
 * QA deployment), so nobody mistakes it for the real service. Decided at run time, not at build
 * time: the same build serves the real API (API_ORIGIN) without it. Asked once per tab session, in
 * the task after the mount's (lib/own-task); mounted once in `_app`.
 */
export function SandboxNotice() {
  const [on, setOn] = useState(false);
  useEffect(() => inOwnTask(() => {
    let cancelled = false;
    const known = window.sessionStorage?.getItem(SESSION_KEY);
    const asked = known === '1' || known === '0'
      ? Promise.resolve(known === '1')
      : fetch('/api/health', { cache: 'no-store' })
        .then((r) => r.json() as Promise<unknown>)
        .then((body) => {
          const answer = sandboxAnswering(body);
          window.sessionStorage?.setItem(SESSION_KEY, answer ? '1' : '0');
          return answer;
        });
    asked.then((answer) => {
      if (!cancelled) setOn(answer);
    }, () => undefined);
    return () => {
      cancelled = true;
    };
  }), []);
  if (!on) return null;
  return (
    <aside className={styles.notice} aria-label="演示环境" data-testid="sandbox-notice">
      {SANDBOX_NOTICE}
    </aside>
  );
}
