// Behaviour across files: the catalogue and a game detail page on the least answers the contracts allow (pages/yxxz/index.tsx, yxxz/pc/[id].tsx; components/games; tests/support/minimal-answers.ts).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetStaticPropsContext } from 'next';
import { connectHttp } from '@/components/app-effects';
import { useToastStore } from '@/lib/toast';
import GameCataloguePage, { getServerSideProps as catalogueProps } from '@/pages/yxxz/index';
import GameDetailPage, { getStaticProps as pcDetailProps } from '@/pages/yxxz/pc/[id]';
import { useUserStore } from '@/stores/user-store';
import { loginBySms, post } from '../support/sandbox-calls';
import { useMinimalAnswers } from '../support/minimal-answers';
import { withRouter } from '../support/router';
import { useSandboxServer } from '../support/sandbox-server';
import { resetStores } from '../support/stores';

/**
 * The game catalogue and a game's detail page on the least answers their contracts
 * (contracts/games.ts, content.ts for the banners) allow: the loaders make the same props of them
 * as of the sandbox's full answers and the pages render from them; then, signed in, the detail
 * page's own rating, membership status, a new remark and a like, each on minimal answers.
 */

const { server } = useSandboxServer();
const { calls, sameProps } = useMinimalAnswers(server);

const BIZ = '/nchannel/channel/business';
const PUBG = { gameId: 101, serverId: 10231, name: '绝地求生' };
const res = { setHeader: () => undefined };

const keysOf = () => new Set(calls.map((c) => c.key));
const cut = (key: string) => calls.some((c) => c.key === key && c.cut);

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  useToastStore.setState({ items: [] });
});

describe('the catalogue (/yxxz) on minimal answers', () => {
  it('the bare view: search results with their total, shelves, ranked lists, labels, banners', async () => {
    const props = await sameProps(() => catalogueProps({ query: {}, res } as never));
    expect(keysOf()).toEqual(
      new Set([
        'POST /speed/mobile/game/seo/repo',
        'GET /speed/gamemaster/label/list',
        'GET /speed/gamemaster/label/bms/list',
        'GET /speed/area/list',
        `GET ${BIZ}/findHotHall`,
        `GET ${BIZ}/findTop`,
        `GET ${BIZ}/findNewServer`,
        `GET ${BIZ}/findComingSoonServer`,
        'GET /nn-assist/banner/list',
      ]),
    );
    const { results } = props;
    expect(results!.total).toBeGreaterThan(results!.list.length);
    for (const list of [props.hotHall, props.top, props.newGames, props.comingSoon, props.labels, props.areas, props.banners]) expect(list.length).toBeGreaterThan(0);
    render(withRouter(<GameCataloguePage {...props} />));
    expect(screen.getByTestId('result-count')).toHaveTextContent(`共 ${results!.total} 款 · 第 1 页`);
    const first = results!.list[0]!;
    const found = screen.getByTestId('result-count').closest('section')!;
    expect(within(found).getAllByRole('link', { name: new RegExp(first.gameName) })[0]).toHaveAttribute('href', expect.stringContaining(String(first.gameId)));
    expect(screen.getByRole('region', { name: /^新游上线/ })).toHaveTextContent(props.newGames[0]!.gameName);
    expect(screen.getByRole('region', { name: /^即将上线/ })).toHaveTextContent(props.comingSoon[0]!.gameName);
    expect(within(screen.getByRole('complementary', { name: '排行榜' })).getAllByText(props.hotHall[0]!.gameName).length).toBeGreaterThan(0);
  });

  it('filtered by area (findServerByParam) and by label', async () => {
    const byArea = await sameProps(() => catalogueProps({ query: { area: '1' }, res } as never));
    expect(cut(`GET ${BIZ}/findServerByParam`)).toBe(true);
    expect(byArea.results!.total).toBeGreaterThan(0);
    const byLabel = await sameProps(() => catalogueProps({ query: { labelIds: '9' }, res } as never));
    expect(byLabel.results!.list.every((g) => g.labels.some((l) => l.labelId === 9))).toBe(true);
    render(withRouter(<GameCataloguePage {...byLabel} />));
    expect(screen.getByTestId('result-count')).toHaveTextContent(`共 ${byLabel.results!.total} 款`);
  });
});

describe('a game detail page (/yxxz/pc/101.html) on minimal answers', () => {
  it('renders the game, its score, intro, remarks and the related lists', async () => {
    const props = await sameProps(() => pcDetailProps({ params: { id: String(PUBG.gameId) } } as GetStaticPropsContext));
    expect(keysOf()).toEqual(
      new Set([
        `GET ${BIZ}/findGameInfo/:gameId`,
        `GET ${BIZ}/findGameScore/:gameId`,
        `GET ${BIZ}/findRemarkIndex`,
        `GET ${BIZ}/findMayBeLike/:gameId`,
        `GET ${BIZ}/findServerByLabel/:labelId`,
        `GET ${BIZ}/findCombatRecord`,
        `GET ${BIZ}/findTop`,
      ]),
    );
    expect(props.remarks.total).toBeGreaterThan(0);
    expect(props.combat.length).toBeGreaterThan(0);
    render(withRouter(<GameDetailPage {...props} />));
    expect(screen.getByRole('heading', { level: 1, name: PUBG.name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '游戏简介' })).toHaveTextContent(props.game.intro);
    expect(screen.getByRole('region', { name: '玩家评分' })).toHaveTextContent(String(props.score.score));
    const remarks = screen.getByRole('region', { name: /玩家评论/ });
    expect(remarks).toHaveTextContent(props.remarks.list[0]!.nickName);
    const related = screen.getByRole('complementary', { name: '相关游戏' });
    expect(related).toHaveTextContent(props.mayBeLike[0]!.gameName);
    expect(related).toHaveTextContent(props.top[0]!.gameName);
  });

  it('signed in: membership status, own rating, a new remark and a like, all on minimal answers', async () => {
    const props = await sameProps(() => pcDetailProps({ params: { id: String(PUBG.gameId) } } as GetStaticPropsContext));
    const user = (await loginBySms('13800138000')).retData;
    // Rated 2 earlier (on another device: straight to the sandbox).
    await post(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: 2 }, { token: user.token });
    useUserStore.getState().setUser(user);
    render(withRouter(<GameDetailPage {...props} />));

    // After hydration: the VIP status (qryUserVipInfo) and the live rating (findGameScore with myScore).
    expect(await screen.findByTestId('vip-status', {}, { timeout: 8000 })).toHaveTextContent('电竞会员有效期至 2030-12-31');
    expect(await screen.findByText('2星 · 较差（已评分，可修改）', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(cut(`GET ${BIZ}/findGameScore/:gameId`)).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /4星/ }));
    expect(await screen.findByText('4星 · 推荐（已评分，可修改）', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(cut(`POST ${BIZ}/addGameScore`)).toBe(true);

    // A new remark: the interactive section replaces the server list once it has loaded.
    const box = await screen.findByRole('textbox', { name: '发表评论' }, { timeout: 8000 });
    fireEvent.change(box, { target: { value: '开了加速稳定多了[赞]' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(useToastStore.getState().items.map((t) => t.text)).toContain('评论成功'));
    const list = screen.getByRole('list', { name: '评论列表' });
    const mine = within(list).getAllByRole('listitem')[0]!;
    expect(mine).toHaveTextContent('开了加速稳定多了');
    expect(mine).toHaveTextContent('电竞小王');
    expect(cut(`POST ${BIZ}/addNoticeRemark`)).toBe(true);

    // A like on it: the count and state come back from modifyRemarkPraise.
    fireEvent.click(within(mine).getByRole('button', { name: '点赞，当前 0 个赞' }));
    expect(await within(mine).findByRole('button', { name: '取消点赞，当前 1 个赞' })).toBeInTheDocument();
    await waitFor(() => expect(cut(`POST ${BIZ}/modifyRemarkPraise`)).toBe(true));
    expect(cut('POST /sgame/index/qryUserVipInfo')).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});
