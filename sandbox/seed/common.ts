/** Read-only catalogue data of the common/download endpoints (not part of the mutable store). */

export interface DictItem {
  text: string;
  value: string;
}

export interface VersionInfo {
  versionName: string;
  url: string;
}

export interface ChannelPackage {
  channel: string;
  versionName: string;
  downloadUrl: string;
}

export const DESKTOP_VERSION = '9.1.3.0';
export const ANDROID_VERSION = '5.2.0';
export const IOS_URL = 'https://apps.apple.com/cn/app/nn-accelerator/id1469832512';

/** A package the sandbox advertises and serves (a placeholder file, sandbox/downloads.ts). */
export interface PackageFile {
  file: string;
  contentType: string;
}

const EXE = 'application/vnd.microsoft.portable-executable';
const APK = 'application/vnd.android.package-archive';

export const DEFAULT_CHANNEL = 'guanwang';
export const CHANNELS = ['guanwang', 'edge', 'baidu', 'bilibili'] as const;

export const DESKTOP_FILE = `NNSetup_${DESKTOP_VERSION}.exe`;
export const ANDROID_FILE = `nn-android-${ANDROID_VERSION}.apk`;
export const channelFile = (channel: string) => `NNSetup_${DESKTOP_VERSION}_${channel}.exe`;

/** Every package file the sandbox advertises, by name: nothing else is served. */
export const PACKAGE_FILES: ReadonlyMap<string, PackageFile> = new Map(
  [
    { file: DESKTOP_FILE, contentType: EXE },
    { file: ANDROID_FILE, contentType: APK },
    ...CHANNELS.map((channel) => ({ file: channelFile(channel), contentType: EXE })),
  ].map((p) => [p.file, p]),
);

/**
 * Keyed by platform: 1 iOS, 2 Android, 3 desktop client (SPEC §3). `url` is built by the caller
 * (sandbox/public-url.ts: where the placeholder is served depends on how the sandbox runs).
 */
export function versions(url: (file: string) => string): Record<'1' | '2' | '3', VersionInfo> {
  return {
    '1': { versionName: '5.2.1', url: IOS_URL },
    '2': { versionName: ANDROID_VERSION, url: url(ANDROID_FILE) },
    '3': { versionName: DESKTOP_VERSION, url: url(DESKTOP_FILE) },
  };
}

export function appDownload(key: string, url: (file: string) => string): string {
  if (key === 'ios') return IOS_URL;
  return key === 'android' ? url(ANDROID_FILE) : '';
}

export function channelPackages(url: (file: string) => string): ChannelPackage[] {
  return CHANNELS.map((channel) => ({ channel, versionName: DESKTOP_VERSION, downloadUrl: url(channelFile(channel)) }));
}

export const DICTS: Record<string, DictItem[]> = {
  nn_friendlink: [
    { text: '游民星空', value: 'https://www.gamersky.com/' },
    { text: '3DM游戏网', value: 'https://www.3dmgame.com/' },
    { text: '游侠网', value: 'https://www.ali213.net/' },
    { text: '17173游戏网', value: 'https://www.17173.com/' },
    { text: '电玩巴士', value: 'https://www.tgbus.com/' },
    { text: '机核', value: 'https://www.gcores.com/' },
    { text: '小黑盒', value: 'https://www.xiaoheihe.cn/' },
  ],
  // The client splits this value by the full-width comma (SPEC §9).
  speed_vip: [{ text: '推荐套餐', value: ['年卡会员', '季卡会员', '月卡会员'].join('，') }],
  edge_Judgment_switch: [{ text: 'edge_Judgment_switch', value: '1' }],
};

export const EDGE_SWITCH: DictItem[] = [{ value: '1', text: 'edge_Judgment_switch' }];
