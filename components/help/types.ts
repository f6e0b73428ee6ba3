import type { SanitizedHtml } from '@/components/ui/safe-html';
import type { HelpSearchResult } from '@/lib/content-types';

export interface HelpClassView {
  id: number;
  name: string;
  icon: string;
  count: number;
  /** The first problems (home) or every problem (directory) of the class. */
  problems: HelpSearchResult[];
}

export interface HelpArticleView {
  id: number;
  title: string;
  description: string;
  classifyId: number;
  className: string;
  updateTime: number;
  dateText: string;
  html: SanitizedHtml;
  related: HelpSearchResult[];
}
