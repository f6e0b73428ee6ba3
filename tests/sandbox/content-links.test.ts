// @vitest-environment node
// Behaviour across files: every same-site link inside the seeded article bodies resolves to a page or file the site serves (sandbox/seed/content/*, lib/routes.ts, pages/, public/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlRewrites } from '@/lib/routes';
import { buildContentCatalogue, GAMES, HOSTILE_ARTICLE_ID } from '@/sandbox/seed/content';

/**
 * Every same-site link (href) and image (src) inside every seeded article body resolves: the seed
 * once linked guides to /zt/10019.html and three other topics that do not exist (a crawler's 404s).
 * A path resolves through the `.html` aliases (lib/routes.ts) to a page file under pages/, and an
 * id route to a seeded record; an image to a file under public/.
 */

const root = path.resolve(__dirname, '../..');
const catalogue = buildContentCatalogue();
const articlesOf = (type: string) => catalogue.articles.filter((a) => a.type === type);

/** `/zt/:id(\\d+).html` → a RegExp with one group per `:name`. */
function rewriteMatcher(source: string): RegExp {
  const pattern = source.replace(/\./g, '\\.').replace(/:(\w+)\(\\\\d\+\)/g, '(\\d+)').replace(/:(\w+)\(\\d\+\)/g, '(\\d+)');
  return new RegExp(`^${pattern}$`);
}

/** The page path a site path is served by, and the id it carries (when it is an id route). */
function pageOf(sitePath: string): { page: string; id?: number } {
  for (const { source, destination } of htmlRewrites) {
    const m = rewriteMatcher(source).exec(sitePath);
    if (m) return m[1] ? { page: destination.replace(':id', '[id]'), id: Number(m[1]) } : { page: destination };
  }
  return { page: sitePath };
}

function pageFileExists(page: string): boolean {
  const base = path.join(root, 'pages', page);
  return ['.tsx', '/index.tsx'].some((ext) => existsSync(base + ext));
}

const topicServerIds = new Set(GAMES.filter((g) => articlesOf('topic').some((t) => t.gameId === g.gameId)).map((g) => g.serverId));

/** Id routes whose pages answer 404 unless the seed has the record. */
const ID_RECORDS: Record<string, (id: number) => boolean> = {
  '/news/[id]': (id) => articlesOf('news').some((a) => a.id === id),
  '/gl/[id]': (id) => articlesOf('guide').some((a) => a.id === id),
  '/gl/more/[id]': (gameId) => articlesOf('guide').some((a) => a.gameId === gameId),
  '/zt/[id]': (serverId) => topicServerIds.has(serverId),
};

/** Why a same-site link does not resolve, or null when it does. */
function brokenReason(raw: string, attribute: 'href' | 'src'): string | null {
  const sitePath = raw.split(/[?#]/, 1)[0]!;
  if (attribute === 'src') return existsSync(path.join(root, 'public', sitePath)) ? null : 'no such file under public/';
  const { page, id } = pageOf(sitePath);
  if (!pageFileExists(page)) return `no page file for ${page}`;
  if (id === undefined) return null;
  const has = ID_RECORDS[page];
  if (!has) return `no seed check for the id route ${page}`;
  return has(id) ? null : `the seed has no record ${id} for ${page}`;
}

interface Link {
  owner: string;
  attribute: 'href' | 'src';
  value: string;
}

function linksOf(owner: string, html: string): Link[] {
  return [...html.matchAll(/\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => ({
    owner,
    attribute: m[1]!.toLowerCase() as 'href' | 'src',
    value: (m[2] ?? m[3] ?? m[4] ?? '').trim(),
  }));
}

/** Same-site: a path from the root (not `//host`), or anything relative (it resolves on this site). */
function isSameSite(value: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('#')) return false;
  return true;
}

const bodies: { owner: string; html: string }[] = [
  // The hostile article is the sanitiser's fixture (javascript: links, <img src=x onerror>): its
  // links are meant to be dropped on display, not to resolve.
  ...catalogue.articles.filter((a) => a.id !== HOSTILE_ARTICLE_ID).map((a) => ({ owner: `${a.type} ${a.id}`, html: a.content })),
  ...catalogue.help.map((h) => ({ owner: `help ${h.id}`, html: h.content })),
];
const links = bodies.flatMap((b) => linksOf(b.owner, b.html)).filter((l) => isSameSite(l.value));

describe('links inside the seeded article bodies', () => {
  it('covers every kind of body and finds links to check', () => {
    const owners = new Set(links.map((l) => l.owner.split(' ')[0]));
    expect([...owners].sort()).toEqual(['guide', 'help', 'news', 'review', 'topic']);
    expect(links.filter((l) => l.attribute === 'src').length).toBeGreaterThan(0);
    expect(links.some((l) => l.value.startsWith('/zt/'))).toBe(true);
  });

  it('every same-site href and src resolves to a page or file the site serves', () => {
    const broken = links
      .map((l) => ({ ...l, reason: l.value.startsWith('/') ? brokenReason(l.value, l.attribute) : 'relative link (resolves against the article URL)' }))
      .filter((l) => l.reason !== null)
      .map((l) => `${l.owner}: ${l.attribute}="${l.value}" — ${l.reason}`);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('the checker itself finds a topic link without a topic and a missing page', () => {
    const missingTopic = GAMES.find((g) => !topicServerIds.has(g.serverId));
    expect(missingTopic, 'the seed has games without a topic (CS2, DOTA2, …)').toBeDefined();
    expect(brokenReason(`/zt/${missingTopic!.serverId}.html`, 'href')).toMatch(/no record/);
    expect(brokenReason('/zt/10231.html', 'href')).toBeNull();
    expect(brokenReason('/gl/more/999.html', 'href')).toMatch(/no record/);
    expect(brokenReason('/nowhere', 'href')).toMatch(/no page file/);
    expect(brokenReason('/helpCenter', 'href')).toBeNull();
    expect(brokenReason('/covers/none.svg', 'src')).toMatch(/public/);
  });
});
