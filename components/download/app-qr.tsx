import { QRCodeSVG } from 'qrcode.react';
import styles from './download.module.css';
import { useReleases, versionLabel, type PlatformRelease } from './use-versions';

interface Props {
  platform: 'ios' | 'android';
  size?: number;
}

const NAMES = { ios: 'iOS 版', android: 'Android 版' } as const;

function QrBody({ release, size, name }: { release?: PlatformRelease; size: number; name: string }) {
  if (!release?.url) return <span className={styles.qrPlaceholder} style={{ width: size, height: size }}>暂未开放</span>;
  return <QRCodeSVG value={release.url} size={size} marginSize={1} title={`${name}下载二维码`} role="img" aria-label={`${name}下载二维码`} />;
}

/** QR code of the iOS or Android download URL from the version call, with its label. */
export function AppQr({ platform, size = 112 }: Props) {
  const releases = useReleases();
  const name = NAMES[platform];
  const release = releases.status === 'ready' ? releases.data[platform] : undefined;
  const label = versionLabel(release?.versionName);
  return (
    <figure className={styles.qr}>
      {releases.status === 'loading' ? (
        <span className={styles.qrPlaceholder} style={{ width: size, height: size }}>加载中…</span>
      ) : (
        <QrBody release={release} size={size} name={name} />
      )}
      <figcaption>
        <strong>{name}</strong>
        {label && <span className={styles.qrVersion}>{label}</span>}
      </figcaption>
    </figure>
  );
}
