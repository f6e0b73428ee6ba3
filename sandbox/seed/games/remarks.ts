import type { SandboxComment } from '../../types';
import { DEFAULT_AVATAR } from '../users';
import { DAY, GAMES_SEED_TIME, gameRecords, releaseTime, type GameRecord } from './build';
import { rngFor, type Rng } from './prng';

/**
 * Seeded game comments ("remarks"), stored in the shared comment store under `game:{serverId}`.
 * Ids start high so they never meet the content seed's ids.
 */
export const FIRST_GAME_COMMENT_ID = 500_001;

const NICKS = [
  '落日弥漫的橘', '深夜不睡觉', '峡谷打工人', '一枪一个小朋友', '佛系上分', '老王不想上班', '奶茶三分糖',
  '今天也要吃鸡', '菜鸡互啄选手', '不会玩但很快乐', '芝士就是力量', '咸鱼翻身失败', '周末战神', '北方的狼',
  '阿珂的小迷弟', '摸鱼达人', '路过的萌新', '退役老兵', '风起长安', '月下独酌', '一只小熊猫', '快乐肥宅水',
  '清风徐来', '熬夜冠军', '开黑缺一人', '南巷旧人', '脆皮大学生', '海盐柠檬', '背锅侠本侠', '电竞养生人',
];

const GENERIC = [
  '开了加速器之后延迟稳定在三十多毫秒，再也没有跳过 999 了[点赞]',
  '晚上高峰期也不卡，之前一到九点就丢包，现在终于能安心玩了',
  '校园网玩{name}简直灾难，用了加速之后丝滑多了[大笑]',
  '客服回复很快，节点切换也方便，推荐给室友了',
  '{name}yyds，和朋友开黑的快乐谁懂啊[爱心]',
  '更新完第一时间就能进，不用排队等好久，好评',
  '画面和手感都很舒服，就是肝度有点高[流汗]',
  '玩了三年了，还是每天都要上线看看[加油]',
  '新赛季平衡性好了不少，匹配速度也快',
  '有没有一起玩的，晚上八点以后都在[握手]',
  '网络稳定以后才发现自己其实还挺会玩的[捂脸]',
  '希望官方多出点福利活动，老玩家也要照顾一下',
  '之前总是断线重连，换了节点就好了，原来是线路的问题',
  '周末和兄弟们通宵，一晚上一次都没掉线[666]',
  '优化比以前好太多了，老电脑也能稳定六十帧',
  '入坑两个月，已经离不开了[爱心]',
];

const BY_CATEGORY: Record<string, string[]> = {
  shooter: [
    '对枪的时候终于不会出现明明先开枪却先倒地的情况了',
    '三连跪之后来一局十杀，心情瞬间好了[胜利]',
    '听声辨位太重要了，耳机一定要买好一点的',
    '压枪练了一周，终于能稳稳压住了[火]',
    '决赛圈心跳加速，手都在抖[流汗]',
    '和队友语音配合打出完美战术，太爽了',
    '新地图很有意思，就是刚开始容易迷路',
    '外挂少了很多，举报反馈也快，点个赞[点赞]',
  ],
  moba: [
    '团战技能一个没空，全靠网络稳定[奖杯]',
    '补刀手感终于回来了，之前总是慢半拍',
    '打野不来，中路自己打出优势[得意]',
    '排位连胜五把，感觉今天是我的幸运日',
    '新英雄有点超标，希望下个版本削一下',
    '逆风翻盘的那一刻真的太激动了[鼓掌]',
    '和好朋友双排上了一个大段位[爱心]',
    '小地图不再瞬移了，看得清清楚楚',
  ],
  rpg: [
    '剧情写得太好了，主线看哭了好几次[哭泣]',
    '风景真的美，随手截图都能当壁纸',
    '副本开荒成功，团长都激动得破音了[大笑]',
    '角色塑造很用心，每个人都有自己的故事',
    '探索度刷满了，期待下个版本的新地图',
    '配乐一响起就鸡皮疙瘩，作曲太强了',
    '养成系统有点复杂，萌新建议先跟着攻略走',
    '联机打 Boss 比单刷快乐多了[鼓掌]',
  ],
  action: [
    '打击感一流，每一刀都很扎实[火]',
    'Boss 打了二十多次终于过了，成就感爆棚[胜利]',
    '连招打出来太帅了，练了一下午',
    '难度曲线合理，死了也知道是自己的问题',
    '美术和动作设计都是顶级水准',
    '闪避判定很舒服，熟练以后可以无伤[得意]',
  ],
  strategy: [
    '运营思路对了，胜率一下子就上来了',
    '卡组搭配很有讲究，每天都在研究新套路[疑问]',
    '一局时间不长，午休来一把刚刚好',
    '版本强势阵容被削了，又要重新琢磨了[捂脸]',
    '和朋友对战输了一晚上，明天继续[再见]',
    '新赛季的平衡做得不错，很多冷门阵容也能玩',
  ],
  racing: [
    '漂移手感太棒了，过弯一气呵成',
    '和朋友组队跑图，一晚上不知不觉就过去了',
    '新赛车颜值很高，一眼就爱上了[爱心]',
    '网络稳定以后再也没有瞬移撞墙了[大笑]',
  ],
  casual: [
    '下班放松的首选，轻松又快乐[微笑]',
    '和对象一起玩，笑到肚子疼[大笑]',
    '画风好可爱，每天都想上线看看',
    '建造了一下午的小屋，成就感满满[鼓掌]',
    '跟朋友合作的时候最开心，一个人玩也不错',
  ],
};

const SOON = [
  '预约了！上线第一天就冲[火]',
  '等了好久，希望别再跳票了[哭泣]',
  '看了实机演示，画面太顶了，期待[点赞]',
  '{name}什么时候开测啊，想抢个资格',
  '已经在攒假期了，上线当天请假玩[大笑]',
];

function categoryOf(game: GameRecord): string {
  const ids = new Set(game.labels.map((l) => l.labelId));
  if (ids.has(2)) return 'moba';
  if (ids.has(1) || ids.has(13)) return 'shooter';
  if (ids.has(7)) return 'racing';
  if (ids.has(6) || ids.has(12)) return 'strategy';
  if (ids.has(3) || ids.has(5)) return 'rpg';
  if (ids.has(4)) return 'action';
  return 'casual';
}

/** The pool shuffled for this game, so every game reads differently. */
function shuffled(items: string[], rng: Rng): string[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as string, copy[i] as string];
  }
  return copy;
}

function countFor(game: GameRecord, rng: Rng): number {
  if (game.comingSoon) return 3;
  // Hot games get more than one page so pagination shows up in the UI and the tests.
  return game.hot > 500_000 ? 24 : rng.int(4, 9);
}

function commentsForGame(game: GameRecord, firstId: number): SandboxComment[] {
  const rng = rngFor(`remarks:${game.gameId}`);
  const pool = game.comingSoon ? SOON : [...(BY_CATEGORY[categoryOf(game)] ?? []), ...GENERIC];
  const texts = shuffled(pool, rng).slice(0, countFor(game, rng));
  // Comments appear after release (before it for coming-soon games), spread over up to 200 days.
  const span = game.comingSoon ? 200 * DAY : Math.min(200 * DAY, GAMES_SEED_TIME - releaseTime(game) - DAY);
  const star = rng.int(0, texts.length - 1);
  const comments = texts.map((text, i): SandboxComment => ({
    id: firstId + i,
    phone: null,
    userNick: rng.pick(NICKS),
    userAvatar: DEFAULT_AVATAR,
    content: text.replaceAll('{name}', game.gameName),
    createTime: GAMES_SEED_TIME - Math.floor(rng.next() * span),
    // One standout comment per game whose likes follow the game's popularity (12.9K on the hottest).
    seedPraise: i === star ? Math.round(game.hot / 70) : rng.int(0, Math.max(3, Math.round(game.hot / 4000))),
    praisedBy: [],
  }));
  // The store keeps each list newest first.
  return comments.sort((a, b) => b.createTime - a.createTime || b.id - a.id);
}

export interface GameCommentSeed {
  comments: Record<string, SandboxComment[]>;
  nextCommentId: number;
}

/** Comments of every catalogue game, keyed `game:{serverId}` (the shared comment store's key). */
export function seedGameComments(): GameCommentSeed {
  const comments: Record<string, SandboxComment[]> = {};
  let nextId = FIRST_GAME_COMMENT_ID;
  for (const game of gameRecords()) {
    const list = commentsForGame(game, nextId);
    nextId += list.length;
    comments[`game:${game.serverId}`] = list;
  }
  return { comments, nextCommentId: nextId };
}
