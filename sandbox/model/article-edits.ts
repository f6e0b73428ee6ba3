import { contentCatalogue, type SeedArticle } from '../seed/content';
import { isRecord } from '../request-body';

/**
 * The sandbox's CMS edit (`PATCH /__sandbox/articles/{id}`): changes the title and/or content of a
 * news item, guide, topic or review in the content catalogue, so publishing on demand can be shown
 * and tested (README "Scaling out"). Content is stored as sent: pages sanitise it on display, as
 * they do the seed's. The edit lives with the catalogue (memory, this process); `reset` undoes it.
 */
export const MAX_TITLE_CHARS = 100;
export const MAX_CONTENT_CHARS = 200_000;

type Original = Pick<SeedArticle, 'title' | 'content'>;

declare global {
  // Shared across Next's bundles like the catalogue itself.
  var __sandboxArticleOriginals: Map<number, Original> | undefined;
}

const originals = () => (globalThis.__sandboxArticleOriginals ??= new Map());

export type ArticlePatch = { title?: string; content?: string };

/** The checked patch, or why it is refused. */
export function parseArticlePatch(body: unknown): ArticlePatch | string {
  if (!isRecord(body)) return 'the body must be a JSON object {"title"?,"content"?}';
  const keys = Object.keys(body);
  if (keys.length === 0) return 'nothing to change: send title and/or content';
  const unknown = keys.filter((k) => k !== 'title' && k !== 'content');
  if (unknown.length) return `unknown field(s): ${unknown.join(', ')}`;
  const patch: ArticlePatch = {};
  if ('title' in body) {
    const title = body.title;
    if (typeof title !== 'string' || /[\u0000-\u001f\u007f]/.test(title)) return 'title must be a single-line string';
    const trimmed = title.trim();
    if (!trimmed || Array.from(trimmed).length > MAX_TITLE_CHARS) return `title must be 1 to ${MAX_TITLE_CHARS} characters`;
    patch.title = trimmed;
  }
  if ('content' in body) {
    if (typeof body.content !== 'string' || body.content.length > MAX_CONTENT_CHARS) return `content must be a string of at most ${MAX_CONTENT_CHARS} characters`;
    patch.content = body.content;
  }
  return patch;
}

export function hasArticle(id: number): boolean {
  return contentCatalogue().byId.has(id);
}

/** Applies the patch to article `id`; null when there is no such article. */
export function editArticle(id: number, patch: ArticlePatch): SeedArticle | null {
  const article = contentCatalogue().byId.get(id);
  if (!article) return null;
  if (!originals().has(id)) originals().set(id, { title: article.title, content: article.content });
  if (patch.title !== undefined) article.title = patch.title;
  if (patch.content !== undefined) article.content = patch.content;
  return article;
}

/** Undoes every edit (the reset control). */
export function restoreArticles(): void {
  const byId = contentCatalogue().byId;
  for (const [id, original] of originals()) {
    const article = byId.get(id);
    if (article) Object.assign(article, original);
  }
  originals().clear();
}
