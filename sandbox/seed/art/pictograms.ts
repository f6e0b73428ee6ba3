import { Art, mix, P } from './svg';

/**
 * Help-centre pictograms (96×96): a white line drawing with one orange detail on a tile of the
 * category's colour. Categories are matched by name, so a new class gets a fitting picture or the
 * question-mark fallback — never a letter.
 */

export const PICTOGRAMS = ['download', 'account', 'network', 'payment', 'voice', 'repair', 'device', 'info', 'faq'] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

const LINE = 'fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"';
const o = P.orange;

const DRAW: Record<Pictogram, (bg: string, a: Art) => string> = {
  download: () => `<path d="M24 58v10a4 4 0 0 0 4 4h40a4 4 0 0 0 4-4V58" ${LINE}/><path d="M48 22v34M35 44l13 13 13-13" ${LINE}/><path d="M36 64h24" stroke="${o}" stroke-width="5" stroke-linecap="round"/>`,
  account: (bg) =>
    `<circle cx="44" cy="37" r="12" ${LINE}/><path d="M22 73c2-13 11-20 22-20s20 7 22 20" ${LINE}/><circle cx="66" cy="66" r="11" fill="${o}" stroke="${bg}" stroke-width="3"/><path d="M61 66l4 4 6-7" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  network: () =>
    `<path d="M22 64a27 27 0 1 1 52 0" ${LINE}/><path d="M30 40l4 4M48 27v6M66 40l-4 4" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M48 62L64 42" stroke="${o}" stroke-width="5" stroke-linecap="round"/><circle cx="48" cy="62" r="6" fill="#fff"/><path d="M30 74h36" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>`,
  payment: () =>
    `<path d="M24 66L20 34l15 12 13-18 13 18 15-12-4 32Z" ${LINE}/><path d="M26 76h44" ${LINE}/><circle cx="48" cy="54" r="5" fill="${o}"/><circle cx="20" cy="34" r="3" fill="#fff"/><circle cx="76" cy="34" r="3" fill="#fff"/>`,
  voice: () =>
    `<path d="M24 58V48a24 24 0 0 1 48 0v10" ${LINE}/><rect x="20" y="52" width="12" height="20" rx="5" fill="#fff"/><rect x="64" y="52" width="12" height="20" rx="5" fill="#fff"/><path d="M70 72c0 6-6 9-14 9" ${LINE}/><circle cx="52" cy="81" r="5" fill="${o}"/>`,
  repair: (bg, a) =>
    `<g transform="rotate(-45 48 48)" mask="url(#${a.def((id) => `<mask id="${id}"><rect width="96" height="96" fill="#fff"/><rect x="42" y="8" width="12" height="22" fill="#000"/><circle cx="48" cy="70" r="3" fill="#000"/></mask>`)})"><rect x="42" y="36" width="12" height="42" rx="6" fill="#fff"/><circle cx="48" cy="30" r="16" fill="#fff"/></g><circle cx="70" cy="70" r="11" fill="${o}" stroke="${bg}" stroke-width="3"/><path d="M70 64v6" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="70" cy="75.5" r="2" fill="#fff"/>`,
  device: () =>
    `<rect x="18" y="24" width="46" height="34" rx="4" ${LINE}/><path d="M32 70h18M41 58v12" ${LINE}/><rect x="58" y="40" width="22" height="36" rx="4" fill="${o}" stroke="#fff" stroke-width="4"/><path d="M66 70h6" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  info: () =>
    `<path d="M48 16l28 16v32L48 80 20 64V32Z" ${LINE}/><path d="M48 44v20" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="48" cy="33" r="4.5" fill="${o}"/>`,
  faq: () =>
    `<path d="M22 26h52a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H44L30 78V66h-8a6 6 0 0 1-6-6V32a6 6 0 0 1 6-6Z" ${LINE}/><path d="M40 40a8 8 0 1 1 11 7.4c-2 .8-3 2.4-3 4.6v1" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/><circle cx="48" cy="60" r="3.5" fill="${o}"/>`,
};

const BY_NAME: readonly [RegExp, Pictogram][] = [
  [/下载|安装|更新|客户端/, 'download'],
  [/账号|登录|注册|密码|实名/, 'account'],
  [/加速|延迟|网络|丢包|节点|线路/, 'network'],
  [/会员|充值|支付|付款|订单|退款|发票/, 'payment'],
  [/语音|开黑|麦克风|耳机/, 'voice'],
  [/故障|报错|错误|修复|异常/, 'repair'],
  [/设备|手机|电脑|主机|平板/, 'device'],
  [/关于|公司|联系|协议/, 'info'],
];

export function pictogramFor(name: string): Pictogram {
  return BY_NAME.find(([re]) => re.test(name))?.[1] ?? 'faq';
}

/** The 96×96 icon of a help category, labelled with its name. */
export function helpPictogramSvg(label: string, color: string, kind: Pictogram = pictogramFor(label)): string {
  const a = new Art(96, 96);
  const bg = mix(color, P.night, 0.3);
  a.add(
    `<rect width="96" height="96" rx="24" fill="${a.lin([[0, mix(color, '#fff', 0.12)], [1, mix(color, P.night, 0.35)]], 1, 1)}"/>`,
    `<circle cx="22" cy="18" r="40" fill="#fff" fill-opacity=".08"/>`,
    DRAW[kind](bg, a),
  );
  return a.svg(label);
}
