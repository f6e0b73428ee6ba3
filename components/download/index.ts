export { DownloadButton } from './download-button';
export { AppQr } from './app-qr';
export { useReleases, versionLabel, type Releases, type PlatformRelease } from './use-versions';
export { cachedOnce, clearClientCache, useCachedOnce, type Loadable } from './client-cache';
export { HomeHero } from './home-hero';
export { MobileEntry } from './mobile-entry';
