import { LIMITS } from '@/lib/constants';
import { safeHref } from '@/lib/safe-href';
import { isEdgeUA } from '@/lib/ua';
import { getAllPackages, getAppDownload, getChannelPackage, getEdgeSwitch, getVersions, type VersionMap } from '@/services/common';
import type { DownloadState } from '@/stores/app-store';
import { QUIET } from '@/lib/http';

export const EDGE_CHANNEL = 'edge';
export const EDGE_SWITCH_KEY = 'edge_Judgment_switch';
/** edge_Judgment_switch is on when its item says "1" (either field order of `{value, text}`). */
export function edgeSwitchOn(items: readonly { value?: unknown; text?: unknown }[] | null | undefined): boolean {
  return (items ?? []).some(
    (i) => (i.text === EDGE_SWITCH_KEY && String(i.value) === '1') || (i.value === EDGE_SWITCH_KEY && String(i.text) === '1'),
  );
}

/** The package channel: `edge` for an Edge browser while the switch is on, else the source channel. */
export function packageChannelFor(sourceChannel: string, edgeBrowser: boolean, switchOn: boolean): string {
  return edgeBrowser && switchOn ? EDGE_CHANNEL : sourceChannel;
}

async function edgeSwitch(ua: string): Promise<boolean> {
  if (!isEdgeUA(ua)) return false; // no call for other browsers
  return getEdgeSwitch(QUIET).then((r) => edgeSwitchOn(r.data), () => false);
}

/** POST /speed/channel/package, else the channel's entry of /speed/channel/allPackage (else guanwang's). */
async function packageUrl(channel: string): Promise<string | undefined> {
  const one = await getChannelPackage(channel, QUIET).then((r) => safeHref(r.data?.downloadUrl), () => undefined);
  if (one) return one;
  const all = await getAllPackages(QUIET).then((r) => r.data ?? [], () => []);
  const hit = all.find((p) => p.channel === channel) ?? all.find((p) => p.channel === LIMITS.sourceChannel);
  return safeHref(hit?.downloadUrl);
}

async function appUrl(key: 'ios' | 'android', fromVersions: string | undefined): Promise<string | undefined> {
  const url = await getAppDownload(key, QUIET).then((r) => safeHref(r.data), () => undefined);
  return url ?? safeHref(fromVersions);
}

/**
 * The app URL of one platform for the server's /download/<platform> answer: the app-download dict,
 * else the version call's URL for that platform; undefined when neither has a release.
 */
export async function lookupAppUrl(platform: 'ios' | 'android'): Promise<string | undefined> {
  const versions = await getVersions(QUIET).then((r) => r.data ?? {}, () => ({}) as VersionMap);
  return appUrl(platform, versions[platform === 'ios' ? '1' : '2']?.url);
}

const versionOf = (v: VersionMap[keyof VersionMap]) => (v?.versionName ? String(v.versionName).trim() || undefined : undefined);

/**
 * Resolves the download state of SPEC §3 for a visitor. Every call is QUIET (no toast) and may fail
 * on its own: a failed piece falls back (allPackage, the version call's URL) or stays undefined,
 * and the button keeps its server-rendered link.
 */
export async function resolveDownload(sourceChannel: string, ua: string): Promise<DownloadState> {
  const versionsP = getVersions(QUIET).then((r) => r.data ?? {}, () => ({}) as VersionMap);
  const switchOn = await edgeSwitch(ua);
  const channel = packageChannelFor(sourceChannel, isEdgeUA(ua), switchOn);
  const [versions, pkg] = await Promise.all([versionsP, packageUrl(channel)]);
  const [iosUrl, androidUrl] = await Promise.all([appUrl('ios', versions['1']?.url), appUrl('android', versions['2']?.url)]);
  return {
    status: 'ready',
    downloadLink: pkg ?? safeHref(versions['3']?.url),
    packageChannel: channel,
    edge: channel === EDGE_CHANNEL,
    windowsVersion: versionOf(versions['3']),
    iosVersion: versionOf(versions['1']),
    androidVersion: versionOf(versions['2']),
    iosUrl,
    androidUrl,
  };
}
