import { APP_QRS } from '@/lib/site';
import styles from './download.module.css';
import { useDownload, versionLabel } from './use-download';

const NAMES = { ios: 'iOS 版', android: 'Android 版' } as const;

/**
 * The home hero's QR code of the iOS or Android download: a static file of the site's
 * /download/<platform> (public/images/qr/), which sends the phone to the current store page or
 * package — nothing encoded on the page's main thread. 暂未开放 once the visit's lookup says the
 * platform has no release; the version under it once the lookup has answered.
 */
export function StaticAppQr({ platform, size = 96 }: { platform: 'ios' | 'android'; size?: number }) {
  const download = useDownload();
  const name = NAMES[platform];
  const released = download.status !== 'ready' || Boolean(platform === 'ios' ? download.iosUrl : download.androidUrl);
  const label = versionLabel(platform === 'ios' ? download.iosVersion : download.androidVersion);
  return (
    <figure className={styles.qr}>
      {released ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local 1 KB SVG at its own size
        <img className={styles.qrImage} src={APP_QRS[platform].file} width={size} height={size} alt={`${name}下载二维码`} decoding="async" />
      ) : (
        <span className={styles.qrPlaceholder} style={{ width: size, height: size }}>
          暂未开放
        </span>
      )}
      <figcaption>
        <strong>{name}</strong>
        {label && <span className={styles.qrVersion}>{label}</span>}
      </figcaption>
    </figure>
  );
}
