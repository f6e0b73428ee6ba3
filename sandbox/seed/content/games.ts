/** The games the content seed writes about. gameId/serverId are shared with the game catalogue. */

export interface GameServer {
  name: string;
  location: string;
  node: string;
  /** Typical round trip through the recommended node, ms. */
  ping: string;
}

export interface SeedGame {
  gameId: number;
  /** serverId of the game's special topic, `/zt/{serverId}.html`. */
  serverId: number;
  name: string;
  slug: string;
  genre: string;
  /** Gradient colours of the generated cover. */
  colors: readonly [string, string];
  servers: readonly GameServer[];
  /** What a bad connection looks like in this game, in the player's words. */
  symptoms: readonly string[];
  /** Game-specific beginner advice. */
  tips: readonly string[];
  /** One sentence on why this game is network-sensitive. */
  why: string;
}

export const GAMES: readonly SeedGame[] = [
  {
    gameId: 101, serverId: 10231, name: '绝地求生', slug: 'pubg', genre: '战术竞技射击', colors: ['#f59e0b', '#78350f'],
    servers: [
      { name: '亚服', location: '新加坡、香港', node: '香港 BGP 专线', ping: '35–55' },
      { name: '日韩服', location: '东京、首尔', node: '东京直连节点', ping: '45–70' },
      { name: '美服', location: '弗吉尼亚、俄勒冈', node: '洛杉矶中转节点', ping: '150–190' },
    ],
    symptoms: ['跳伞时画面一顿一顿', '舔包时物品栏半天刷不出来', '对枪时明明先开枪却先倒地', '决赛圈突然弹出“网络延迟检测”'],
    tips: ['前期优先搜集三级头和医疗包，枪械够用即可', '听声辨位比枪法更重要，建议戴耳机并打开“HRTF”', '开车转点时贴着山体走，减少被架枪的概率', '决赛圈少开枪多转移，暴露位置的代价很大'],
    why: '一局比赛里上百名玩家的位置、弹道和载具都要与服务器实时同步，丢包几帧就可能输掉一次对枪',
  },
  {
    gameId: 102, serverId: 10088, name: '英雄联盟', slug: 'lol', genre: 'MOBA', colors: ['#1e3a8a', '#c8aa6e'],
    servers: [
      { name: '国服（艾欧尼亚等）', location: '国内多地', node: '同省优化节点', ping: '10–30' },
      { name: '台服', location: '台北', node: '香港中转节点', ping: '40–60' },
      { name: '韩服', location: '首尔', node: '首尔直连节点', ping: '50–75' },
    ],
    symptoms: ['团战时技能释放延迟', '小地图上英雄瞬移', '“正在尝试重新连接”反复出现', '进入加载界面后卡在 99%'],
    tips: ['先练熟三个位置的两三个英雄，不要一开始就追求全英雄', '补刀是经济的基础，练习模式里先把 10 分钟 80 刀练下来', '多看小地图，养成每隔几秒扫一眼的习惯', '打野刷新时间要记住，龙和先锋的节奏决定中期'],
    why: '操作以毫秒计，跨省路由或者校园网出口拥堵都会让技能释放和走位出现肉眼可见的滞后',
  },
  {
    gameId: 103, serverId: 10562, name: '永劫无间', slug: 'naraka', genre: '武侠动作竞技', colors: ['#7f1d1d', '#fbbf24'],
    servers: [
      { name: '国服', location: '上海、广州', node: '华东/华南优化节点', ping: '15–35' },
      { name: '亚服', location: '新加坡', node: '香港中转节点', ping: '50–70' },
      { name: '美服', location: '洛杉矶', node: '洛杉矶直连节点', ping: '160–190' },
    ],
    symptoms: ['振刀判定总是慢半拍', '钩锁飞出后人物被拉回原地', '组队语音断断续续', '匹配成功后进不去对局'],
    tips: ['新手优先熟悉长剑和太刀，招式简单、容错高', '振刀是核心技巧，先在训练场练熟蓄力攻击的时机', '魂玉比装备更影响战斗风格，拿到金魂玉再考虑打架', '天人之境里少和满血玩家硬拼，利用钩锁拉开距离'],
    why: '近战博弈依赖精确的出招判定，振刀、闪避都在几十毫秒的窗口里完成，延迟抖动直接决定胜负',
  },
  {
    gameId: 104, serverId: 10347, name: 'Apex 英雄', slug: 'apex', genre: '英雄射击大逃杀', colors: ['#b91c1c', '#1f2937'],
    servers: [
      { name: '东京', location: '东京', node: '东京直连节点', ping: '45–65' },
      { name: '新加坡', location: '新加坡', node: '新加坡直连节点', ping: '60–85' },
      { name: '香港', location: '香港', node: '香港 BGP 专线', ping: '30–50' },
    ],
    symptoms: ['子弹打在身上却不掉血', '滑铲、跳跃落地后被拉回', '数据中心列表显示“超时”', '进入游戏时提示“无法连接到 EA 服务器”'],
    tips: ['先用班加罗尔或恶灵这类容错高的传奇上手', '护甲可以用伤害“升级”，打得越多护甲越强', '高地优势非常明显，转圈时优先抢占高点', '和队友同时跳伞，落地分散过远很容易被各个击破'],
    why: '射速快、移动快，服务器 20 Tick 的刷新率本就不高，再叠加网络抖动就会出现“打中不掉血”',
  },
  {
    gameId: 105, serverId: 10019, name: 'CS2', slug: 'cs2', genre: '战术射击', colors: ['#0f172a', '#f97316'],
    servers: [
      { name: '完美世界国服', location: '国内多地', node: '同省优化节点', ping: '10–30' },
      { name: '香港', location: '香港', node: '香港 BGP 专线', ping: '30–50' },
      { name: '东京', location: '东京', node: '东京直连节点', ping: '50–70' },
    ],
    symptoms: ['开镜瞬间画面冻结', '右上角出现黄色或红色的网络警告图标', '明明躲进掩体还是被打死', '匹配成功后一直“正在连接到服务器”'],
    tips: ['先在创意工坊地图练习急停和压枪', '每张图记住两到三个常用的投掷物点位', '经济局和强起局要跟队友统一', '报点用地图上的标准叫法，沟通效率会高很多'],
    why: '次时代更新后服务器按子刻判定射击，网络抖动会直接让命中判定和你看到的画面对不上',
  },
  {
    gameId: 106, serverId: 10471, name: '原神', slug: 'genshin', genre: '开放世界冒险', colors: ['#0ea5e9', '#fde68a'],
    servers: [
      { name: '亚服', location: '东京', node: '东京直连节点', ping: '50–70' },
      { name: '美服', location: '弗吉尼亚', node: '洛杉矶中转节点', ping: '160–200' },
      { name: '港澳台服', location: '香港', node: '香港 BGP 专线', ping: '30–50' },
    ],
    symptoms: ['多人联机时队友原地踏步', '领取奖励时一直转圈', '抽卡后结果迟迟不显示', '登录时提示“网络连接超时 4201”'],
    tips: ['冒险等阶前期优先推进主线，解锁更多玩法', '每天的委托和树脂不要浪费，是长期养成的关键', '元素反应比单一角色强度更重要，多尝试搭配', '限定卡池前先攒原石，不要被常驻池分散资源'],
    why: '国际服的服务器都在海外，单人探索影响不大，但联机、深渊计时和抽卡请求都依赖稳定连接',
  },
  {
    gameId: 107, serverId: 10025, name: 'DOTA2', slug: 'dota2', genre: 'MOBA', colors: ['#991b1b', '#111827'],
    servers: [
      { name: '国服（上海/广州）', location: '上海、广州', node: '华东/华南优化节点', ping: '10–35' },
      { name: '东南亚服', location: '新加坡', node: '新加坡直连节点', ping: '60–80' },
      { name: '日本服', location: '东京', node: '东京直连节点', ping: '50–70' },
    ],
    symptoms: ['英雄转身和出手明显延迟', '“与服务器的连接已断开”倒计时', '比赛录像下载失败', '匹配接受后进不去游戏'],
    tips: ['先从巫妖、斧王这类机制简单的英雄练起', '正补和反补都重要，别忘了压制对手经济', '眼位决定视野，辅助要留钱买守卫', '看职业比赛学习节奏，比看攻略更直观'],
    why: '大量单位操作和技能指令都要往返服务器，网络不稳会让连招断掉、补刀落空',
  },
  {
    gameId: 108, serverId: 10310, name: '守望先锋', slug: 'overwatch', genre: '团队射击', colors: ['#ea580c', '#1e293b'],
    servers: [
      { name: '国服', location: '国内', node: '同省优化节点', ping: '15–35' },
      { name: '亚服', location: '台北、首尔', node: '香港中转节点', ping: '45–70' },
      { name: '美服', location: '洛杉矶', node: '洛杉矶直连节点', ping: '150–180' },
    ],
    symptoms: ['技能按下后隔一会儿才释放', '屏幕左上角“延迟”数值忽高忽低', '被击杀回放里自己早已在掩体后', '战网客户端登录转圈'],
    tips: ['先在快速游戏里尝试每个定位的英雄', '跟着团队走，单人突进往往换不来收益', '大招要配合队友一起交，效果翻倍', '多用语音或快捷交流报告敌方大招情况'],
    why: '英雄技能交互复杂，客户端预测和服务器校正频繁，丢包会表现为技能“吞掉”或回拉',
  },
  {
    gameId: 109, serverId: 10128, name: '最终幻想14', slug: 'ff14', genre: 'MMORPG', colors: ['#312e81', '#a5b4fc'],
    servers: [
      { name: '国服（陆行鸟/莫古力等）', location: '上海', node: '华东优化节点', ping: '15–35' },
      { name: '日服', location: '东京', node: '东京直连节点', ping: '45–65' },
      { name: '美服', location: '洛杉矶、萨克拉门托', node: '洛杉矶直连节点', ping: '150–180' },
    ],
    symptoms: ['副本里技能滑步失败被 AOE 命中', '动画锁变长、技能队列插不进去', '90002 错误掉线', '排队进不去服务器'],
    tips: ['主线剧情是理解世界观的核心，别急着跳过', '职业可以随时切换，一个角色能练满所有职业', '进副本前看一遍攻略视频，会减少很多团灭', '新人频道里多问，老玩家通常很乐意解答'],
    why: '战斗节奏依赖 GCD 和动画锁，延迟高时技能会“吞键”，日服、美服的高难副本对稳定性要求极高',
  },
  {
    gameId: 110, serverId: 10076, name: 'GTA5', slug: 'gta5', genre: '开放世界动作', colors: ['#15803d', '#0f172a'],
    servers: [
      { name: '线上模式（P2P 战局）', location: '与其他玩家直连', node: '香港 BGP 专线', ping: '40–120' },
      { name: 'R 星社交俱乐部', location: '美国', node: '洛杉矶中转节点', ping: '150–180' },
      { name: 'Steam / Epic 下载', location: '就近 CDN', node: '下载加速通道', ping: '—' },
    ],
    symptoms: ['战局里只剩自己一个人', '任务中途被踢出“与其他玩家的连接超时”', '车辆瞬移、NPC 动作抽搐', '线上模式一直卡在云层'],
    tips: ['先完成线上模式新手教程，解锁公寓和差事', '合约和拉玛差事是前期最稳定的收入来源', '组队做抢劫任务前先确认每个人的分工', '公开战局容易被骚扰，刷钱时建议开邀请战局'],
    why: '线上模式是玩家之间的 P2P 连接，NAT 类型和跨境线路质量直接决定能不能稳定待在战局里',
  },
  {
    gameId: 111, serverId: 10655, name: '瓦罗兰特', slug: 'valorant', genre: '战术射击', colors: ['#e11d48', '#111827'],
    servers: [
      { name: '国服', location: '国内', node: '同省优化节点', ping: '10–30' },
      { name: '香港', location: '香港', node: '香港 BGP 专线', ping: '30–50' },
      { name: '东京', location: '东京', node: '东京直连节点', ping: '45–65' },
    ],
    symptoms: ['开枪后对方没有受击反馈', '“网络问题”图标频繁闪烁', '换弹和技能动作卡顿', '登录时提示 VAN 错误代码'],
    tips: ['先选择猎枭或贤者，熟悉侦察和支援技能', '急停射击是基本功，移动中开枪几乎打不中', '每回合购买前看一眼队友的经济', '学会两三个默认进攻和防守站位'],
    why: '服务器是 128 Tick，判定非常精细，任何丢包和抖动都会被放大成“没打中”',
  },
];

export const GAME_BY_ID: ReadonlyMap<number, SeedGame> = new Map(GAMES.map((g) => [g.gameId, g]));

export function gameCover(game: SeedGame): string {
  return `/covers/game-${game.slug}.webp`;
}
