import { MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';
import { AppQr } from './app-qr';
import styles from './home-hero.module.css';
import { useDownload } from './use-download';

const NAMES = { ios: 'iPhone / iPad', android: 'Android 手机' } as const;

/** iOS / Android entry: QR code plus a tap target; without a usable URL a tap warns 敬请期待！. */
export function MobileEntry({ platform }: { platform: 'ios' | 'android' }) {
  const download = useDownload();
  const url = platform === 'ios' ? download.iosUrl : download.androidUrl;
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
          <button type="button" className={styles.mobileBtn} onClick={() => toast.warning(MSG.comingSoon)}>
            {label}
          </button>
        )}
      </div>
    </div>
  );
}
