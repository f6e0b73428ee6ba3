import { a, figure, h2, h3, join, ol, p, table, ul } from './html';
import { GAMES, gameCover, type SeedGame } from './games';
import { createRandom, spreadDates, viewsFor } from './random';
import { TOPIC_GAME_IDS } from './topics';
import type { SeedArticle } from './types';

export const FIRST_GUIDE_ID = 20001;

export const GUIDE_CLASSES = [
  { id: 11, name: '网络优化' },
  { id: 12, name: '卡顿掉线' },
  { id: 13, name: '区服选择' },
  { id: 14, name: '新手入门' },
] as const;

interface GuideDraft {
  classId: 11 | 12 | 13 | 14;
  title: string;
  summary: string;
  tags: string[];
  content: string;
}

const serverTable = (g: SeedGame) =>
  table(['区服', '机房位置', '推荐节点', '参考延迟（ms）'], g.servers.map((s) => [s.name, s.location, s.node, s.ping]));

// Only games with a special topic link to one (CS2, DOTA2, 守望先锋 and GTA5 have none: their
// /zt/{serverId}.html would be a 404).
const moreLinks = (g: SeedGame) =>
  TOPIC_GAME_IDS.has(g.gameId)
    ? p(`想看更多${g.name}的内容，可以进入${a(`/zt/${g.serverId}.html`, `${g.name}加速专题`)}，或浏览${a(`/gl/more/${g.gameId}.html`, `全部${g.name}攻略`)}。仍有问题请到${a('/helpCenter', '帮助中心')}搜索。`)
    : p(`想看更多${g.name}的内容，可以浏览${a(`/gl/more/${g.gameId}.html`, `全部${g.name}攻略`)}。仍有问题请到${a('/helpCenter', '帮助中心')}搜索。`);

function tuningGuide(g: SeedGame): GuideDraft {
  return {
    classId: 11,
    title: `${g.name}网络优化全攻略：从测速到节点选择`,
    summary: `${g.why}。本文从测速、选节点到系统设置，一步步把${g.name}的网络调到最佳状态。`,
    tags: [g.name, '网络优化', '降低延迟'],
    content: join(
      p(`${g.name}是一款${g.genre}游戏，${g.why}。很多玩家以为“网速快”就不会卡，其实游戏更看重的是延迟和稳定性，几百兆的宽带同样可能在晚高峰丢包。`),
      h2('第一步：先测一测现在的网络'),
      p('打开NN加速器，在“网络诊断”里运行一次检测，记下三项数据：到节点的延迟、丢包率和抖动。丢包率超过 1% 或者抖动超过 20 ms，基本就能解释游戏里的大部分卡顿。'),
      h2('第二步：按区服选择节点'),
      serverTable(g),
      p('表里的延迟是在华东电信宽带晚高峰实测的参考值，不同地区和运营商会有差别。一般来说，选“智能选点”即可；想手动指定时，优先选丢包率最低的节点，而不是延迟数字最小的。'),
      figure(gameCover(g), `${g.name}节点选择示意`),
      h2('第三步：系统与游戏内的小优化'),
      ol(['尽量使用网线连接，Wi-Fi 请连 5 GHz 频段', '关闭正在下载的网盘、视频缓存和系统更新', '在加速器设置中开启“游戏优先”模式', `进入${g.name}后把画面帧数限制在显示器刷新率附近，避免 CPU 占满导致的“假卡顿”`]),
      h3('小结'),
      ul(['稳定比数字好看更重要', '先诊断、再选节点、最后调系统', '问题依旧时导出诊断报告发给客服']),
      moreLinks(g),
    ),
  };
}

function lagGuide(g: SeedGame): GuideDraft {
  const [first, second, third, fourth] = g.symptoms;
  return {
    classId: 12,
    title: `${g.name}卡顿、掉线、高延迟怎么办？一份排查清单`,
    summary: `${first}、${second}……这些问题到底是网络还是电脑的锅？按这份清单排查，十分钟内就能找到原因。`,
    tags: [g.name, '卡顿', '掉线'],
    content: join(
      p(`玩${g.name}时遇到“${first}”或者“${second}”，先别急着重装游戏。卡顿大致分为网络卡顿和性能卡顿两类，处理方法完全不同。`),
      h2('先分清是哪一种卡'),
      table(
        ['现象', '更可能的原因', '处理方向'],
        [
          [first!, '网络丢包或抖动', '切换到丢包更低的节点'],
          [second!, '延迟过高', '选择离游戏服务器更近的区服'],
          [third!, '本地网络被其他程序占用', '关闭下载与直播，开启游戏优先'],
          [fourth!, '连接被防火墙或 DNS 拦截', '用网络诊断一键修复'],
        ],
      ),
      h2('按顺序排查'),
      ol(['重启路由器和光猫，排除设备长时间运行导致的缓存问题', '在NN加速器中重新选择节点，观察延迟曲线是否平稳', '运行网络诊断，按提示修复 LSP、DNS 与防火墙问题', `检查${g.name}游戏文件完整性，排除客户端本身的问题`, '以上都无效时，导出诊断报告并联系客服']),
      figure(gameCover(g), `${g.name}卡顿排查流程`),
      h3('容易被忽略的几个原因'),
      ul(['家里有人在看 4K 视频或者下载大文件', '电脑开着多个加速器或 VPN 软件，相互冲突', '笔记本处于省电模式，网卡被限速', '校园网、公司网对游戏端口有限制']),
      p(`如果掉线总在固定时间出现，很可能是运营商线路的晚高峰拥堵，可以参考${a('/helpCenter', '帮助中心')}里的“晚高峰延迟变高”一文。`),
      moreLinks(g),
    ),
  };
}

function serverGuide(g: SeedGame): GuideDraft {
  return {
    classId: 13,
    title: `${g.name}各区服怎么选？延迟与匹配体验对比`,
    summary: `国服、亚服还是海外服？本文对比${g.name}各区服的机房位置、参考延迟和匹配体验，帮你选到最合适的服务器。`,
    tags: [g.name, '区服选择', '服务器'],
    content: join(
      p(`选择${g.name}的区服，除了看延迟，还要考虑匹配速度、好友在哪个服以及语言环境。下面是各区服的基本情况。`),
      h2('各区服一览'),
      serverTable(g),
      figure(gameCover(g), `${g.name}区服分布`),
      h2('怎么选'),
      ul([`想和国内好友一起玩：优先选择${g.servers[0]!.name}`, `追求更低延迟：对比各机房的参考延迟，选离你最近的一个，例如${g.servers[1]!.name}（${g.servers[1]!.location}）`, `想体验不同风格的对手：可以尝试${g.servers[2]!.name}，但要接受更高的延迟`]),
      h3('切换区服的步骤'),
      ol(['在NN加速器游戏库中搜索并选择游戏', '在区服下拉框中选择目标区服', '点击“开始加速”，再启动游戏', '进入游戏后在设置中确认当前连接的服务器']),
      p('注意：加速器里选择的区服需要与游戏内选择的区服一致，否则加速线路和实际连接的服务器不匹配，延迟反而会更高。'),
      moreLinks(g),
    ),
  };
}

function beginnerGuide(g: SeedGame): GuideDraft {
  return {
    classId: 14,
    title: `${g.name}新手入门：上手前要知道的${g.tips.length + 1}件事`,
    summary: `刚入坑${g.name}？从网络准备到实战技巧，这${g.tips.length + 1}条建议能帮你少走不少弯路。`,
    tags: [g.name, '新手入门', '技巧'],
    content: join(
      p(`${g.name}上手不难，精通不易。下面这些建议来自老玩家的经验，也包括很多人忽略的网络准备工作。`),
      h2('开始之前：把网络准备好'),
      p(`${g.why}。建议先在NN加速器里选好区服，第一次进入游戏前完成一次网络诊断。`),
      serverTable(g),
      h2('实战建议'),
      ol(g.tips),
      figure(gameCover(g), `${g.name}新手指南`),
      h3('新手常见误区'),
      ul(['只看延迟数字，不关注丢包', '一开始就挑战高难度模式，挫败感太强', '频繁切换节点，反而让连接更不稳定']),
      moreLinks(g),
    ),
  };
}

function draftsFor(g: SeedGame, index: number): GuideDraft[] {
  // Alternate the third guide so every class has articles over several games.
  return [tuningGuide(g), lagGuide(g), index % 2 === 0 ? serverGuide(g) : beginnerGuide(g)];
}

/** Three guides per game, newest first. */
export function buildGuides(): SeedArticle[] {
  const drafts = GAMES.flatMap((g, i) => draftsFor(g, i).map((d) => ({ g, d })));
  // Interleave games so the list does not show one game's three guides in a row.
  const ordered = [0, 1, 2].flatMap((k) => drafts.filter((_, i) => i % 3 === k));
  const dates = spreadDates(ordered.length, 2025_02);
  const rand = createRandom(2025_03);
  return ordered.map(({ g, d }, index) => ({
    id: FIRST_GUIDE_ID + index,
    type: 'guide',
    title: d.title,
    summary: d.summary,
    cover: gameCover(g),
    classId: d.classId,
    className: GUIDE_CLASSES.find((c) => c.id === d.classId)!.name,
    gameId: g.gameId,
    gameName: g.name,
    tags: d.tags,
    publishTime: dates[index]!,
    source: 'NN加速器攻略组',
    views: viewsFor(dates[index]!, rand),
    content: d.content,
  }));
}
