import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from '@/components/games/banner-carousel';

describe('BannerCarousel', () => {
  it("fetches the first slide's picture first and decodes it with the first frame; the others wait", () => {
    const banners = [1, 2, 3].map((id) => ({ id, title: `活动 ${id}`, image: `/covers/b${id}.webp`, link: '/news' }));
    const { container } = render(<BannerCarousel banners={banners as never} />);
    const [first, ...rest] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(first).not.toHaveAttribute('loading');
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    }
  });
});
