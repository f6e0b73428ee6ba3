import { DEFAULT_AVATAR } from '../users';
import type { SandboxComment } from '../../types';
import { createRandom } from './random';

const NICKS = ['落日余晖', '不吃香菜的鸟', '峡谷老中医', '今天也要吃鸡', '振刀大师', '夜猫子玩家', '菜鸟求带', '光之战士小白', '养猫的狙击手', '一发入魂'];

/** Realistic replies, plain text with emoji tokens; none is HTML. */
const LINES = [
  '按文章说的换了节点，晚上打排位稳多了[点赞]',
  '终于找到原因了，原来是家里有人在下载[捂脸]',
  '智能选点确实比我手动选的好用，延迟从 80 降到 45',
  '请问校园网也适用吗？宿舍晚上卡得不行[疑问]',
  '写得很详细，收藏了[鼓掌]',
  '昨天维护完之后确实顺畅了不少[666]',
  '活动奖励已经到账了，好评[微笑]',
  '希望能多出点日服的攻略[加油]',
  '我之前一直以为延迟低就行，原来丢包才是关键',
  '试了一下网络诊断，一键修复真的有用[得意]',
  '晚高峰还是会跳 ping，不过比之前好多了',
  '<b>这不是加粗</b> 只是我打的尖括号，哈哈',
];

/** Which articles start with comments, and how many. */
const TARGETS: readonly (readonly [number, number])[] = [
  [10001, 6], [10002, 3], [10004, 4], [10006, 2], [20001, 5], [20002, 3], [20005, 4], [30001, 3], [40001, 2],
];

export const FIRST_SEED_COMMENT_ID = 1;

/** Seeded comments keyed like the store (`article:<id>`), newest first, plus the next free id. */
export function seedComments(publishedAt: (articleId: number) => number): { comments: Record<string, SandboxComment[]>; nextCommentId: number } {
  const rand = createRandom(2025_09);
  const comments: Record<string, SandboxComment[]> = {};
  let id = FIRST_SEED_COMMENT_ID;
  for (const [articleId, count] of TARGETS) {
    const list: SandboxComment[] = [];
    for (let i = 0; i < count; i++) {
      list.push({
        id: id++,
        phone: null,
        userNick: NICKS[Math.floor(rand() * NICKS.length)]!,
        userAvatar: DEFAULT_AVATAR,
        content: LINES[Math.floor(rand() * LINES.length)]!,
        // A few hours apart after the article went out, newest first.
        createTime: publishedAt(articleId) + (count - i) * 5 * 3600_000 + Math.floor(rand() * 3600_000),
        seedPraise: Math.floor(rand() * 40),
        praisedBy: [],
      });
    }
    comments[`article:${articleId}`] = list;
  }
  return { comments, nextCommentId: id };
}
