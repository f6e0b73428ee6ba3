import { SITE } from '@/lib/site';
import styles from './download.module.css';
import { useReleases, versionLabel } from './use-versions';

interface Props {
  size?: 'md' | 'lg';
  /** Show the version under the button. */
  showVersion?: boolean;
  className?: string;
}

/**
 * The Windows client download. Renders a real link from the first paint (fallback package URL) so
 * it works without JavaScript; the version call swaps in the current package and its version.
 */
export function DownloadButton({ size = 'md', showVersion = false, className }: Props) {
  const releases = useReleases();
  const desktop = releases.status === 'ready' ? releases.data.desktop : undefined;
  const href = desktop?.url ?? SITE.desktopDownloadFallback;
  const label = versionLabel(desktop?.versionName);
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <a className={`${styles.button} ${size === 'lg' ? styles.lg : ''}`} href={href} rel="nofollow" download>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M3 5.5 10 4.5v7H3zM11 4.3 21 3v8.5H11zM3 12.5h7v7l-7-1zM11 12.5h10V21l-10-1.4z" fill="currentColor" />
        </svg>
        <span>免费下载 Windows 版</span>
      </a>
      {showVersion && (
        <span className={styles.version} aria-live="polite">
          {/* Before the version call answers (or without JavaScript) the supported systems show instead. */}
          {label ? `版本 ${label}` : '支持 Windows 7/8/10/11'}
        </span>
      )}
    </span>
  );
}
