import type { ArticleType } from '@/lib/content-types';
import { articlePath } from '@/lib/content-seo';
import { parsePositiveId } from '@/lib/routes';
import { getArticle, listArticles } from '@/services/content';
import { getServerById } from '@/services/games';
import { QUIET } from '@/lib/http';
import { guarded, isNotFoundError, REVALIDATE_S } from '@/lib/loader';
import { toCard } from './to-page-data';
import type { ArticleCard } from './types';

type Params = Record<string, string | string[] | undefined> | undefined;

export interface GuideCollectionProps {
  id: number;
  /** 绝地求生 (a game) or 新手入门 (a class). */
  name: string;
  kind: 'game' | 'class';
  items: ArticleCard[];
}

/** /gl/more/:id — every guide of a game (id = gameId), or of a guide class; 404 when neither has any. */
export async function loadGuideCollection(params: Params) {
  const id = parsePositiveId(params?.id);
  const notFound = { notFound: true as const, revalidate: REVALIDATE_S };
  if (id === null) return notFound;
  const byGame = await listArticles({ type: 'guide', pageNo: 1, pageSize: 50, gameId: id }, QUIET);
  const rows = byGame.data.length > 0 ? byGame.data : (await listArticles({ type: 'guide', pageNo: 1, pageSize: 50, classId: id }, QUIET)).data;
  const first = rows[0];
  if (!first) return notFound;
  const kind = byGame.data.length > 0 ? 'game' : 'class';
  const name = kind === 'game' ? (first.gameName ?? `游戏 ${id}`) : first.className;
  return { props: { id, name, kind, items: rows.map(toCard) } satisfies GuideCollectionProps, revalidate: REVALIDATE_S };
}

export interface TopicsProps {
  topics: ArticleCard[];
  reviews: ArticleCard[];
  error: boolean;
}

/** /zt/all — every special topic and every game review. */
export function loadTopics() {
  return guarded<TopicsProps>(async () => {
    const [topics, reviews] = await Promise.all([
      listArticles({ type: 'topic', pageNo: 1, pageSize: 50 }, QUIET),
      listArticles({ type: 'review', pageNo: 1, pageSize: 50 }, QUIET),
    ]);
    return { topics: topics.data.map(toCard), reviews: reviews.data.map(toCard), error: false };
  }, { topics: [], reviews: [], error: true });
}

export interface DetailsIndexProps {
  latest: ArticleCard[];
}

/**
 * `/news/details?id=N` and friends (the old detail URLs): a known id redirects permanently to its
 * canonical `.html` page; without one (or an unknown one) the page lists the newest articles.
 */
export async function loadDetailsIndex(type: ArticleType, query: Record<string, unknown>) {
  const id = parsePositiveId(query.id);
  if (id !== null) {
    const target = await canonicalOf(type, id);
    if (target) return { redirect: { destination: target, permanent: true } };
  }
  try {
    const { data } = await listArticles({ type, pageNo: 1, pageSize: 6 }, QUIET);
    return { props: { latest: data.map(toCard) } satisfies DetailsIndexProps };
  } catch {
    return { props: { latest: [] } satisfies DetailsIndexProps };
  }
}

async function canonicalOf(type: ArticleType, id: number): Promise<string | null> {
  try {
    if (type === 'topic') {
      // Topic pages are keyed by serverId: accept one, or a topic's article id.
      const server = await getServerById(id, QUIET).catch(() => null);
      if (server) return `/zt/${id}.html`;
    }
    const { data } = await getArticle(id, QUIET);
    return data.type === type ? articlePath(data) : null;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
