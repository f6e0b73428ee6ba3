import { LIMITS } from '@/lib/constants';
import { http, retryable, type CallOptions } from '@/lib/http';

/** One platform's latest release. */
export interface VersionInfo {
  versionName: string;
  url: string;
}

/** Keyed by platform: "1" iOS, "2" Android, "3" Windows client (SPEC §3). */
export type VersionMap = Partial<Record<'1' | '2' | '3', VersionInfo>>;

export interface DictItem {
  text: string;
  value: string;
}

export interface ChannelPackage {
  channel: string;
  versionName: string;
  downloadUrl: string;
}

/** GET /nn-version/share/channel — latest version name and download URL per platform. */
export function getVersions(opts?: CallOptions) {
  return http.get<VersionMap>('/nn-version/share/channel', undefined, retryable(opts));
}

/** GET /common/comm/dict/getDictItems/{key} — the items `{text, value}` of a dictionary (e.g. nn_friendlink). */
export function getDictItems(key: string, opts?: CallOptions) {
  return http.get<DictItem[]>(`/common/comm/dict/getDictItems/${encodeURIComponent(key)}`, undefined, retryable({
    ...opts,
    headers: { reqChannel: LIMITS.reqChannelClientHome, ...opts?.headers },
  }));
}

/**
 * GET /common/comm/dict/getDictText/{key}/{value} — the text of one dictionary value.
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will.
 */
export function getDictText(key: string, value: string, opts?: CallOptions) {
  return http.get<string>(
    `/common/comm/dict/getDictText/${encodeURIComponent(key)}/${encodeURIComponent(value)}`,
    undefined,
    retryable({ ...opts, headers: { reqChannel: LIMITS.reqChannelClientHome, ...opts?.headers } }),
  );
}

/** GET /speed/gamemaster/dict/3/app_download/{key} — the iOS or Android app download URL. */
export function getAppDownload(key: 'ios' | 'android', opts?: CallOptions) {
  return http.get<string>(`/speed/gamemaster/dict/3/app_download/${key}`, undefined, retryable(opts));
}

/** POST /speed/channel/package — the Windows package of a download channel (`from` query, edge, guanwang). */
export function getChannelPackage(channel: string, opts?: CallOptions) {
  return http.post<ChannelPackage>('/speed/channel/package', { channel, platform: 3 }, opts);
}

/** GET /speed/channel/allPackage (header version 361) — every channel's Windows package. */
export function getAllPackages(opts?: CallOptions) {
  return http.get<ChannelPackage[]>('/speed/channel/allPackage', undefined, retryable({
    ...opts,
    headers: { version: LIMITS.allPackageVersion, ...opts?.headers },
  }));
}

/** GET /speed/user/dict/edge_switch — switches such as edge_Judgment_switch as `{value, text}`. */
export function getEdgeSwitch(opts?: CallOptions) {
  return http.get<{ value: string; text: string }[]>('/speed/user/dict/edge_switch', undefined, retryable(opts));
}

/**
 * GET /opapi/common/comm/dict/getDictItems/{dictcode} — the operations back office's copy of a
 * dictionary: the items `{text, value}`. No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will. (The screens read
 * their dictionaries through getDictItems.)
 */
export function getOpDictItems(dictcode: string, opts?: CallOptions) {
  return http.get<DictItem[]>(`/opapi/common/comm/dict/getDictItems/${encodeURIComponent(dictcode)}`, undefined, retryable(opts));
}
