import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import { DownloadButton } from './download-button';
import styles from './download.module.css';
import { APP_PATHS, type AppDownloadProps } from './load-app-download';

const NAMES = { ios: 'iOS 版', android: 'Android 版' } as const;

/** What /download/<platform> shows when it does not redirect: 敬请期待 for a platform without a release, or the chooser. */
export function AppDownloadView({ platform, comingSoon }: AppDownloadProps) {
  const title = platform && comingSoon ? `NN加速器 ${NAMES[platform]}敬请期待！` : '选择你的设备';
  return (
    <Notice
      title={title}
      action={
        <span className={styles.choices}>
          {platform !== 'ios' && (
            <a className={styles.button} href={APP_PATHS.ios} rel="nofollow">
              iPhone / iPad
            </a>
          )}
          {platform !== 'android' && (
            <a className={styles.button} href={APP_PATHS.android} rel="nofollow">
              Android 手机
            </a>
          )}
          <DownloadButton />
          <Link href="/">返回首页</Link>
        </span>
      }
    >
      <p>{platform && comingSoon ? '该平台的版本正在准备中，可先使用其他平台的 NN加速器。' : 'NN加速器支持 Windows 电脑、iPhone 与 Android 手机。'}</p>
    </Notice>
  );
}
