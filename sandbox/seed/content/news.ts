import { a, chinaDate, chinaDay, figure, h2, h3, join, ol, p, table, ul } from './html';
import { GAME_BY_ID, gameCover } from './games';
import { NEWS_CLASSES, NEWS_ITEMS, type NewsItem } from './news-data';
import { createRandom, viewsFor } from './random';
import { publishTimeOf, type SeedArticle } from './types';

export const FIRST_NEWS_ID = 10001;
/**
 * The security-test fixture: "客户端安全公告" reads like a normal notice, but its body carries
 * `<img onerror>`, `<script>`, a `javascript:` link and an `<iframe srcdoc>` so the sanitiser can be
 * tested end to end. Every one of them must render inert.
 */
export const HOSTILE_ARTICLE_ID = 10003;

const CLASS_COVER: Record<number, string> = {
  1: '/covers/news-update.webp',
  2: '/covers/news-maintenance.webp',
  3: '/covers/news-event.webp',
  4: '/covers/news-esports.webp',
};

const DAY = 86_400_000;

function updateBody(item: NewsItem, time: number, cover: string): string {
  return join(
    p(item.lead),
    h2('本次更新内容'),
    ul(item.points),
    figure(cover, `NN加速器 ${item.detail} 版本`),
    h2('版本信息'),
    table(['项目', '说明'], [['版本号', item.detail], ['发布日期', chinaDate(time)], ['适用系统', 'Windows 7 / 8 / 10 / 11（64 位）'], ['更新方式', '客户端自动更新']]),
    h3('如何更新'),
    ol(['打开NN加速器客户端，点击右上角的设置图标', '选择“检查更新”，等待新版本下载完成', '按提示重启客户端即可完成更新']),
    p(`客户端无法自动更新时，可以前往${a('/nnAccelerator', '官网下载页')}下载最新安装包覆盖安装。更新中遇到问题，请查看${a('/helpCenter', '帮助中心')}。`),
  );
}

function maintenanceWindowDay(item: NewsItem, time: number): string {
  const named = /(\d{1,2})月(\d{1,2})日/.exec(item.title);
  return named ? `${named[1]}月${named[2]}日` : chinaDay(time, 2);
}

function maintenanceBody(item: NewsItem, time: number, cover: string): string {
  const day = maintenanceWindowDay(item, time);
  return join(
    p(item.lead),
    h2('时间与影响范围'),
    table(['日期', '时间段', '影响范围'], [[day, item.detail, '见下方说明'], [day, '维护结束后', '全部服务恢复正常']]),
    h2('期间说明'),
    ul(item.points),
    figure(cover, item.title),
    h3('补偿说明'),
    p('如维护导致你的会员在维护时段内无法正常使用，我们会在维护结束后为受影响的电竞会员统一补偿 1 天时长，无需申请。'),
    p(`给你带来的不便敬请谅解。更多问题请查看${a('/helpCenter', '帮助中心')}或${a('/nn-user/zc', '联系在线客服')}。`),
  );
}

function eventBody(item: NewsItem, time: number, cover: string): string {
  return join(
    p(item.lead),
    h2('活动时间'),
    table(['活动', '开始', '结束'], [[item.detail, chinaDate(time), chinaDate(time + 10 * DAY)]]),
    h2('活动规则'),
    ol(item.points),
    figure(cover, item.detail),
    h3('注意事项'),
    ul(['活动奖励仅限本人账号使用，不可转让', '如发现刷奖、作弊等行为，我们有权取消奖励', '活动最终解释权在法律允许范围内归NN加速器所有']),
    p(`参与活动前请先${a('/nn/activity.html', '进入活动页面')}登录账号。往期活动可以在${a('/news.html', '新闻资讯')}中查看。`),
  );
}

function esportsBody(item: NewsItem, time: number, cover: string): string {
  const game = item.gameId ? GAME_BY_ID.get(item.gameId) : undefined;
  const guideLink = game ? a(`/gl/more/${game.gameId}.html`, `${game.name}攻略合集`) : a('/gl.html', '游戏攻略');
  return join(
    p(item.lead),
    h2('看点回顾'),
    ul(item.points),
    figure(cover, `${item.detail}现场`),
    h2('赛事信息'),
    table(['项目', '内容'], [['赛事', item.detail], ['游戏', game?.name ?? '多款游戏'], ['报道日期', chinaDate(time)]]),
    h3('观赛与开黑的网络建议'),
    p(`比赛日的晚高峰网络拥堵明显，想要边看比赛边开黑，可以参考我们的${guideLink}，或者在${a('/helpCenter', '帮助中心')}里搜索“延迟”。`),
  );
}

// Looks like an ordinary notice; everything after the marker comment must be neutralised by the sanitiser.
const HOSTILE_TAIL = join(
  '<!-- security-test fixture: the markup below is hostile on purpose; the sanitiser must render it inert -->',
  '<p>请认准官方下载地址，<a href="javascript:alert(1)">点击此处核对官方地址</a>。</p>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<p onmouseover="alert(1)">如有疑问，请联系官方客服。</p>',
);

const BODY_BY_CLASS = { 1: updateBody, 2: maintenanceBody, 3: eventBody, 4: esportsBody } as const;

function coverOf(item: NewsItem): string {
  const game = item.gameId ? GAME_BY_ID.get(item.gameId) : undefined;
  return game ? gameCover(game) : CLASS_COVER[item.cls]!;
}

/** News articles, newest first; ids ascend from FIRST_NEWS_ID in that order. */
export function buildNews(): SeedArticle[] {
  const rand = createRandom(2025_01);
  const dated = NEWS_ITEMS.map((item) => ({ item, time: publishTimeOf(item.date, rand) })).sort((x, y) => y.time - x.time);
  return dated.map(({ item, time }, index) => {
    const cover = coverOf(item);
    const game = item.gameId ? GAME_BY_ID.get(item.gameId) : undefined;
    const body = BODY_BY_CLASS[item.cls](item, time, cover);
    return {
      id: FIRST_NEWS_ID + index,
      type: 'news',
      title: item.title,
      summary: item.summary,
      cover,
      classId: item.cls,
      className: NEWS_CLASSES.find((c) => c.id === item.cls)!.name,
      ...(game ? { gameId: game.gameId, gameName: game.name } : {}),
      tags: item.tags,
      publishTime: time,
      source: item.hostile ? 'NN安全中心' : 'NN加速器官方',
      views: viewsFor(time, rand),
      content: item.hostile ? join(body, HOSTILE_TAIL) : body,
    };
  });
}
