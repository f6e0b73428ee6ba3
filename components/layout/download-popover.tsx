import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AppQr } from '@/components/download';
import styles from './header.module.css';

type Opener = 'hover' | 'focus' | 'click';

/**
 * The header's 下载 button: a popover with the iOS and Android QR codes. Opens on hover, focus or
 * click; a click pins it open (a second click closes); Escape or a click outside closes it.
 */
export function DownloadPopover() {
  const [openedBy, setOpenedBy] = useState<Opener | null>(null);
  const open = openedBy !== null;
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelLeave = () => clearTimeout(leaveTimer.current);
  const close = useCallback(() => {
    cancelLeave();
    setOpenedBy(null);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  useEffect(() => cancelLeave, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={wrapRef}
      className={styles.popoverWrap}
      onMouseEnter={() => {
        cancelLeave();
        setOpenedBy((o) => o ?? 'hover');
      }}
      onMouseLeave={() => {
        if (openedBy !== 'hover') return;
        leaveTimer.current = setTimeout(close, 150);
      }}
      onBlur={(e) => {
        if (openedBy !== 'click' && !wrapRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.downloadBtn}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onFocus={() => setOpenedBy((o) => o ?? 'focus')}
        onClick={() => setOpenedBy((o) => (o === 'click' ? null : 'click'))}
      >
        下载
      </button>
      <div id={panelId} role="dialog" aria-label="扫码下载手机版" className={styles.popover} hidden={!open}>
        <p className={styles.popoverTitle}>扫码下载 NN加速器 手机版</p>
        <div className={styles.popoverQrs}>
          <AppQr platform="ios" size={104} />
          <AppQr platform="android" size={104} />
        </div>
      </div>
    </div>
  );
}
