import { useEffect } from 'react';
import { chestTheme } from '@/lib/activity';
import type { DrawFlow } from './use-draw-flow';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './lottery.module.css';

interface Props {
  flow: DrawFlow;
  /** SPEC §9: 1 orange theme, otherwise yellow. */
  chestStyle: number;
  label?: string;
}

/** The chest drawing; its colours follow the theme class (CSS variables). */
function ChestArt() {
  return (
    <svg className={styles.chestArt} viewBox="0 0 200 160" aria-hidden="true">
      <ellipse cx="100" cy="148" rx="80" ry="8" fill="rgb(0 0 0 / 25%)" />
      <rect x="22" y="70" width="156" height="74" rx="10" style={{ fill: 'var(--chest-body)' }} />
      <path d="M22 72 Q22 24 100 24 Q178 24 178 72 Z" style={{ fill: 'var(--chest-lid)' }} />
      <rect x="22" y="66" width="156" height="12" fill="#7a3b00" opacity="0.55" />
      <rect x="56" y="26" width="14" height="118" fill="#7a3b00" opacity="0.35" />
      <rect x="130" y="26" width="14" height="118" fill="#7a3b00" opacity="0.35" />
      <rect x="86" y="62" width="28" height="34" rx="5" fill="#fff3c4" stroke="#7a3b00" strokeWidth="3" />
      <circle cx="100" cy="76" r="5" fill="#7a3b00" />
    </svg>
  );
}

/**
 * The treasure chest: one click opens one chest (one draw). It shakes while the server's prize
 * arrives, then the dialog shows it; reduced motion skips the shake.
 */
export function TreasureChest({ flow, chestStyle, label = '开启宝箱' }: Props) {
  const { pending, land } = flow;
  useEffect(() => {
    if (!pending) return;
    const t = setTimeout(land, prefersReducedMotion() ? 150 : 900);
    return () => clearTimeout(t);
  }, [pending, land]);
  const theme = chestTheme(chestStyle);
  return (
    <div className={`${styles.chest} ${styles[theme]} ${pending ? styles.opening : ''}`} data-theme={theme}>
      {/* aria-disabled, as the 九宫格's button: disabled would drop keyboard focus mid-draw. */}
      <button type="button" className={styles.chestButton} onClick={flow.start} aria-disabled={flow.busy} aria-busy={flow.busy}>
        <ChestArt />
        <span className={styles.chestCta}>{flow.busy ? '开启中…' : label}</span>
      </button>
      <span className={styles.chestHint}>{flow.remain === null ? '登录后可开启宝箱' : `剩余开箱次数：${flow.remain} 次`}</span>
    </div>
  );
}
