import { useCallback, useEffect, useRef, useState } from 'react';
import { DeviceVariants } from '@/components/ui/device-variants';
import { DownloadButton, LazyAppQr, SendToPc, useAppLink, type AppTarget } from '@/components/download';
import { MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';
import styles from './header.module.css';
import { useDisclosure } from './use-disclosure';

type Opener = 'hover' | 'focus' | 'click';

const STORE_NAMES: Record<AppTarget, string> = { ios: 'iPhone / iPad 下载', android: 'Android 手机下载' };

/** A tappable store link for the phone variant; 敬请期待！ only when the lookup says there is no release. */
function StoreLink({ platform }: { platform: AppTarget }) {
  const link = useAppLink(platform);
  if (link.comingSoon) {
    return (
      <button type="button" className={styles.storeLink} onClick={() => toast.warning(MSG.comingSoon)}>
        {STORE_NAMES[platform]}
      </button>
    );
  }
  return (
    <a className={styles.storeLink} href={link.href} rel="nofollow">
      {STORE_NAMES[platform]}
    </a>
  );
}

/**
 * The header's 下载 button: a popover with the Windows client and the iOS and Android QR codes on a
 * desktop, tappable store links (and the Windows link to send to the computer) on a phone. Opens on hover, focus or
 * click; a click pins it open (a second click closes); Escape or a click outside closes it.
 */
export function DownloadPopover() {
  const [openedBy, setOpenedBy] = useState<Opener | null>(null);
  const open = openedBy !== null;
  // The QR codes (and their encoder's chunk) load the first time the panel opens, not on every page
  // load: encoding two took 50–115 ms of a throttled phone's main thread inside hydration, for a
  // hidden panel.
  const [drawQrs, setDrawQrs] = useState(false);
  if (open && !drawQrs) setDrawQrs(true);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelLeave = () => clearTimeout(leaveTimer.current);
  const close = useCallback(() => {
    cancelLeave();
    setOpenedBy(null);
  }, []);
  const { panelId, wrapRef, onKeyDown, toggleProps } = useDisclosure(open, close, { closeOnOutsidePress: true });

  useEffect(() => cancelLeave, []);

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
        {...toggleProps}
        type="button"
        className={styles.downloadBtn}
        aria-haspopup="dialog"
        onFocus={() => setOpenedBy((o) => o ?? 'focus')}
        onClick={() => setOpenedBy((o) => (o === 'click' ? null : 'click'))}
      >
        下载
      </button>
      <div id={panelId} role="dialog" aria-label="下载 NN加速器" className={styles.popover} hidden={!open}>
        <DeviceVariants
          desktop={
            <>
              <p className={styles.popoverTitle}>Windows 客户端</p>
              <DownloadButton showVersion />
              <p className={styles.popoverTitle}>扫码下载手机版</p>
              <div className={styles.popoverQrs}>
                {drawQrs && (
                  <>
                    <LazyAppQr platform="ios" size={104} />
                    <LazyAppQr platform="android" size={104} />
                  </>
                )}
              </div>
            </>
          }
          phone={
            <>
              <p className={styles.popoverTitle}>下载 NN加速器 手机版</p>
              <div className={styles.storeLinks}>
                <StoreLink platform="ios" />
                <StoreLink platform="android" />
              </div>
              <p className={styles.popoverTitle}>Windows 客户端</p>
              <SendToPc />
            </>
          }
        />
      </div>
    </div>
  );
}
