/**
 * CMS HTML nested deeper than MAX_HTML_DEPTH is flattened before it is parsed and sanitised
 * (issue 24): a 15,000-deep `<div>` article kept the renderer busy for minutes, because the parser
 * (jsdom's parse5: scope checks walk the stack of open elements) and DOMPurify's walk cost grows
 * with depth × elements, and ISR would repeat it on every regeneration. Browsers cap the depth
 * too (Blink's parser stops nesting at 512); no article needs more than a few dozen levels.
 *
 * One linear pass over the text, no DOM: a small tokenizer that follows the HTML tokenizer where it
 * matters for nesting (quoted attribute values may hold `>`, comments, raw-text elements such as
 * `<script>` whose content is not markup, void elements, `/>` only in SVG/MathML) and the parser's
 * commonest implied end tags (`<p>` closed by a block, `<li>` by the next `<li>`, table cells and
 * rows), so ordinary articles — with or without their optional end tags — are returned untouched.
 * When the depth passes the cap, start tags beyond it are dropped with their end tags (their text
 * stays, inside the deepest kept element). This is not the sanitiser: whatever it returns still
 * goes through DOMPurify; it only bounds the work DOMPurify is given.
 */

export const MAX_HTML_DEPTH = 64;

const VOID = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Their content is text up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Start tags that close an open `<p>` (HTML "close a p element" in the in-body insertion mode). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'dd', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre',
  'search', 'section', 'summary', 'table', 'ul', 'xmp', 'plaintext',
]);
/** A start tag (key) that closes an open element of these names on top of the stack. */
const CLOSES_SIBLING: Record<string, readonly string[]> = {
  li: ['li'],
  dd: ['dd', 'dt'],
  dt: ['dd', 'dt'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  tr: ['td', 'th', 'tr'],
  option: ['option'],
  optgroup: ['option', 'optgroup'],
};
const FOREIGN = new Set(['svg', 'math']);
const TABLE_SECTIONS = new Set(['tbody', 'thead', 'tfoot']);

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

interface Open {
  name: string;
  kept: boolean;
}

/**
 * `html` with every element deeper than `maxDepth` unwrapped (its text kept), or `html` itself
 * when nothing is that deep. Linear in the length of `html`.
 */
export function limitHtmlDepth(html: string, maxDepth = MAX_HTML_DEPTH): string {
  if (!html.includes('<') || !walk(html, maxDepth, null)) return html;
  const out: string[] = [];
  walk(html, maxDepth, out);
  return out.join('');
}

/** Index just past the `>` ending the tag whose name ends at `i`, and whether it ended with `/>`; -1 at the end of input. */
function tagEnd(html: string, from: number): { end: number; selfClosing: boolean } {
  let i = from;
  const n = html.length;
  for (;;) {
    // Before an attribute name: spaces and slashes; `/>` self-closes.
    while (i < n && (isSpace(html.charCodeAt(i)) || html[i] === '/')) {
      if (html[i] === '/' && html[i + 1] === '>') return { end: i + 2, selfClosing: true };
      i += 1;
    }
    if (i >= n) return { end: -1, selfClosing: false };
    if (html[i] === '>') return { end: i + 1, selfClosing: false };
    // The attribute name (its first character may be anything, `=` included).
    i += 1;
    while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i += 1;
    while (i < n && isSpace(html.charCodeAt(i))) i += 1;
    if (html[i] !== '=') continue;
    i += 1;
    while (i < n && isSpace(html.charCodeAt(i))) i += 1;
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1);
      if (close < 0) return { end: -1, selfClosing: false };
      i = close + 1;
    } else {
      while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '>') i += 1;
    }
  }
}

function nameEnd(html: string, from: number): number {
  let i = from;
  while (i < html.length && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>') i += 1;
  return i;
}

/**
 * Tokenises `html`, tracking the open elements. With `out` null: true as soon as more than
 * `maxDepth` elements are open at once. With `out`: writes the flattened text into it.
 */
function walk(html: string, maxDepth: number, out: string[] | null): boolean {
  const n = html.length;
  const stack: Open[] = [];
  /** Open elements per name: an end tag with none open is left alone without searching. */
  const openCount = new Map<string, number>();
  let kept = 0;
  let foreign = 0;
  let i = 0;
  const emit = (from: number, to: number) => {
    if (out && to > from) out.push(html.slice(from, to));
  };
  const pop = (explicitEnd: boolean) => {
    const top = stack.pop()!;
    openCount.set(top.name, openCount.get(top.name)! - 1);
    if (FOREIGN.has(top.name)) foreign -= 1;
    if (top.kept) {
      kept -= 1;
      // Closed by a later tag: say so, so the parser's tree is the one counted here.
      if (!explicitEnd && out) out.push(`</${top.name}>`);
    }
    return top;
  };
  /** Opens an element: `source` is its start tag in `html`, null for one the parser would insert. */
  const open = (name: string, source: [number, number] | null) => {
    const keep = kept < maxDepth;
    stack.push({ name, kept: keep });
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
    if (FOREIGN.has(name)) foreign += 1;
    if (!keep) return;
    kept += 1;
    if (source) emit(source[0], source[1]);
    else if (out) out.push(`<${name}>`);
  };
  const closeOnTop = (names: readonly string[]) => {
    while (stack.length && names.includes(stack[stack.length - 1]!.name)) pop(false);
  };

  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      emit(i, n);
      break;
    }
    emit(i, lt);
    const next = html.charCodeAt(lt + 1);
    // Comments, doctype, CDATA and processing instructions: copied, never nested.
    if (html.startsWith('<!--', lt)) {
      let close = html.indexOf('-->', lt + 4);
      if (html.startsWith('<!-->', lt)) close = lt + 2;
      else if (html.startsWith('<!--->', lt)) close = lt + 3;
      const end = close < 0 ? n : close + 3;
      emit(lt, end);
      i = end;
      continue;
    }
    if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
      const close = html.indexOf('>', lt + 2);
      const end = close < 0 ? n : close + 1;
      emit(lt, end);
      i = end;
      continue;
    }
    const isEnd = next === 0x2f; /* / */
    const nameStart = lt + (isEnd ? 2 : 1);
    if (!isAsciiLetter(html.charCodeAt(nameStart))) {
      // `<` before a non-letter is text. `</>` is ignored, and `</` before anything else opens a
      // bogus comment that runs to the next `>` — its content is not markup (`</ <script><table>`
      // is a comment and a table, not a script): copied as they are, never nested.
      let end = nameStart;
      if (isEnd && nameStart < n) {
        const close = html.indexOf('>', nameStart);
        end = close < 0 ? n : close + 1;
      }
      emit(lt, end);
      i = end;
      continue;
    }
    const after = nameEnd(html, nameStart);
    const name = html.slice(nameStart, after).toLowerCase();
    const { end, selfClosing } = tagEnd(html, after);
    if (end < 0) {
      // A tag cut off by the end of the input is dropped by the parser: nothing more opens.
      emit(lt, n);
      break;
    }
    i = end;

    if (isEnd) {
      if (!openCount.get(name)) {
        // Nothing of that name is open: the parser ignores it, except `</p>` and `</br>`, which it
        // turns into an element (<p></p>, <br>) one level below the open ones — dropped when too deep.
        const makesElement = (name === 'p' || name === 'br') && foreign === 0;
        if (makesElement && !out && stack.length + 1 > maxDepth) return true;
        if (!makesElement || kept < maxDepth) emit(lt, end);
        continue;
      }
      while (stack[stack.length - 1]!.name !== name) pop(false);
      if (pop(true).kept) emit(lt, end);
      continue;
    }

    if (CLOSES_P.has(name) && foreign === 0) closeOnTop(['p']);
    const siblings = CLOSES_SIBLING[name];
    if (siblings && foreign === 0) closeOnTop(siblings);

    // Void and raw-text elements are leaves, one level below the open elements.
    const leaf = VOID.has(name) || (selfClosing && foreign > 0) || name === 'plaintext' || (RAW_TEXT.has(name) && foreign === 0);
    if (leaf && !out && stack.length + 1 > maxDepth) return true;
    if (VOID.has(name) || (selfClosing && foreign > 0)) {
      if (kept < maxDepth) emit(lt, end);
      continue;
    }
    if (name === 'plaintext') {
      if (kept < maxDepth) emit(lt, n);
      // Too deep: the rest stays text. Without its <plaintext> the parser would read it as markup
      // again (`<div><div><plaintext><div>` at a cap of 2 nested a third div), so it is escaped.
      else if (out && end < n) out.push(html.slice(end).replace(/&/g, '&amp;').replace(/</g, '&lt;'));
      break;
    }
    if (RAW_TEXT.has(name) && foreign === 0) {
      const closer = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi');
      closer.lastIndex = end;
      const found = closer.exec(html);
      let stop = n;
      if (found) {
        const close = tagEnd(html, found.index + 2 + name.length).end;
        stop = close < 0 ? n : close;
      }
      // Too deep: left out whole (its text is not markup, and as text it would show code).
      if (kept < maxDepth) emit(lt, stop);
      i = stop;
      continue;
    }

    // The parser puts a row in a <tbody> and a cell in a <tr>: written out here, they count.
    const top = stack[stack.length - 1]?.name;
    if (foreign === 0 && (name === 'tr' || name === 'td' || name === 'th') && top === 'table') open('tbody', null);
    if (foreign === 0 && (name === 'td' || name === 'th') && TABLE_SECTIONS.has(stack[stack.length - 1]?.name ?? '')) open('tr', null);
    open(name, [lt, end]);
    if (!out && stack.length > maxDepth) return true;
  }
  return false;
}
