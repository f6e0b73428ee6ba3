import { APP_QRS } from '@/lib/site';
import styles from './download.module.css';
import { QR_NAMES, QrFigure } from './qr-figure';
import { useDownload, versionLabel } from './use-download';

/**
 * The home hero's QR code of the iOS or Android download: a static file of the site's
 * /download/<platform> (public/images/qr/), which sends the phone to the current store page or
 * package — nothing encoded on the page's main thread; shown at the size it was drawn at. 暂未开放 once the visit's lookup says the
 * platform has no release; the version under it once the lookup has answered.
 */
export function StaticAppQr({ platform }: { platform: 'ios' | 'android' }) {
  const download = useDownload();
  const { file, size } = APP_QRS[platform];
  const released = download.status !== 'ready' || Boolean(platform === 'ios' ? download.iosUrl : download.androidUrl);
  const label = versionLabel(platform === 'ios' ? download.iosVersion : download.androidVersion);
  const code = released ? (
    // eslint-disable-next-line @next/next/no-img-element -- a local 1 KB SVG at its own size
    <img className={styles.qrImage} src={file} width={size} height={size} alt={`${QR_NAMES[platform]}下载二维码`} decoding="async" />
  ) : null;
  return <QrFigure platform={platform} label={label} size={size} code={code} />;
}
