import type { ArticleType } from '@/lib/content-types';
import type { SanitizedHtml } from '@/components/ui/safe-html';

/** What a list card needs (props stay small: they are serialised into every page's HTML). */
export interface ArticleCard {
  id: number;
  type: ArticleType;
  path: string;
  title: string;
  summary: string;
  cover: string;
  className: string;
  tags: string[];
  publishTime: number;
  /** 2026-11-10 (China time), formatted on the server. */
  dateText: string;
  gameName: string | null;
}

export interface RelatedItem {
  path: string;
  title: string;
  cover: string;
  publishTime: number;
  dateText: string;
}

export interface NeighbourLink {
  path: string;
  title: string;
}

/** A detail page's article: the summary fields plus the sanitised body; the raw body is not passed on. */
export interface ArticlePageData {
  id: number;
  type: ArticleType;
  path: string;
  title: string;
  description: string;
  cover: string;
  classId: number;
  className: string;
  gameId: number | null;
  gameName: string | null;
  tags: string[];
  publishTime: number;
  /** 2026年11月10日 09:30 (China time). */
  dateText: string;
  source: string;
  views: number;
  html: SanitizedHtml;
  prev: NeighbourLink | null;
  next: NeighbourLink | null;
  related: RelatedItem[];
}

export interface ClassTab {
  id: number;
  name: string;
  count: number;
}
