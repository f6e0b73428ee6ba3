// @vitest-environment node
import { hasVisibleText, normaliseCommentText } from '@/lib/comment-text';

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

/** Characters that draw nothing (U+3164 and others outside the removed list were accepted and showed blank). */
const BLANK = {
  'U+3164 HANGUL FILLER': '\u3164',
  'U+115F HANGUL CHOSEONG FILLER': '\u115f',
  'U+1160 HANGUL JUNGSEONG FILLER': '\u1160',
  'U+FFA0 HALFWIDTH HANGUL FILLER': '\uffa0',
  'U+2800 BRAILLE PATTERN BLANK': '\u2800',
  'U+1D159 MUSICAL SYMBOL NULL NOTEHEAD': '\u{1d159}',
  'U+00AD SOFT HYPHEN': '\u00ad',
  'U+034F COMBINING GRAPHEME JOINER': '\u034f',
  'U+180E MONGOLIAN VOWEL SEPARATOR': '\u180e',
  'U+17B4 KHMER VOWEL INHERENT AQ': '\u17b4',
  'U+200B ZERO WIDTH SPACE': '\u200b',
  'U+2061 FUNCTION APPLICATION': '\u2061',
  'U+FE0F VARIATION SELECTOR-16': '\ufe0f',
  'U+E0100 VARIATION SELECTOR-17': '\u{e0100}',
  'U+E0041 TAG LATIN CAPITAL LETTER A': '\u{e0041}',
  'U+1BCA0 SHORTHAND FORMAT LETTER OVERLAP': '\u{1bca0}',
  'U+1D173 MUSICAL SYMBOL BEGIN BEAM': '\u{1d173}',
  'U+3000 IDEOGRAPHIC SPACE': '\u3000',
  'U+00A0 NO-BREAK SPACE': '\u00a0',
  'U+0301 a combining mark with nothing to sit on': '\u0301',
};

describe('hasVisibleText', () => {
  it.each(Object.entries(BLANK))('%s alone, repeated or mixed with spaces shows nothing', (_name, c) => {
    expect(hasVisibleText(c)).toBe(false);
    expect(hasVisibleText(c.repeat(50))).toBe(false);
    expect(hasVisibleText(` ${c}\n${c}\t`)).toBe(false);
  });

  it('all of them together are still empty', () => {
    expect(hasVisibleText(Object.values(BLANK).join(' '))).toBe(false);
    expect(hasVisibleText('')).toBe(false);
  });

  it.each([
    ['a letter', '\u3164好\u3164'],
    ['a digit', '1'],
    ['punctuation', '。'],
    ['an emoji with its variation selector', '❤\ufe0f'],
    ['a flag made of tags', '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}'],
    ['an emoji token', '[微笑]'],
    ['a letter with a combining mark', 'e\u0301'],
    ['Hangul', '한국어'],
  ])('%s is visible', (_name, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});
