import { http } from 'msw';
import { ok } from '../envelope';
import { readBody, str } from '../request-body';
import { downloadUrl as servedAt } from '../public-url';
import { appDownload, channelPackages, DEFAULT_CHANNEL, DICTS, EDGE_SWITCH, versions, type ChannelPackage } from '../seed/common';

function dictItems(key: string) {
  return DICTS[key] ?? [];
}

function packageFor(channel: string): ChannelPackage {
  const all = channelPackages(servedAt);
  // Unknown channels download the official package, as the real service does.
  return all.find((p) => p.channel === channel) ?? all.find((p) => p.channel === DEFAULT_CHANNEL)!;
}

const dictItemsResolver = ({ params }: { params: Record<string, string | readonly string[] | undefined> }) =>
  ok(dictItems(String(params.key ?? '')));

export const commonHandlers = [
  http.get('*/nn-version/share/channel', () => ok(versions(servedAt))),
  http.get('*/opapi/common/comm/dict/getDictItems/:key', dictItemsResolver),
  http.get('*/common/comm/dict/getDictItems/:key', dictItemsResolver),
  http.get('*/common/comm/dict/getDictText/:key/:value', ({ params }) => {
    const item = dictItems(String(params.key)).find((i) => i.value === String(params.value));
    return ok(item?.text ?? '');
  }),
  http.get('*/speed/gamemaster/dict/3/app_download/:key', ({ params }) => ok(appDownload(String(params.key), servedAt))),
  http.post('*/speed/channel/package', async ({ request }) => {
    const body = await readBody(request);
    const { channel, versionName, downloadUrl } = packageFor(str(body, 'channel'));
    return ok({ channel, versionName, downloadUrl });
  }),
  http.get('*/speed/channel/allPackage', () => ok(channelPackages(servedAt))),
  http.get('*/speed/user/dict/edge_switch', () => ok(EDGE_SWITCH)),
];
