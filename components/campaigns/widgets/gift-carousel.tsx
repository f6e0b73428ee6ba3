import { useEffect, useState } from 'react';
import type { ActivityGiftItem } from '@/lib/activity-types';
import { giftIcon } from './gift-icon';
import { cardsPerView, wrapIndex } from './swiper';
import styles from './swiper.module.css';

interface Props {
  gifts: ActivityGiftItem[];
  /** Shown on each card, e.g. 开通后可领. */
  badge?: string;
}

/**
 * nnSwiper: the gift carousel. Every card is in the HTML (crawlers, no-JS); after hydration the
 * track shows as many as fit and the arrows step through them. Auto-advance pauses on hover/focus.
 */
export function GiftCarousel({ gifts, badge }: Props) {
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(3);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const fit = () => setPerView(cardsPerView(window.innerWidth));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  const steps = Math.max(1, gifts.length - perView + 1);
  useEffect(() => {
    if (paused || steps <= 1) return;
    const id = setInterval(() => setIndex((i) => wrapIndex(i, 1, steps)), 4000);
    return () => clearInterval(id);
  }, [paused, steps]);
  const current = Math.min(index, steps - 1);

  return (
    <div className={styles.carousel} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ transform: `translateX(-${(current * 100) / perView}%)` }} aria-label="礼包内容">
          {gifts.map((g, i) => (
            <li key={g.giftId} className={styles.slide} style={{ flexBasis: `${100 / perView}%` }} aria-hidden={i < current || i >= current + perView}>
              <div className={styles.giftCard}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small decorative SVG */}
                <img src={giftIcon(g.giftType, g.giftName)} alt="" width={64} height={64} />
                <h3>{g.giftName}</h3>
                <p>{g.desc}</p>
                {badge && <span className={styles.badge}>{badge}</span>}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {steps > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => setIndex(wrapIndex(current, -1, steps))} aria-label="上一个">
            ‹
          </button>
          <span className={styles.dots} aria-hidden>
            {Array.from({ length: steps }, (_, i) => (
              <i key={i} className={i === current ? styles.dotOn : styles.dot} />
            ))}
          </span>
          <button type="button" className={styles.arrow} onClick={() => setIndex(wrapIndex(current, 1, steps))} aria-label="下一个">
            ›
          </button>
        </div>
      )}
    </div>
  );
}
