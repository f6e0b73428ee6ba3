import { a, figure, h2, h3, join, ol, p, table, ul } from './html';
import { GAME_BY_ID, gameCover, type SeedGame } from './games';
import { createRandom, spreadDates, viewsFor } from './random';
import type { SeedArticle } from './types';

export const FIRST_TOPIC_ID = 30001;
export const FIRST_REVIEW_ID = 40001;
export const TOPIC_CLASS = { id: 21, name: '游戏专题' } as const;
export const REVIEW_CLASS = { id: 31, name: '游戏评测' } as const;

interface TopicDraft {
  gameId: number;
  title: string;
  summary: string;
  intro: string;
  faq: string[];
}

/** One special topic per game; the page is `/zt/{serverId}.html`. */
const TOPICS: TopicDraft[] = [
  { gameId: 101, title: '绝地求生加速专题：亚服、美服低延迟吃鸡指南', summary: '汇总绝地求生各区服节点、常见网络问题与实战技巧，一页看懂怎么稳定吃鸡。', intro: '从艾伦格到泰戈，绝地求生已经陪伴玩家走过了很多个赛季。这个专题汇总了我们关于它的全部网络经验。', faq: ['“网络延迟检测”弹窗：多为丢包导致，切换丢包更低的节点', '进不去大厅：检查是否同时开启了其他加速器', '语音听不到队友：在游戏设置中确认语音输入设备'] },
  { gameId: 102, title: '英雄联盟加速专题：国服跨区、台服韩服一网打尽', summary: '跨省跨区玩英雄联盟延迟高？本专题整理了国服、台服、韩服的节点推荐与常见问题。', intro: '英雄联盟国服有多个大区，机房分布在不同城市，跨区游戏时延迟差异很大。海外服务器则对线路质量要求更高。', faq: ['跨区延迟高：选择与大区机房同省的优化节点', '卡在加载 99%：关闭防火墙拦截后重试', '台服客户端登录慢：开启下载加速更新客户端'] },
  { gameId: 103, title: '永劫无间加速专题：振刀不慢半拍的网络秘籍', summary: '国服、亚服、美服节点推荐，以及让振刀判定更稳的网络设置。', intro: '永劫无间的近战博弈对延迟抖动极其敏感。与其追求最低延迟，不如追求最稳定的连接。', faq: ['振刀总是慢：抖动比延迟更关键，选择抖动低的节点', '匹配成功进不去：检查 NAT 类型与防火墙', '组队语音断续：使用NN语音代替游戏内语音'] },
  { gameId: 104, title: 'Apex 英雄加速专题：东京、新加坡数据中心怎么选', summary: '不同数据中心的延迟与匹配速度对比，解决“打中不掉血”的网络问题。', intro: 'Apex 英雄在亚洲有多个数据中心，游戏内的数据中心选择和加速节点需要配合，才能拿到最好的效果。', faq: ['数据中心显示超时：先开启加速，再重启游戏刷新列表', '无法连接到 EA 服务器：开启 EA App 的下载与登录加速', '打中不掉血：优先选择丢包率低的节点'] },
  { gameId: 106, title: '原神国际服加速专题：联机、抽卡不转圈', summary: '原神国际服亚服、美服、港澳台服的节点推荐，以及联机和抽卡卡顿的解决办法。', intro: '原神国际服的服务器都在海外。单人探索时影响不大，但联机、深渊和活动领奖都依赖稳定的连接。', faq: ['4201 网络超时：切换到东京直连节点后重试', '联机时队友原地踏步：房主和成员都需要稳定网络', '下载资源包很慢：开启下载加速'] },
  { gameId: 109, title: '最终幻想14 加速专题：日服、美服高难副本稳定指南', summary: '日服、美服各数据中心的节点推荐，以及 90002 掉线等常见问题的处理。', intro: '玩日服、美服的光之战士越来越多。高难副本里一次掉线就可能导致团灭，稳定的连接比什么都重要。', faq: ['90002 错误：多为网络波动，选择稳定性更高的节点', '技能吞键：检查延迟是否超过 100 ms', '排队掉线：排队期间不要切换节点'] },
  { gameId: 111, title: '瓦罗兰特加速专题：128 Tick 下的每一发子弹', summary: '国服、香港、东京节点推荐，以及 VAN 错误代码与“网络问题”图标的处理方法。', intro: '瓦罗兰特的服务器是 128 Tick，判定精细，网络问题会被放大。这个专题整理了我们关于它的全部网络经验。', faq: ['VAN 错误代码：以管理员身份重启反作弊服务', '“网络问题”图标闪烁：切换到丢包更低的节点', '登录排队：错开晚高峰时段'] },
];

/** Games with a special topic: only these have a `/zt/{serverId}.html` page to link to. */
export const TOPIC_GAME_IDS: ReadonlySet<number> = new Set(TOPICS.map((t) => t.gameId));

function topicBody(t: TopicDraft, g: SeedGame, guides: SeedArticle[]): string {
  const own = guides.filter((x) => x.gameId === g.gameId);
  return join(
    p(t.intro),
    figure(gameCover(g), `${g.name}加速专题`),
    h2('服务器与推荐节点'),
    table(['区服', '机房位置', '推荐节点', '参考延迟（ms）'], g.servers.map((s) => [s.name, s.location, s.node, s.ping])),
    h2('常见问题'),
    ul(t.faq),
    h2('三步开始加速'),
    ol([`在NN加速器游戏库中搜索“${g.name}”`, '选择与游戏内一致的区服，点击“开始加速”', '加速成功后再启动游戏']),
    h3('相关攻略'),
    ul(own.map((x) => a(`/gl/${x.id}.html`, x.title))),
    p(`还没有安装客户端？前往${a('/nnAccelerator', 'NN加速器下载页')}。`),
  );
}

export function buildTopics(guides: SeedArticle[]): SeedArticle[] {
  const dates = spreadDates(TOPICS.length, 2025_04);
  const rand = createRandom(2025_05);
  return TOPICS.map((t, index) => {
    const g = GAME_BY_ID.get(t.gameId)!;
    return {
      id: FIRST_TOPIC_ID + index,
      type: 'topic',
      title: t.title,
      summary: t.summary,
      cover: gameCover(g),
      classId: TOPIC_CLASS.id,
      className: TOPIC_CLASS.name,
      gameId: g.gameId,
      gameName: g.name,
      serverId: g.serverId,
      tags: [g.name, '加速专题'],
      publishTime: dates[index]!,
      source: 'NN加速器官方',
      views: viewsFor(dates[index]!, rand),
      content: topicBody(t, g, guides),
    };
  });
}

interface ReviewDraft {
  gameId: number;
  title: string;
  summary: string;
  verdict: string;
  pros: string[];
  cons: string[];
  scores: [number, number, number, number];
}

const REVIEWS: ReviewDraft[] = [
  { gameId: 103, title: '《永劫无间》评测：把武侠打成了竞技', summary: '振刀、钩锁与魂玉构成了独一无二的近战大逃杀，上手门槛不低，但乐趣同样十足。', verdict: '它证明了近战也能撑起一款大逃杀。只要能接受前期的学习成本，这是近几年最有辨识度的竞技游戏之一。', pros: ['近战博弈深度十足', '钩锁带来极高的机动性', '美术风格鲜明'], cons: ['新手学习曲线陡峭', '单排体验受队友影响大'], scores: [9, 8, 9, 7] },
  { gameId: 109, title: '《最终幻想14》评测：一部值得慢慢读完的史诗', summary: '剧情、音乐与副本设计都堪称顶尖，前期节奏偏慢是它唯一的门槛。', verdict: '如果你愿意给它几十个小时，它会还你一段难忘的冒险。', pros: ['剧情厚重、角色塑造出色', '配乐水准极高', '一个角色可以体验所有职业'], cons: ['前期主线节奏缓慢', '海外服务器需要稳定网络'], scores: [10, 9, 8, 8] },
  { gameId: 111, title: '《瓦罗兰特》评测：技能与枪法的平衡术', summary: '在经典战术射击的骨架上加入英雄技能，既保留了枪法的重要性，又让战术更加多变。', verdict: '枪法依然是核心，但技能让每一回合都有新的可能。它是战术射击新人最好的入门选择之一。', pros: ['枪械手感扎实', '英雄技能丰富战术', '128 Tick 服务器判定精准'], cons: ['新英雄平衡需要时间', '对网络质量要求高'], scores: [9, 9, 8, 8] },
  { gameId: 106, title: '《原神》评测：一个值得探索的开放世界', summary: '出色的美术与探索设计让提瓦特大陆充满惊喜，养成系统则需要耐心。', verdict: '探索的乐趣足以让人一次次登录，但想要深入体验，需要对养成节奏有心理准备。', pros: ['开放世界探索设计出色', '元素反应系统有深度', '音乐和美术品质很高'], cons: ['养成周期较长', '国际服联机依赖网络'], scores: [9, 8, 9, 7] },
];

function reviewBody(r: ReviewDraft, g: SeedGame): string {
  const [story, play, art, value] = r.scores;
  const total = ((story + play + art + value) / 4).toFixed(1);
  return join(
    p(r.summary),
    figure(gameCover(g), `${g.name}游戏画面`),
    h2('评分'),
    table(['维度', '得分（10 分制）'], [['剧情与设定', String(story)], ['玩法深度', String(play)], ['画面与音乐', String(art)], ['上手友好度', String(value)], ['综合', total]]),
    h2('我们喜欢的'),
    ul(r.pros),
    h2('还可以更好的'),
    ul(r.cons),
    h3('结论'),
    p(r.verdict),
    p(`准备开玩？先看看${TOPIC_GAME_IDS.has(g.gameId) ? `${a(`/zt/${g.serverId}.html`, `${g.name}加速专题`)}和` : ''}${a(`/gl/more/${g.gameId}.html`, `${g.name}攻略`)}。`),
  );
}

export function buildReviews(): SeedArticle[] {
  const dates = spreadDates(REVIEWS.length, 2025_06);
  const rand = createRandom(2025_07);
  return REVIEWS.map((r, index) => {
    const g = GAME_BY_ID.get(r.gameId)!;
    return {
      id: FIRST_REVIEW_ID + index,
      type: 'review',
      title: r.title,
      summary: r.summary,
      cover: gameCover(g),
      classId: REVIEW_CLASS.id,
      className: REVIEW_CLASS.name,
      gameId: g.gameId,
      gameName: g.name,
      tags: [g.name, '评测'],
      publishTime: dates[index]!,
      source: 'NN加速器编辑部',
      views: viewsFor(dates[index]!, rand),
      content: reviewBody(r, g),
    };
  });
}
