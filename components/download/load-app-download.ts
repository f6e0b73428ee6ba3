import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { appPlatformOf } from '@/lib/ua';
import { lookupAppUrl } from './download-state';

export type AppTarget = 'ios' | 'android';

export interface AppDownloadProps {
  /** The platform asked for or read from the user agent; null: the UA named none (chooser). */
  platform: AppTarget | null;
  /** The platform has no release (敬请期待). */
  comingSoon: boolean;
}

/** The links every page carries before the client lookup answers: the server resolves them per tap. */
export const APP_PATHS = { ios: '/download/ios', android: '/download/android', app: '/download/app' } as const;

/**
 * /download/ios, /download/android and /download/app (the phone's own, from its user agent): a
 * redirect to the store page or package when the platform has a release, else a page that says
 * 敬请期待 for it; /download/app from a UA that names no phone shows the chooser. Never cached by a
 * shared cache: the answer follows the user agent and the current release.
 */
export async function loadAppDownload(ctx: Pick<GetServerSidePropsContext, 'params' | 'req' | 'res'>): Promise<GetServerSidePropsResult<AppDownloadProps>> {
  const asked = ctx.params?.platform;
  if (asked !== 'ios' && asked !== 'android' && asked !== 'app') return { notFound: true };
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const platform = asked === 'app' ? appPlatformOf(ctx.req.headers['user-agent']) : asked;
  if (!platform) return { props: { platform: null, comingSoon: false } };
  const url = await lookupAppUrl(platform);
  if (url) return { redirect: { destination: url, permanent: false } };
  return { props: { platform, comingSoon: true } };
}
