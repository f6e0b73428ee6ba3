// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildContentCatalogue, HOSTILE_ARTICLE_ID } from '@/sandbox/seed/content';
import { seedState } from '@/sandbox/seed';

const catalogue = buildContentCatalogue();
const ofType = (type: string) => catalogue.articles.filter((a) => a.type === type);

describe('content seed', () => {
  it('meets the minimums: 30 news, 30 guides over 8 games, 6 topics, reviews, 40 help in 6 classes', () => {
    expect(ofType('news').length).toBeGreaterThanOrEqual(30);
    const guides = ofType('guide');
    expect(guides.length).toBeGreaterThanOrEqual(30);
    expect(new Set(guides.map((g) => g.gameId)).size).toBeGreaterThanOrEqual(8);
    const topics = ofType('topic');
    expect(topics.length).toBeGreaterThanOrEqual(6);
    expect(new Set(topics.map((t) => t.gameId)).size).toBe(topics.length); // one game each
    expect(ofType('review').length).toBeGreaterThanOrEqual(3);
    expect(catalogue.help.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.help.map((h) => h.classifyId)).size).toBeGreaterThanOrEqual(6);
    expect(catalogue.help.some((h) => h.common)).toBe(true);
  });

  it('is deterministic: two builds and two seed states are equal', () => {
    expect(buildContentCatalogue()).toEqual(catalogue);
    expect(seedState().comments).toEqual(seedState().comments);
  });

  it('ids are unique; each type is newest first and dated within 2025–2026', () => {
    const ids = catalogue.articles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of ['news', 'guide', 'topic', 'review']) {
      const times = ofType(type).map((a) => a.publishTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const t of times) {
        expect(t).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1) - 8 * 3600_000);
        expect(t).toBeLessThan(Date.UTC(2026, 11, 31));
      }
    }
    expect(new Set(catalogue.help.map((h) => h.id)).size).toBe(catalogue.help.length);
  });

  it('bodies are rich HTML: headings, paragraphs, lists, a table, a local image and site links', () => {
    for (const a of catalogue.articles) {
      for (const tag of [/<h2>/, /<p>/, /<[ou]l>/, /<table>/, /<img src="\/(covers|emoji)\//, /<a href="\/[^/"]/]) expect(a.content, `${a.id} ${tag}`).toMatch(tag);
    }
    for (const h of catalogue.help) expect(h.content).toMatch(/<h2>.*<ol>.*<table>/s);
  });

  it('reads as Chinese prose, with no placeholder text', () => {
    for (const text of [...catalogue.articles.flatMap((a) => [a.title, a.summary, a.content]), ...catalogue.help.map((h) => h.title)]) {
      expect(text).toMatch(/[\u4e00-\u9fff]/);
      expect(text).not.toMatch(/lorem|ipsum|测试/i);
    }
  });

  it('exactly one hostile fixture, and only in the documented article', () => {
    const hostile = catalogue.articles.filter((a) => /onerror|<script|javascript:|srcdoc/i.test(a.content));
    expect(hostile.map((a) => a.id)).toEqual([HOSTILE_ARTICLE_ID]);
    expect(hostile[0]!.title).toBe('客户端安全公告');
  });

  it('topics map to their game serverId; comments are seeded on some articles', () => {
    for (const t of ofType('topic')) expect(t.serverId).toBeGreaterThan(10000);
    const state = seedState();
    const keys = Object.keys(state.comments).filter((k) => k.startsWith('article:'));
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(catalogue.byId.has(Number(key.split(':')[1]))).toBe(true);
    const ids = Object.values(state.comments).flat().map((c) => c.id);
    expect(Math.max(...ids)).toBeLessThan(state.nextCommentId);
  });
});
