import { APP_PATHS, type AppTarget } from './load-app-download';
import { useDownload } from './use-download';

export type AppLink = { href: string; comingSoon: false } | { href?: undefined; comingSoon: true };

/**
 * Where a tap on an app entry goes. Until the visit's lookup has answered, the server's
 * /download/<platform>, which resolves the release at the tap (so the first tap works, from the
 * server HTML on); once it has, the store or package URL itself, or 敬请期待 when the lookup says
 * the platform has no release.
 */
export function useAppLink(platform: AppTarget): AppLink {
  const download = useDownload();
  if (download.status !== 'ready') return { href: APP_PATHS[platform], comingSoon: false };
  const url = platform === 'ios' ? download.iosUrl : download.androidUrl;
  return url ? { href: url, comingSoon: false } : { comingSoon: true };
}
