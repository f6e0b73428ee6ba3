import { QRCodeSVG } from 'qrcode.react';
import { absoluteUrl } from '@/lib/site';
import styles from './download.module.css';
import { APP_PATHS } from './load-app-download';
import { useDownload, versionLabel } from './use-download';

interface Props {
  platform: 'ios' | 'android';
  size?: number;
}

const NAMES = { ios: 'iOS 版', android: 'Android 版' } as const;

/**
 * QR code of the iOS or Android download, with its version. From the server HTML on it encodes the
 * site's /download/<platform> (resolved when the phone opens it); once the visit's lookup has
 * answered, the store or package URL itself, or 暂未开放 when the platform has no release.
 */
export function AppQr({ platform, size = 112 }: Props) {
  const download = useDownload();
  const name = NAMES[platform];
  const direct = platform === 'ios' ? download.iosUrl : download.androidUrl;
  const ready = download.status === 'ready';
  const url = ready ? direct : absoluteUrl(APP_PATHS[platform]);
  const label = versionLabel(platform === 'ios' ? download.iosVersion : download.androidVersion);
  return (
    <figure className={styles.qr}>
      {url ? (
        <QRCodeSVG
          value={url.startsWith('/') ? new URL(url, window.location.origin).toString() : url}
          size={size}
          marginSize={1}
          title={`${name}下载二维码`}
          role="img"
          aria-label={`${name}下载二维码`}
        />
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
