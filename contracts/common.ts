import { t, type Contracts } from './schema';

/**
 * Channel, download and dictionaries (SPEC §7 "Channel, download, dict"; §3 "Download state",
 * "Dict item"): version names and download links, the Windows package of a channel, dictionaries.
 * General envelope (retCode "100"). The fields are SPEC §3's and services/common.ts's types.
 */

/** SPEC §3 "Dict item: text, value". */
const dictItems = t.array(t.object({ text: t.string, value: t.string }));

/** One platform's release: SPEC §3 "each with versionName and url". */
const version = t.optional(t.object({ versionName: t.string, url: t.string }));

const channelPackage = t.object({ channel: t.string, versionName: t.string, downloadUrl: t.string });

export const commonContracts: Contracts = {
  'GET /nn-version/share/channel': {
    envelope: 'general',
    // Keyed by platform: 1 iOS, 2 Android, 3 Windows client (SPEC §3); a platform without a release may be absent.
    data: t.object({ 1: version, 2: version, 3: version }),
    spec: '§7 share/channel; §3 version response keyed by platform 1, 2, 3',
  },
  'GET /common/comm/dict/getDictItems/:key': { envelope: 'general', data: dictItems, spec: '§7 getDictItems/{dictKey}; §3 Dict item' },
  'GET /common/comm/dict/getDictText/:key/:value': { envelope: 'general', data: t.string, spec: '§7 getDictText/{dictKey}/{value}' },
  'GET /opapi/common/comm/dict/getDictItems/:dictcode': { envelope: 'general', data: dictItems, spec: '§7 opapi getDictItems/{dictcode}; §3 Dict item' },
  'GET /speed/gamemaster/dict/3/app_download/:key': { envelope: 'general', data: t.string, spec: '§7 app_download/{key} (returns data: the download url)' },
  'POST /speed/channel/package': { envelope: 'general', data: channelPackage, spec: '§7 channel/package (channel, platform 3)' },
  'GET /speed/channel/allPackage': { envelope: 'general', data: t.array(channelPackage), spec: '§7 allPackage (header version 361)' },
  'GET /speed/user/dict/edge_switch': { envelope: 'general', data: t.array(t.object({ value: t.string, text: t.string })), spec: '§7 edge_switch (list of value and text)' },
};
