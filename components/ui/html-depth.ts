import { parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * CMS HTML nested deeper than MAX_HTML_DEPTH is flattened before it is sanitised (see
 * sanitize-html.ts). A 15,000-deep `<div>` article kept the renderer busy for minutes: jsdom's DOM
 * and DOMPurify's walk cost grows with depth × elements, and ISR would repeat it on every
 * regeneration. Browsers cap the depth too (Blink stops nesting at 512); no article needs more than
 * a few dozen levels.
 *
 * The depth is the one HTML's tree builder gives, so it is measured by a tree builder: parse5, the
 * parser jsdom (and so DOMPurify on the server) uses, with scripting off as in DOMParser. parse5 on
 * its own is cheap (15,000 levels in ~0.1 s); the cost is in what jsdom and DOMPurify build on top.
 * An earlier hand-written tokenizer guessed the tree from the tags and was wrong where the tree
 * builder is clever: `<b><div></b>` repeated (the adoption agency), `<svg><p><g/>` (a breakout
 * from SVG), `<plaintext>` inside SVG — each nested without bound while the guess saw one level.
 *
 * Too deep: elements below the cap are unwrapped (their text and kept children stay in place;
 * elements whose text a page never shows, such as `<script>`, go whole), the tree is serialised, and the result
 * is parsed again to check it, because serialised HTML does not always parse back to the same
 * tree. If it still is too deep after a few rounds, only the text is kept.
 */

export const MAX_HTML_DEPTH = 64;

/** Their text is not shown on the page: unwrapped below the cap it would be, so they go whole. */
const DROP_WHOLE = new Set(['script', 'style', 'template', 'iframe', 'noembed', 'noframes']);
const ROUNDS = 3;

type Node = T.ChildNode;
type Parent = T.ParentNode;

const isElement = (n: Node): n is T.Element => 'tagName' in n;
/** A <template>'s children live in its content fragment. */
const kidsOf = (n: T.Element): Node[] => (n.tagName === 'template' ? (n as T.Template).content.childNodes : n.childNodes);

function parseBody(html: string): T.Element | null {
  // As DOMPurify does: the text parsed as a whole document, and the body kept.
  const doc = parse(html, { scriptingEnabled: false });
  const root = doc.childNodes.find((n): n is T.Element => isElement(n) && n.tagName === 'html');
  return root?.childNodes.find((n): n is T.Element => isElement(n) && (n.tagName === 'body' || n.tagName === 'frameset')) ?? null;
}

/** Levels of elements below `body` (a child of body is level 1). Iterative: the input may be 15,000 deep. */
function depthBelow(body: T.Element): number {
  let deepest = 0;
  const stack: Array<[T.Element, number]> = [[body, 0]];
  while (stack.length) {
    const [el, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (const kid of kidsOf(el)) if (isElement(kid)) stack.push([kid, depth + 1]);
  }
  return deepest;
}

/** Unwraps every element deeper than `max` in place. Linear: each node is moved at most once. */
function flatten(body: T.Element, max: number): void {
  const stack: Array<[T.Element, number]> = [[body, 0]];
  while (stack.length) {
    const [el, depth] = stack.pop()!;
    const kids = kidsOf(el);
    // Children of `el` sit at depth + 1: beyond the cap, each is replaced by its own children.
    if (depth + 1 > max) {
      const kept: Node[] = [];
      const work = kids.slice().reverse();
      while (work.length) {
        const node = work.pop()!;
        if (!isElement(node)) kept.push(node);
        else if (!DROP_WHOLE.has(node.tagName)) {
          const inner = kidsOf(node);
          for (let k = inner.length - 1; k >= 0; k -= 1) work.push(inner[k]!);
        }
      }
      for (const node of kept) node.parentNode = el as Parent;
      kids.length = 0;
      kids.push(...kept);
      continue;
    }
    for (const kid of kids) if (isElement(kid)) stack.push([kid, depth + 1]);
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textOf(body: T.Element): string {
  const parts: string[] = [];
  const stack: Node[] = [body];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') parts.push((node as T.TextNode).value);
    else if (isElement(node) && !DROP_WHOLE.has(node.tagName)) {
      const kids = kidsOf(node);
      for (let k = kids.length - 1; k >= 0; k -= 1) stack.push(kids[k]!);
    }
  }
  return parts.join('');
}

/**
 * `html` with every element deeper than `maxDepth` unwrapped (its text kept), or `html` itself
 * when nothing is that deep — what the caller then parses is never deeper than `maxDepth`.
 */
export function limitHtmlDepth(html: string, maxDepth = MAX_HTML_DEPTH): string {
  if (!html.includes('<')) return html;
  let current = html;
  let body = parseBody(current);
  for (let round = 0; round < ROUNDS; round += 1) {
    if (!body || depthBelow(body) <= maxDepth) return current;
    flatten(body, maxDepth);
    current = serialize(body);
    body = parseBody(current);
  }
  if (!body || depthBelow(body) <= maxDepth) return current;
  return escapeText(textOf(body));
}
