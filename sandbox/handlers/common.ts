import { http } from 'msw';
import { ok } from '../envelope';
import { readBody, str } from '../request-body';
import { APP_DOWNLOAD, CHANNEL_PACKAGES, DEFAULT_CHANNEL, DICTS, EDGE_SWITCH, VERSIONS, type ChannelPackage } from '../seed/common';

function dictItems(key: string) {
  return DICTS[key] ?? [];
}

function packageFor(channel: string): ChannelPackage {
  const found = CHANNEL_PACKAGES.find((p) => p.channel === channel);
  // Unknown channels download the official package, as the real service does.
  return found ?? CHANNEL_PACKAGES.find((p) => p.channel === DEFAULT_CHANNEL)!;
}

const dictItemsResolver = ({ params }: { params: Record<string, string | readonly string[] | undefined> }) =>
  ok(dictItems(String(params.key ?? '')));

export const commonHandlers = [
  http.get('*/nn-version/share/channel', () => ok(VERSIONS)),
  http.get('*/opapi/common/comm/dict/getDictItems/:key', dictItemsResolver),
  http.get('*/common/comm/dict/getDictItems/:key', dictItemsResolver),
  http.get('*/common/comm/dict/getDictText/:key/:value', ({ params }) => {
    const item = dictItems(String(params.key)).find((i) => i.value === String(params.value));
    return ok(item?.text ?? '');
  }),
  http.get('*/speed/gamemaster/dict/3/app_download/:key', ({ params }) => ok(APP_DOWNLOAD[String(params.key)] ?? '')),
  http.post('*/speed/channel/package', async ({ request }) => {
    const body = await readBody(request);
    const { channel, versionName, downloadUrl } = packageFor(str(body, 'channel'));
    return ok({ channel, versionName, downloadUrl });
  }),
  http.get('*/speed/channel/allPackage', () => ok(CHANNEL_PACKAGES)),
  http.get('*/speed/user/dict/edge_switch', () => ok(EDGE_SWITCH)),
];
