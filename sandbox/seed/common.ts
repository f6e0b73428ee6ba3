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

/** Keyed by platform: 1 iOS, 2 Android, 3 desktop client (SPEC §3). */
export const VERSIONS: Record<'1' | '2' | '3', VersionInfo> = {
  '1': { versionName: '5.2.1', url: 'https://apps.apple.com/cn/app/nn-accelerator/id1469832512' },
  '2': { versionName: '5.2.0', url: '/downloads/nn-android-5.2.0.apk' },
  '3': { versionName: DESKTOP_VERSION, url: `/downloads/NNSetup_${DESKTOP_VERSION}.exe` },
};

export const APP_DOWNLOAD: Record<string, string> = {
  ios: VERSIONS['1'].url,
  android: VERSIONS['2'].url,
};

function desktopPackage(channel: string): ChannelPackage {
  return { channel, versionName: DESKTOP_VERSION, downloadUrl: `/downloads/NNSetup_${DESKTOP_VERSION}_${channel}.exe` };
}

export const DEFAULT_CHANNEL = 'guanwang';
export const CHANNEL_PACKAGES: ChannelPackage[] = ['guanwang', 'edge', 'baidu', 'bilibili'].map(desktopPackage);

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
