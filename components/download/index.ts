export { DownloadButton } from './download-button';
export { AppQr } from './app-qr';
export { MobileEntry } from './mobile-entry';
export { HomeHero } from './home-hero';
export { cachedOnce, clearClientCache, useCachedOnce, type Loadable } from './client-cache';
export { DownloadDefaultsContext, useDownload, useDownloadDefaults, useSourceChannel, versionLabel, type DownloadDefaults } from './use-download';
export { edgeSwitchOn, packageChannelFor, resolveDownload, EDGE_CHANNEL } from './download-state';
export { trackDownload, positionOf } from './track-download';
