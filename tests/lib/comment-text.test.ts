// @vitest-environment node
import { normaliseCommentText } from '@/lib/comment-text';

const INVISIBLE = [
  ...['200b', '200c', '200d', '200e', '200f'],
  ...['202a', '202b', '202c', '202d', '202e'],
  ...['2060', '2061', '2062', '2063', '2064'],
  ...['2066', '2067', '2068', '2069'],
  'feff',
  '061c',
].map((hex) => String.fromCodePoint(parseInt(hex, 16)));

describe('normaliseCommentText', () => {
  it.each(INVISIBLE.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))('removes %s', (_name, c) => {
    expect(normaliseCommentText(`好${c}评${c}`)).toBe('好评');
  });

  it('turns line and paragraph separators (U+2028/U+2029) into spaces', () => {
    expect(normaliseCommentText('第一行\u2028第二行\u2029第三行')).toBe('第一行 第二行 第三行');
  });

  it('removes C0 controls and DEL but keeps tab and newline, emoji tokens and ordinary text', () => {
    expect(normaliseCommentText('a\u0000b\u0007c\u001fd\u007fe\tf\ng')).toBe('abcde\tf\ng');
    expect(normaliseCommentText('加速很稳[微笑] 👍 éà 한국어')).toBe('加速很稳[微笑] 👍 éà 한국어');
  });

  it('a bidi override cannot reverse what follows it', () => {
    expect(normaliseCommentText('官方\u202e公告：免费领取')).toBe('官方公告：免费领取');
  });
});
