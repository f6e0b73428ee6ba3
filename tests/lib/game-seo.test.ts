// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameInfo } from '@/lib/game-types';
import { buildVideoGameJsonLd, gameDescription, gamePath, gameTitle, serializeJsonLd } from '@/lib/game-seo';
import { ROUTES } from '../fixtures/routes';

const GAME: GameInfo = {
  serverId: 10231,
  gameId: 101,
  gameName: '绝地求生',
  platform: 'pc',
  cover: '/games/101-cover.svg',
  icon: '/games/101-icon.svg',
  labels: [
    { labelId: 8, labelName: '新游' },
    { labelId: 1, labelName: '射击' },
  ],
  releaseDate: '2017-12-21',
  hot: 900000,
  score: 4.3,
  scoreCount: 1200,
  intro: '百名玩家空降荒岛。',
  developer: 'KRAFTON',
  publisher: 'KRAFTON',
  areas: [{ areaId: 2, areaName: '亚服' }],
  hasCombatRecord: true,
};

describe('game SEO', () => {
  it('canonical paths are the .html form', () => {
    expect(gamePath('pc', 101)).toBe('/yxxz/pc/101.html');
    expect(gamePath('app', 145)).toBe('/yxxz/app/145.html');
  });

  it('titles match the route table the e2e suite checks', () => {
    expect(ROUTES.find((r) => r.path === '/yxxz/pc/101.html')?.title).toBe(gameTitle(GAME));
    expect(gameDescription({ ...GAME, intro: '长'.repeat(400) }).length).toBeLessThanOrEqual(150);
  });

  it('VideoGame with aggregateRating, genres without status labels, absolute URLs', () => {
    const ld = buildVideoGameJsonLd(GAME, { score: 4.3, count: 1200 });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: '绝地求生',
      genre: ['射击'],
      datePublished: '2017-12-21',
      publisher: { '@type': 'Organization', name: 'KRAFTON' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 1200, bestRating: 5, worstRating: 1 },
    });
    expect(ld.url).toMatch(/^https?:\/\/[^/]+\/yxxz\/pc\/101\.html$/);
    expect(ld.image).toMatch(/^https?:\/\/.+\/games\/101-cover\.svg$/);
  });

  it('no aggregateRating while nobody has rated', () => {
    expect(buildVideoGameJsonLd(GAME, { score: 0, count: 0 })).not.toHaveProperty('aggregateRating');
  });

  it('serialises without `<` so a name cannot close the script element, and parses back', () => {
    const hostile = { ...GAME, gameName: '</script><script>alert(1)</script>&\u2028' };
    const text = serializeJsonLd(buildVideoGameJsonLd(hostile, { score: 4, count: 1 }));
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text).name).toBe(hostile.gameName);
  });
});
