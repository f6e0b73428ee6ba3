import { MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';
import { useAppLink } from './app-link';
import styles from './home-hero.module.css';
import { StaticAppQr } from './static-app-qr';

const NAMES = { ios: 'iPhone / iPad', android: 'Android 手机' } as const;

/** iOS / Android entry beside the Windows download: QR code plus a tap target; 敬请期待！ only without a release. */
export function MobileEntry({ platform }: { platform: 'ios' | 'android' }) {
  const link = useAppLink(platform);
  const label = `${platform === 'ios' ? 'iOS' : 'Android'} 下载`;
  return (
    <div className={styles.mobileCard}>
      <StaticAppQr platform={platform} />
      <div className={styles.mobileText}>
        <span className={styles.mobileName}>{NAMES[platform]}</span>
        {link.comingSoon ? (
          <button type="button" className={styles.mobileBtn} onClick={() => toast.warning(MSG.comingSoon)}>
            {label}
          </button>
        ) : (
          <a className={styles.mobileBtn} href={link.href} rel="nofollow noopener noreferrer" target="_blank">
            {label}
          </a>
        )}
      </div>
    </div>
  );
}
