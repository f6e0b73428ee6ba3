/**
 * Invisible and direction-changing characters in user comments: zero-width spaces and
 * joiners, LRM/RLM and the Arabic letter mark, bidi embeddings/overrides/isolates, word joiner and
 * invisible operators, BOM — they hide text, make two equal-looking comments differ, or flip how
 * the line around a nickname reads. C0 controls other than tab and newline, and DEL, go too.
 * Line and paragraph separators (U+2028/U+2029) become a space. Applied by the sandbox when a
 * comment is stored and by the site when one is shown (a real backend may not clean them).
 */
const REMOVED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const SEPARATORS = /[\u2028\u2029]/g;

export function normaliseCommentText(text: string): string {
  return text.replace(REMOVED, '').replace(SEPARATORS, ' ');
}

/**
 * Characters that draw nothing although they are letters or symbols to Unicode, besides the
 * Default_Ignorable_Code_Point set (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation
 * selectors, the tags block, soft hyphen, zero-width and invisible format characters…): the
 * Braille blank U+2800 and the musical null notehead U+1D159.
 */
const BLANK_GLYPHS = /[\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
/** Something a reader sees: a letter, a digit, punctuation or a symbol (an emoji, an `[表情]` token). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Whether a comment shows anything: one made only of spaces, fillers, zero-width and
 * other invisible characters, or combining marks with nothing to sit on, is an empty comment —
 * the comment box keeps 发送 disabled and the sandbox answers COMMENT_EMPTY. The text itself is
 * not changed: a variation selector or a tag sequence inside a real emoji stays.
 */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text.replace(BLANK_GLYPHS, ''));
}
