import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Banner } from '@/lib/content-types';
import { isExternalHref, safeHref } from '@/lib/safe-href';
import styles from './catalogue.module.css';

const AUTOPLAY_MS = 5000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const href = safeHref(banner.link);
  if (!href) return <div className={styles.slideLink}>{children}</div>;
  if (isExternalHref(href)) {
    return (
      <a className={styles.slideLink} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={styles.slideLink} href={href}>
      {children}
    </Link>
  );
}

/**
 * Banners as a CSS scroll-snap strip: swipeable and complete without JavaScript. With it, dots
 * jump to a slide and the strip advances every 5 s unless hovered, focused or reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  const go = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [count, paused]);

  if (!count) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="活动推荐"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={track}
        className={styles.slides}
        onScroll={(e) => setActive(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {banners.map((b, i) => (
          <li key={b.id} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${count}`}>
            <BannerLink banner={b}>
              {/* eslint-disable-next-line @next/next/no-img-element -- local 3:1 SVG banner */}
              <img src={b.image} alt="" width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              <span className={styles.slideTitle}>{b.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((b, i) => (
            <button key={b.id} type="button" className={styles.dot} aria-label={`第 ${i + 1} 张：${b.title}`} aria-current={i === active} onClick={() => go(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
