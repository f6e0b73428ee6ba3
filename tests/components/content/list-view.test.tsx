// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listSeo } from '@/components/content/list-view';
import type { ArticleListProps } from '@/components/content/load-list';

const list = (page: number, classId: number | null = null): ArticleListProps => ({
  type: 'news',
  items: [],
  total: 100,
  page,
  pageCount: 9,
  classes: [],
  classId,
  error: false,
});

describe('listSeo (paginated lists are their own canonical)', () => {
  it('page 1 keeps the plain title and a bare canonical', () => {
    expect(listSeo(list(1), '新闻资讯 - NN加速器')).toEqual({ title: '新闻资讯 - NN加速器', query: { class: null, page: null } });
  });
  it('page N names the page in the title and keeps page (and class) in the canonical query', () => {
    expect(listSeo(list(3, 7), '新闻资讯 - NN加速器')).toEqual({ title: '新闻资讯（第3页） - NN加速器', query: { class: 7, page: 3 } });
    expect(listSeo(list(2), '游戏攻略').title).toBe('游戏攻略（第2页）');
  });
});
