import type { HelpChannel, HelpProblem } from '@/lib/content-types';
import { a, figure, h2, h3, join, ol, p, table, ul } from './html';
import { HELP_CLASSES, HELP_DRAFTS, type HelpDraft } from './help-data';
import { spreadDates } from './random';

export const FIRST_HELP_ID = 601;

export interface SeedHelpArticle extends HelpProblem {
  content: string;
  channels: HelpChannel[];
}

export function helpIcon(slug: string): string {
  return `/covers/help/${slug}.webp`;
}

function helpBody(d: HelpDraft, slug: string, className: string): string {
  return join(
    p(d.intro),
    h2('操作步骤'),
    ol(d.steps),
    figure(helpIcon(slug), `${className}示意图`),
    h3('温馨提示'),
    ul(d.tips),
    table(['适用范围', '说明'], [['客户端版本', '9.0.0 及以上'], ['适用系统', 'Windows 7 / 8 / 10 / 11'], ['所属分类', className]]),
    p(`以上方法都无法解决？请${a('/nn-user/zc', '联系在线客服')}，或在${a('/helpCenter/helpDirectory', '帮助目录')}中查看其他问题。`),
  );
}

/** Help articles in class order; updateTime spread like real edits (not sorted by it). */
export function buildHelp(): SeedHelpArticle[] {
  const dates = spreadDates(HELP_DRAFTS.length, 2025_08);
  return HELP_DRAFTS.map((d, index) => {
    const cls = HELP_CLASSES.find((c) => c.id === d.cls)!;
    return {
      id: FIRST_HELP_ID + index,
      title: d.title,
      classifyId: cls.id,
      className: cls.name,
      common: d.common === true,
      // Deterministic but not monotonic: an old article can be edited recently.
      updateTime: dates[(index * 17) % dates.length]!,
      content: helpBody(d, cls.slug, cls.name),
      channels: d.channels ?? [],
    };
  });
}
