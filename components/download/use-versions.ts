import { safeHref } from '@/lib/safe-href';
import { getVersions, type VersionMap } from '@/services/common';
import { useCachedOnce, type Loadable } from './client-cache';

export interface PlatformRelease {
  versionName: string;
  /** Checked by safeHref; undefined when missing or unsafe. */
  url?: string;
}

export interface Releases {
  ios?: PlatformRelease;
  android?: PlatformRelease;
  desktop?: PlatformRelease;
}

function release(v: VersionMap[keyof VersionMap]): PlatformRelease | undefined {
  if (!v) return undefined;
  return { versionName: String(v.versionName ?? ''), url: safeHref(v.url) };
}

async function loadReleases(): Promise<Releases> {
  const res = await getVersions({ ignoreError: true });
  const map = res.data ?? {};
  return { ios: release(map['1']), android: release(map['2']), desktop: release(map['3']) };
}

/** Latest iOS / Android / Windows releases, fetched once per page load after hydration. */
export function useReleases(): Loadable<Releases> {
  return useCachedOnce('versions', loadReleases);
}

/** 'V9.1.3.0' from '9.1.3.0' or 'v9.1.3.0'. */
export function versionLabel(name: string | undefined): string | undefined {
  const v = name?.trim();
  if (!v) return undefined;
  return /^v/i.test(v) ? `V${v.slice(1)}` : `V${v}`;
}
