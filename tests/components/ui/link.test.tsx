import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const nextLink = vi.hoisted(() => vi.fn());
vi.mock('next/link', () => ({
  default: (props: { prefetch?: boolean; href: string; children: React.ReactNode }) => {
    nextLink(props);
    return <a href={props.href}>{props.children}</a>;
  },
}));

import Link from '@/components/ui/link';

describe("the site's Link", () => {
  it('does not prefetch a link in view unless asked (next/link still prefetches on hover and touch)', () => {
    render(
      <>
        <Link href="/nnpay">会员</Link>
        <Link href="/yxxz" prefetch>
          游戏库
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: '会员' })).toHaveAttribute('href', '/nnpay');
    expect(nextLink.mock.calls.map(([p]) => [p.href, p.prefetch])).toEqual([
      ['/nnpay', false],
      ['/yxxz', true],
    ]);
  });
});
