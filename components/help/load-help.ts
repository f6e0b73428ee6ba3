import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { formatChinaTime } from '@/lib/format';
import { QUIET } from '@/lib/http';
import { describe, htmlToText } from '@/lib/content-seo';
import type { HelpProblem, HelpSearchResult } from '@/lib/content-types';
import { parsePositiveId } from '@/lib/routes';
import { guarded, isNotFoundError, REVALIDATE_S } from '@/lib/loader';
import { getHelpArticle, listCommonProblems, listHelpByChannel, listHelpClasses, listHelpProblems } from '@/services/help';
import type { HelpArticleView, HelpClassView } from './types';

const link = (p: HelpProblem): HelpSearchResult => ({ id: p.id, title: p.title });

async function classesWithProblems(pageSize: number): Promise<HelpClassView[]> {
  const classes = (await listHelpClasses(QUIET)).data;
  return Promise.all(
    classes.map(async (c) => {
      const rows = (await listHelpProblems({ classifyId: c.id, pageNo: 1, pageSize }, QUIET)).data;
      return { id: c.id, name: c.name, icon: c.icon, count: c.count, problems: rows.map(link) };
    }),
  );
}

export interface HelpHomeProps {
  classes: HelpClassView[];
  common: HelpSearchResult[];
  newbie: HelpSearchResult[];
  error: boolean;
}

/** /helpCenter: classes with their first problems, common problems, newcomer reading. */
export function loadHelpHome() {
  return guarded<HelpHomeProps>(async () => {
    const [classes, common, newbie] = await Promise.all([classesWithProblems(5), listCommonProblems(QUIET), listHelpByChannel('newbie', QUIET)]);
    return { classes, common: common.data.map(link), newbie: newbie.data.map(link), error: false };
  }, { classes: [], common: [], newbie: [], error: true });
}

export interface HelpDirectoryProps {
  classes: HelpClassView[];
  error: boolean;
}

/** /helpCenter/helpDirectory: every class with every problem (the help site map). */
export function loadHelpDirectory() {
  return guarded<HelpDirectoryProps>(async () => ({ classes: await classesWithProblems(50), error: false }), { classes: [], error: true });
}

export interface HelpAboutProps {
  sections: HelpArticleView[];
  error: boolean;
}

/** /helpCenter/about: the full text of the `about` group. */
export function loadHelpAbout() {
  return guarded<HelpAboutProps>(async () => {
    const rows = (await listHelpByChannel('about', QUIET)).data.slice(0, 8);
    return { sections: await Promise.all(rows.map(async (r) => toView((await getHelpArticle(r.id, QUIET)).data))), error: false };
  }, { sections: [], error: true });
}

function toView(a: Awaited<ReturnType<typeof getHelpArticle>>['data']): HelpArticleView {
  const html = sanitizeHtml(a.content);
  return {
    id: a.id,
    title: a.title,
    description: describe(htmlToText(html)),
    classifyId: a.classifyId,
    className: a.className,
    updateTime: a.updateTime,
    dateText: formatChinaTime(a.updateTime),
    html,
    related: a.related,
  };
}

export interface HelpArticleProps {
  article: HelpArticleView;
}

/** /helpCenter/:id: a help article, 404 for a bad or unknown id. */
export async function loadHelpArticle(params: Record<string, string | string[] | undefined> | undefined) {
  const id = parsePositiveId(params?.id);
  if (id === null) return { notFound: true as const, revalidate: REVALIDATE_S };
  try {
    return { props: { article: toView((await getHelpArticle(id, QUIET)).data) } satisfies HelpArticleProps, revalidate: REVALIDATE_S };
  } catch (error) {
    if (isNotFoundError(error)) return { notFound: true as const, revalidate: REVALIDATE_S };
    throw error;
  }
}
