/**
 * Invisible and direction-changing characters in user comments (issue 16): zero-width spaces and
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
