// Behaviour across files: the content pages, the help centre and article comments on the least answers the contracts allow (pages/index.tsx, news/**, zt/**, gl/more/[id].tsx, content/search.tsx, helpCenter/**; components/content, help, comments; tests/support/minimal-answers.ts).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetStaticPropsContext } from 'next';
import { connectHttp } from '@/components/app-effects';
import { forgetListsForTests } from '@/components/content/server';
import GuideCollectionPage, { getStaticProps as guideCollectionProps } from '@/pages/gl/more/[id]';
import HelpArticlePage, { getStaticProps as helpArticleProps } from '@/pages/helpCenter/[id]';
import HelpAboutPage, { getStaticProps as helpAboutProps } from '@/pages/helpCenter/about';
import HelpDirectoryPage, { getStaticProps as helpDirectoryProps } from '@/pages/helpCenter/helpDirectory';
import HelpCenterPage, { getStaticProps as helpHomeProps } from '@/pages/helpCenter/index';
import HomePage, { getStaticProps as homeProps } from '@/pages/index';
import NewsArticlePage, { getStaticProps as newsProps } from '@/pages/news/[id]';
import NewsPage, { getStaticProps as newsListProps } from '@/pages/news/index';
import SearchPage, { getServerSideProps as searchProps } from '@/pages/content/search';
import TopicsPage, { getStaticProps as topicsProps } from '@/pages/zt/all';
import TopicPage, { getStaticProps as topicProps } from '@/pages/zt/[id]';
import { FIRST_HELP_ID, FIRST_NEWS_ID } from '@/sandbox/seed/content';
import { useUserStore } from '@/stores/user-store';
import { loginBySms } from '../support/sandbox-calls';
import { useMinimalAnswers } from '../support/minimal-answers';
import { withRouter } from '../support/router';
import { useSandboxServer } from '../support/sandbox-server';
import { resetStores } from '../support/stores';

/**
 * The content pages (articles, topics, guides, lists, search, help centre, home) and the comments
 * under an article, on the least answers their contracts (contracts/content.ts, games.ts for the
 * topic's findServerById) allow: each loader makes the same props of them as of the sandbox's full
 * answers, and the page renders its key content from them. A loader that read a field the
 * contract does not promise would differ here (or fall into its error state).
 */

const { server } = useSandboxServer();
const { calls, sameProps } = useMinimalAnswers(server);

const ctx = (params?: Record<string, string>) => ({ params }) as GetStaticPropsContext;

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  forgetListsForTests();
});

describe('articles on minimal answers', () => {
  it('a news article: title, body, neighbours, related; then its comments', async () => {
    const props = await sameProps(() => newsProps(ctx({ id: String(FIRST_NEWS_ID + 1) })));
    expect(calls.map((c) => c.key)).toEqual(['GET /nn-assist/article/detail']);
    render(withRouter(<NewsArticlePage {...props} />));
    expect(screen.getByRole('heading', { level: 1, name: props.article.title })).toBeInTheDocument();
    const section = /<h2[^>]*>([^<]+)<\/h2>/.exec(props.article.html)![1]!;
    expect(within(screen.getByRole('article')).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    const neighbours = screen.getByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(neighbours).getByRole('link', { name: new RegExp(`上一篇.*${props.article.prev!.title}`) })).toHaveAttribute('href', props.article.prev!.path);
    expect(within(neighbours).getByRole('link', { name: /下一篇/ })).toHaveAttribute('href', props.article.next!.path);
    expect(props.article.related.length).toBeGreaterThan(0);
    const related = screen.getByRole('complementary', { name: '相关推荐' });
    for (const r of props.article.related) expect(within(related).getByRole('link', { name: new RegExp(escape(r.title)) })).toHaveAttribute('href', r.path);
    // The comment list loads in the browser (comment/list, cut down too).
    expect(await screen.findByRole('heading', { name: /玩家评论（\d+）/ })).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /nn-assist/comment/list' && c.cut)).toBe(true);
  });

  it('a special topic (/zt/{serverId}): findServerById → the game → its topic', async () => {
    const props = await sameProps(() => topicProps(ctx({ id: '10231' })));
    expect(new Set(calls.map((c) => c.key))).toEqual(
      new Set(['GET /nchannel/channel/business/findServerById/:serverId', 'POST /nn-assist/article/service/page', 'GET /nn-assist/article/detail']),
    );
    expect(props.article).toMatchObject({ type: 'topic', path: '/zt/10231.html', gameName: '绝地求生' });
    render(withRouter(<TopicPage {...props} />));
    expect(screen.getByRole('heading', { level: 1, name: props.article.title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '上一篇与下一篇' })).toHaveTextContent(props.article.next!.title);
  });

  it('the topics page and a guide collection', async () => {
    const topics = await sameProps(() => topicsProps());
    expect(topics.error).toBe(false);
    expect(topics.topics.length).toBeGreaterThan(0);
    render(withRouter(<TopicsPage {...topics} />));
    expect(screen.getByRole('link', { name: new RegExp(escape(topics.topics[0]!.title)) })).toHaveAttribute('href', topics.topics[0]!.path);

    const guides = await sameProps(() => guideCollectionProps(ctx({ id: '101' })));
    expect(guides).toMatchObject({ kind: 'game', name: '绝地求生' });
    render(withRouter(<GuideCollectionPage {...guides} />));
    expect(screen.getByRole('link', { name: new RegExp(escape(guides.items[0]!.title)) })).toHaveAttribute('href', guides.items[0]!.path);
  });

  it('the news list: class tabs, cards and the page count from total', async () => {
    const { data } = await sameProps(() => newsListProps(ctx()));
    expect(data.error).toBe(false);
    expect(data.total).toBeGreaterThan(data.items.length);
    expect(data.pageCount).toBeGreaterThan(1);
    render(withRouter(<NewsPage data={data} />));
    expect(screen.getByRole('link', { name: new RegExp(escape(data.items[0]!.title)) })).toHaveAttribute('href', data.items[0]!.path);
    expect(screen.getAllByText('版本更新').length).toBeGreaterThan(0);
  });

  it('the search page: articles and help hits', async () => {
    const load = async () => searchProps({ query: { keyword: '加速' }, res: { setHeader: () => undefined } } as never);
    const props = await sameProps(load);
    expect(props.error).toBe(false);
    expect(props.items.length).toBeGreaterThan(0);
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set(['POST /nn-assist/article/search', 'POST /nn-assist/pcAdvert/findArticleByTitle']));
    render(withRouter(<SearchPage {...props} />));
    expect(screen.getByRole('link', { name: new RegExp(escape(props.items[0]!.title)) })).toHaveAttribute('href', props.items[0]!.path);
  });

  it('the home page: banners, news and guide teasers, the game shelf', async () => {
    const { data } = await sameProps(() => homeProps());
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.news.length).toBeGreaterThan(0);
    expect(data.games.length).toBeGreaterThan(0);
    render(withRouter(<HomePage data={data} />));
    expect(screen.getByRole('link', { name: new RegExp(escape(data.news[0]!.title)) })).toHaveAttribute('href', data.news[0]!.href);
    expect(screen.getAllByRole('link', { name: new RegExp(escape(data.banners[0]!.title)) })[0]).toHaveAttribute('href', data.banners[0]!.href);
  });
});

describe('the help centre on minimal answers', () => {
  it('home: classes with their first problems, common problems, newcomer reading', async () => {
    const props = await sameProps(() => helpHomeProps());
    expect(props.error).toBe(false);
    expect(props.classes.length).toBeGreaterThan(0);
    expect(props.common.length).toBeGreaterThan(0);
    render(withRouter(<HelpCenterPage {...props} />));
    expect(screen.getAllByText(props.classes[0]!.name).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: props.common[0]!.title })[0]).toHaveAttribute('href', expect.stringContaining(String(props.common[0]!.id)));
  });

  it('directory and about', async () => {
    const directory = await sameProps(() => helpDirectoryProps());
    expect(directory.error).toBe(false);
    render(withRouter(<HelpDirectoryPage {...directory} />));
    const first = directory.classes[0]!.problems[0]!;
    expect(screen.getAllByRole('link', { name: first.title })[0]).toHaveAttribute('href', expect.stringContaining(String(first.id)));

    const about = await sameProps(() => helpAboutProps());
    expect(about.error).toBe(false);
    expect(about.sections.length).toBeGreaterThan(0);
    render(withRouter(<HelpAboutPage {...about} />));
    expect(screen.getAllByText(about.sections[0]!.title).length).toBeGreaterThan(0);
  });

  it('an article: title, body, related', async () => {
    const props = await sameProps(() => helpArticleProps(ctx({ id: String(FIRST_HELP_ID) })));
    render(withRouter(<HelpArticlePage {...props} />));
    expect(screen.getByRole('heading', { level: 1, name: props.article.title })).toBeInTheDocument();
    expect(props.article.related.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: props.article.related[0]!.title })[0]).toBeInTheDocument();
  });
});

describe('article comments on minimal answers', () => {
  it('a signed-in reader posts a comment and likes one', async () => {
    const props = await sameProps(() => newsProps(ctx({ id: String(FIRST_NEWS_ID) })));
    useUserStore.getState().setUser((await loginBySms('13900139000')).retData);
    render(withRouter(<NewsArticlePage {...props} />));
    const heading = await screen.findByRole('heading', { name: /玩家评论（(\d+)）/ });
    const before = Number(/（(\d+)）/.exec(heading.textContent ?? '')![1]);
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: '写得清楚[点赞]' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: `玩家评论（${before + 1}）` })).toBeInTheDocument());
    const mine = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('写得清楚'))!;
    expect(mine).toHaveTextContent('夜猫子玩家');
    expect(mine.querySelector('img[alt="[点赞]"]')).not.toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: '点赞（0）' }));
    expect(await within(mine).findByRole('button', { name: '取消点赞（1）' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.key?.startsWith('POST /nn-assist/comment/')).map((c) => [c.key, c.cut])).toEqual([
      ['POST /nn-assist/comment/add', true],
      ['POST /nn-assist/comment/praise', true],
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
