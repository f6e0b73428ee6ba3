import type { MouseEvent } from 'react';
import { SITE } from '@/lib/site';
import styles from './download.module.css';
import { positionOf, trackDownload } from './track-download';
import { ensureDownload, useDownload, useDownloadDefaults, versionLabel } from './use-download';

interface Props {
  size?: 'md' | 'lg';
  /** Show the version under the button. */
  showVersion?: boolean;
  className?: string;
}

/**
 * The Windows client download. A real link from the first paint (the build-time package on the home
 * page, else the fallback URL), so it works without JavaScript; after hydration the visit's channel
 * package (or the Edge one) replaces it. A click records the `download` event.
 */
export function DownloadButton({ size = 'md', showVersion = false, className }: Props) {
  const download = useDownload();
  const defaults = useDownloadDefaults();
  const href = download.downloadLink ?? defaults.href ?? SITE.desktopDownloadFallback;
  const label = versionLabel(download.windowsVersion ?? defaults.versionName);
  // The package resolves once the page has settled; a click before that waits for it (a moment),
  // then follows the visit's own package, so an early click never downloads the wrong channel.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const link = e.currentTarget;
    if (download.status !== 'ready') {
      e.preventDefault();
      void ensureDownload().then(() => setTimeout(() => link.click(), 0));
      return;
    }
    trackDownload(download, positionOf(link));
  };
  const onIntent = () => {
    if (download.status === 'idle') void ensureDownload();
  };
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <a
        className={`${styles.button} ${size === 'lg' ? styles.lg : ''}`}
        href={href}
        rel="nofollow"
        download
        data-channel={download.packageChannel}
        onClick={onClick}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M3 5.5 10 4.5v7H3zM11 4.3 21 3v8.5H11zM3 12.5h7v7l-7-1zM11 12.5h10V21l-10-1.4z" fill="currentColor" />
        </svg>
        <span>免费下载 Windows 版</span>
      </a>
      {showVersion && (
        <span className={styles.version} aria-live="polite">
          {/* Without a known version (before the call answers, or it failed) the supported systems show instead. */}
          {label ? `版本 ${label}` : '支持 Windows 7/8/10'}
        </span>
      )}
    </span>
  );
}
