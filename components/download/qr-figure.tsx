import type { ReactNode } from 'react';
import styles from './download.module.css';

/** How the QR codes name each phone platform. */
export const QR_NAMES = { ios: 'iOS 版', android: 'Android 版' } as const;

/**
 * A download QR code with its platform and version under it; 暂未开放 in its place when the
 * platform has no release (`code` null).
 */
export function QrFigure({ platform, label, size, code }: { platform: keyof typeof QR_NAMES; label?: string; size: number; code: ReactNode }) {
  return (
    <figure className={styles.qr}>
      {code ?? (
        <span className={styles.qrPlaceholder} style={{ width: size, height: size }}>
          暂未开放
        </span>
      )}
      <figcaption>
        <strong>{QR_NAMES[platform]}</strong>
        {label && <span className={styles.qrVersion}>{label}</span>}
      </figcaption>
    </figure>
  );
}
