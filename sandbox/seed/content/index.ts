import type { ArticleClass, ArticleType, HelpClass } from '@/lib/content-types';
import { BANNERS } from './banners';
import { buildGuides, GUIDE_CLASSES } from './guides';
import { HELP_CLASSES } from './help-data';
import { buildHelp, helpIcon, type SeedHelpArticle } from './help';
import { buildNews } from './news';
import { NEWS_CLASSES } from './news-data';
import { buildReviews, buildTopics, REVIEW_CLASS, TOPIC_CLASS } from './topics';
import type { SeedArticle } from './types';

export { BANNERS } from './banners';
export { GAMES, GAME_BY_ID, type SeedGame } from './games';
export { FIRST_NEWS_ID, HOSTILE_ARTICLE_ID } from './news';
export { FIRST_GUIDE_ID } from './guides';
export { FIRST_TOPIC_ID, FIRST_REVIEW_ID } from './topics';
export { FIRST_HELP_ID, type SeedHelpArticle } from './help';
export { seedComments } from './comments';
export type { SeedArticle } from './types';

/**
 * Read-only content of the sandbox (articles, help, banners). Kept out of the mutable store and the
 * snapshot: it never changes at run time, and static pages are built from it.
 */
export interface ContentCatalogue {
  /** Every article, each type newest first. */
  articles: SeedArticle[];
  byId: ReadonlyMap<number, SeedArticle>;
  classes: ArticleClass[];
  help: SeedHelpArticle[];
  helpById: ReadonlyMap<number, SeedHelpArticle>;
  helpClasses: HelpClass[];
}

const CLASS_DEFS: readonly { type: ArticleType; classes: readonly { id: number; name: string }[] }[] = [
  { type: 'news', classes: NEWS_CLASSES },
  { type: 'guide', classes: GUIDE_CLASSES },
  { type: 'topic', classes: [TOPIC_CLASS] },
  { type: 'review', classes: [REVIEW_CLASS] },
];

/** Builds the catalogue from scratch; deterministic (no clock, no Math.random). */
export function buildContentCatalogue(): ContentCatalogue {
  const guides = buildGuides();
  const articles = [...buildNews(), ...guides, ...buildTopics(guides), ...buildReviews()];
  const classes = CLASS_DEFS.flatMap(({ type, classes: defs }) =>
    defs.map((c) => ({ id: c.id, type, name: c.name, count: articles.filter((x) => x.classId === c.id).length })),
  );
  const help = buildHelp();
  const helpClasses = HELP_CLASSES.map((c) => ({ id: c.id, name: c.name, icon: helpIcon(c.slug), count: help.filter((h) => h.classifyId === c.id).length }));
  return {
    articles,
    byId: new Map(articles.map((x) => [x.id, x])),
    classes,
    help,
    helpById: new Map(help.map((h) => [h.id, h])),
    helpClasses,
  };
}

declare global {
  // Shared across Next's bundles like the store; building it once per process is enough.
  var __sandboxContent: ContentCatalogue | undefined;
}

export function contentCatalogue(): ContentCatalogue {
  return (globalThis.__sandboxContent ??= buildContentCatalogue());
}

export function bannersAt(position: string) {
  return position in BANNERS ? BANNERS[position as keyof typeof BANNERS] : [];
}
