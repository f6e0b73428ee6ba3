import { APP_QRS } from '@/lib/site';
import styles from './download.module.css';
import { QR_NAMES, QrFigure } from './qr-figure';
import { useDownload, versionLabel } from './use-download';

/**
 * The home hero's QR code of the iOS or Android download: a static file of the site's
 * /download/<platform> (public/images/qr/), which sends the phone to the current store page or
 * package — nothing encoded on the page's main thread. 暂未开放 once the visit's lookup says the
 * platform has no release; the version under it once the lookup has answered.
 */
export function StaticAppQr({ platform, size = 96 }: { platform: 'ios' | 'android'; size?: number }) {
  const download = useDownload();
  const released = download.status !== 'ready' || Boolean(platform === 'ios' ? download.iosUrl : download.androidUrl);
  const label = versionLabel(platform === 'ios' ? download.iosVersion : download.androidVersion);
  const code = released ? (
    // eslint-disable-next-line @next/next/no-img-element -- a local 1 KB SVG at its own size
    <img className={styles.qrImage} src={APP_QRS[platform].file} width={size} height={size} alt={`${QR_NAMES[platform]}下载二维码`} decoding="async" />
  ) : null;
  return <QrFigure platform={platform} label={label} size={size} code={code} />;
}
