import { useSyncExternalStore } from 'react';
import { MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';
import { appPlatformOf } from '@/lib/ua';
import { useAppLink } from './app-link';
import styles from './download.module.css';
import { APP_PATHS, type AppTarget } from './load-app-download';
import { SendToPc } from './send-to-pc';

const LABELS: Record<AppTarget | 'app', string> = { ios: 'App Store 下载', android: '下载 Android 版', app: '下载 NN加速器 App' };

/** The phone's platform, known after hydration (the server HTML links to /download/app, which reads the UA). */
const noSubscription = () => () => undefined;
function usePhonePlatform(): AppTarget | null {
  return useSyncExternalStore(noSubscription, () => appPlatformOf(navigator.userAgent), () => null);
}

function PrimaryLink({ platform }: { platform: AppTarget }) {
  const link = useAppLink(platform);
  if (link.comingSoon) {
    return (
      <button type="button" className={`${styles.button} ${styles.lg}`} onClick={() => toast.warning(MSG.comingSoon)}>
        {LABELS[platform]}
      </button>
    );
  }
  return (
    <a className={`${styles.button} ${styles.lg}`} href={link.href} rel="nofollow">
      {LABELS[platform]}
    </a>
  );
}

/**
 * The phone's download: one primary button to the App Store or the APK of this phone, and the
 * Windows client as a link to send to the computer.
 */
export function PhoneDownload({ className }: { className?: string } = {}) {
  const platform = usePhonePlatform();
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      {platform ? (
        <PrimaryLink platform={platform} />
      ) : (
        <a className={`${styles.button} ${styles.lg}`} href={APP_PATHS.app} rel="nofollow">
          {LABELS.app}
        </a>
      )}
      <span className={styles.version}>iPhone 前往 App Store，安卓手机直接下载安装包</span>
      <SendToPc />
    </span>
  );
}
