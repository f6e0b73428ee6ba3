import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { isNotFoundError, QUIET, REVALIDATE_ERROR_S, REVALIDATE_S } from '@/components/content/load-errors';
import { formatChinaTime } from '@/lib/format';
import { describe, htmlToText } from '@/lib/content-seo';
import type { HelpProblem, HelpSearchResult } from '@/lib/content-types';
import { parsePositiveId } from '@/lib/routes';
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
export async function loadHelpHome() {
  try {
    const [classes, common, newbie] = await Promise.all([classesWithProblems(5), listCommonProblems(QUIET), listHelpByChannel('newbie', QUIET)]);
    const props: HelpHomeProps = { classes, common: common.data.map(link), newbie: newbie.data.map(link), error: false };
    return { props, revalidate: REVALIDATE_S };
  } catch {
    return { props: { classes: [], common: [], newbie: [], error: true } satisfies HelpHomeProps, revalidate: REVALIDATE_ERROR_S };
  }
}

export interface HelpDirectoryProps {
  classes: HelpClassView[];
  error: boolean;
}

/** /helpCenter/helpDirectory: every class with every problem (the help site map). */
export async function loadHelpDirectory() {
  try {
    return { props: { classes: await classesWithProblems(50), error: false } satisfies HelpDirectoryProps, revalidate: REVALIDATE_S };
  } catch {
    return { props: { classes: [], error: true } satisfies HelpDirectoryProps, revalidate: REVALIDATE_ERROR_S };
  }
}

export interface HelpAboutProps {
  sections: HelpArticleView[];
  error: boolean;
}

/** /helpCenter/about: the full text of the `about` group. */
export async function loadHelpAbout() {
  try {
    const rows = (await listHelpByChannel('about', QUIET)).data.slice(0, 8);
    const sections = await Promise.all(rows.map(async (r) => toView((await getHelpArticle(r.id, QUIET)).data)));
    return { props: { sections, error: false } satisfies HelpAboutProps, revalidate: REVALIDATE_S };
  } catch {
    return { props: { sections: [], error: true } satisfies HelpAboutProps, revalidate: REVALIDATE_ERROR_S };
  }
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
