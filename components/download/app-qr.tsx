import { QRCodeSVG } from 'qrcode.react';
import styles from './download.module.css';
import { useDownload, versionLabel } from './use-download';

interface Props {
  platform: 'ios' | 'android';
  size?: number;
}

const NAMES = { ios: 'iOS 版', android: 'Android 版' } as const;

function QrBody({ url, size, name, loading }: { url?: string; size: number; name: string; loading: boolean }) {
  if (loading) return <span className={styles.qrPlaceholder} style={{ width: size, height: size }}>加载中…</span>;
  if (!url) return <span className={styles.qrPlaceholder} style={{ width: size, height: size }}>暂未开放</span>;
  const absolute = url.startsWith('/') && typeof window !== 'undefined' ? new URL(url, window.location.origin).toString() : url;
  return <QRCodeSVG value={absolute} size={size} marginSize={1} title={`${name}下载二维码`} role="img" aria-label={`${name}下载二维码`} />;
}

/** QR code of the iOS or Android download URL, with its version. */
export function AppQr({ platform, size = 112 }: Props) {
  const download = useDownload();
  const name = NAMES[platform];
  const url = platform === 'ios' ? download.iosUrl : download.androidUrl;
  const label = versionLabel(platform === 'ios' ? download.iosVersion : download.androidVersion);
  return (
    <figure className={styles.qr}>
      <QrBody url={url} size={size} name={name} loading={download.status !== 'ready'} />
      <figcaption>
        <strong>{name}</strong>
        {label && <span className={styles.qrVersion}>{label}</span>}
      </figcaption>
    </figure>
  );
}
