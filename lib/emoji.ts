/**
 * The comment box's emoji set. A comment stores an emoji as the token `[名称]` (plain text); the
 * list renders the token as `<img src={file}>`. Files are generated SVGs under public/emoji.
 */

export interface Emoji {
  /** Chinese name, also the token text: `[微笑]`. */
  name: string;
  /** Site-relative image path. */
  file: string;
}

const NAMES: readonly (readonly [string, string])[] = [
  ['微笑', 'smile'],
  ['大笑', 'laugh'],
  ['偷笑', 'snicker'],
  ['害羞', 'shy'],
  ['得意', 'proud'],
  ['酷', 'cool'],
  ['亲亲', 'kiss'],
  ['疑问', 'question'],
  ['惊讶', 'surprised'],
  ['流汗', 'sweat'],
  ['捂脸', 'facepalm'],
  ['晕', 'dizzy'],
  ['哭泣', 'cry'],
  ['愤怒', 'angry'],
  ['睡觉', 'sleep'],
  ['再见', 'bye'],
  ['点赞', 'thumbs-up'],
  ['鼓掌', 'clap'],
  ['抱拳', 'salute'],
  ['握手', 'handshake'],
  ['胜利', 'victory'],
  ['OK', 'ok'],
  ['加油', 'cheer'],
  ['666', 'six'],
  ['爱心', 'heart'],
  ['心碎', 'broken-heart'],
  ['玫瑰', 'rose'],
  ['礼物', 'gift'],
  ['奖杯', 'trophy'],
  ['火', 'fire'],
  ['闪电', 'lightning'],
  ['吃瓜', 'melon'],
];

export const EMOJI_DIR = '/emoji/';

export const EMOJIS: readonly Emoji[] = NAMES.map(([name, slug]) => ({ name, file: `${EMOJI_DIR}${slug}.svg` }));

/** Slug of each emoji file (public/emoji/<slug>.svg), for the asset generator. */
export const EMOJI_SLUGS: ReadonlyMap<string, string> = new Map(NAMES.map(([name, slug]) => [name, slug]));

const BY_NAME: ReadonlyMap<string, Emoji> = new Map(EMOJIS.map((e) => [e.name, e]));

/** SPEC §5/§9: at most 200, counting characters plus embedded emoji images. */
export const COMMENT_MAX_LENGTH = 200;

export function emojiToken(name: string): string {
  return `[${name}]`;
}

export function findEmoji(name: string): Emoji | undefined {
  return BY_NAME.get(name);
}

export type CommentPart = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: Emoji };

const TOKEN_RE = /\[([^[\]]{1,8})\]/g;

/** Splits plain comment text into text runs and known emoji; unknown `[x]` stays text. */
export function splitComment(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN_RE)) {
    const emoji = findEmoji(match[1] ?? '');
    if (!emoji) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'emoji', emoji });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Counting length of a comment: a known emoji token counts 1, other text by code point. */
export function commentLength(text: string): number {
  return splitComment(text).reduce((n, part) => n + (part.kind === 'emoji' ? 1 : Array.from(part.text).length), 0);
}
