import { copyText } from '@/lib/clipboard';
import { SITE } from '@/lib/site';
import styles from './download.module.css';
import { useDownload, useDownloadDefaults } from './use-download';

/**
 * On a phone: the Windows client is for the visitor's computer, so offer its link to send or copy
 * instead of a download (the system share sheet where there is one, else the clipboard).
 */
export function SendToPc({ className }: { className?: string }) {
  const download = useDownload();
  const defaults = useDownloadDefaults();
  const onClick = async () => {
    const link = download.downloadLink ?? defaults.href ?? SITE.desktopDownloadFallback;
    const url = new URL(link, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${SITE.name} Windows 版`, url });
        return;
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') return;
      }
    }
    await copyText(url);
  };
  return (
    <button type="button" className={[styles.sendBtn, className].filter(Boolean).join(' ')} onClick={() => void onClick()}>
      发送到电脑 / 复制 Windows 版下载链接
    </button>
  );
}
