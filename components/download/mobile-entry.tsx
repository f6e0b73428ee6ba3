import { MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';
import { AppQr } from './app-qr';
import styles from './home-hero.module.css';
import { useReleases } from './use-versions';

const NAMES = { ios: 'iPhone / iPad', android: 'Android 手机' } as const;

/** iOS / Android entry: QR code plus a tap target; without a published URL it says 敬请期待！. */
export function MobileEntry({ platform }: { platform: 'ios' | 'android' }) {
  const releases = useReleases();
  const url = releases.status === 'ready' ? releases.data[platform]?.url : undefined;
  const label = `${platform === 'ios' ? 'iOS' : 'Android'} 下载`;
  return (
    <div className={styles.mobileCard}>
      <AppQr platform={platform} size={96} />
      <div className={styles.mobileText}>
        <span className={styles.mobileName}>{NAMES[platform]}</span>
        {url ? (
          <a className={styles.mobileBtn} href={url} rel="nofollow noopener noreferrer" target="_blank">
            {label}
          </a>
        ) : (
          <button type="button" className={styles.mobileBtn} onClick={() => toast.info(MSG.comingSoon)}>
            {label}
          </button>
        )}
      </div>
    </div>
  );
}
