import type { ArticleType } from '@/lib/content-types';
import { parsePositiveId } from '@/lib/routes';
import { getArticle, listArticles } from '@/services/content';
import { getServerById } from '@/services/games';
import { QUIET } from '@/lib/http';
import { isNotFoundError, REVALIDATE_S } from '@/lib/loader';
import { toPageData } from './to-page-data';
import type { ArticlePageData } from './types';

export interface ArticlePageProps {
  article: ArticlePageData;
}

type Params = Record<string, string | string[] | undefined> | undefined;
export type DetailResult = { props: ArticlePageProps; revalidate: number } | { notFound: true; revalidate: number };

const NOT_FOUND = { notFound: true as const, revalidate: REVALIDATE_S };

/** getStaticProps of /news/:id, /gl/:id, /pl/:id: a positive id of the right type, else 404. */
export async function loadArticle(type: Exclude<ArticleType, 'topic'>, params: Params): Promise<DetailResult> {
  const id = parsePositiveId(params?.id);
  if (id === null) return NOT_FOUND;
  try {
    const { data } = await getArticle(id, QUIET);
    if (data.type !== type) return NOT_FOUND;
    return { props: { article: toPageData(data) }, revalidate: REVALIDATE_S };
  } catch (error) {
    if (isNotFoundError(error)) return NOT_FOUND;
    throw error;
  }
}

/** getStaticProps of /zt/:serverId: findServerById → gameId → that game's topic. */
export async function loadTopic(params: Params): Promise<DetailResult> {
  const serverId = parsePositiveId(params?.id);
  if (serverId === null) return NOT_FOUND;
  try {
    const [server, topics] = await Promise.all([getServerById(serverId, QUIET), listArticles({ type: 'topic', pageNo: 1, pageSize: 50 }, QUIET)]);
    const topic = topics.data.find((t) => t.gameId === server.gameId);
    if (!topic) return NOT_FOUND;
    const { data } = await getArticle(topic.id, QUIET);
    const serverIds = new Map(topics.data.map((t) => [t.id, t.serverId]));
    return { props: { article: toPageData(data, (id) => serverIds.get(id)) }, revalidate: REVALIDATE_S };
  } catch (error) {
    if (isNotFoundError(error)) return NOT_FOUND;
    throw error;
  }
}

/** A few ids pre-rendered at build (the newest); the rest render on first request (fallback: 'blocking'). */
export async function firstArticlePaths(type: Exclude<ArticleType, 'topic'>, count = 5) {
  try {
    const { data } = await listArticles({ type, pageNo: 1, pageSize: count }, QUIET);
    return { paths: data.map((a) => ({ params: { id: String(a.id) } })), fallback: 'blocking' as const };
  } catch {
    return { paths: [], fallback: 'blocking' as const };
  }
}

export async function firstTopicPaths(count = 5) {
  try {
    const { data } = await listArticles({ type: 'topic', pageNo: 1, pageSize: count }, QUIET);
    return { paths: data.filter((a) => a.serverId).map((a) => ({ params: { id: String(a.serverId) } })), fallback: 'blocking' as const };
  } catch {
    return { paths: [], fallback: 'blocking' as const };
  }
}
