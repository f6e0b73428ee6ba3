import { QRCodeSVG } from 'qrcode.react';
import { absoluteUrl } from '@/lib/site';
import { APP_PATHS } from './load-app-download';
import { QR_NAMES, QrFigure } from './qr-figure';
import { useDownload, versionLabel } from './use-download';

interface Props {
  platform: 'ios' | 'android';
  size?: number;
}

/**
 * QR code of the iOS or Android download, with its version. From the server HTML on it encodes the
 * site's /download/<platform> (resolved when the phone opens it); once the visit's lookup has
 * answered, the store or package URL itself, or 暂未开放 when the platform has no release.
 */
export function AppQr({ platform, size = 112 }: Props) {
  const download = useDownload();
  const name = QR_NAMES[platform];
  const direct = platform === 'ios' ? download.iosUrl : download.androidUrl;
  const ready = download.status === 'ready';
  const url = ready ? direct : absoluteUrl(APP_PATHS[platform]);
  const label = versionLabel(platform === 'ios' ? download.iosVersion : download.androidVersion);
  const code = url ? (
    <QRCodeSVG
      value={url.startsWith('/') ? new URL(url, window.location.origin).toString() : url}
      size={size}
      marginSize={1}
      title={`${name}下载二维码`}
      role="img"
      aria-label={`${name}下载二维码`}
    />
  ) : null;
  return <QrFigure platform={platform} label={label} size={size} code={code} />;
}
