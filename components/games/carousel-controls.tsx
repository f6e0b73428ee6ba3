import { useEffect, useState } from 'react';
import type { Banner } from '@/lib/content-types';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './catalogue.module.css';

const AUTOPLAY_MS = 5000;

/**
 * Dots and autoplay of the banner strip, loaded after hydration: dots jump to a slide, the strip
 * advances every 5 s unless hovered, focused or the user prefers reduced motion.
 */
export function CarouselControls({ track, banners }: { track: HTMLUListElement; banners: Banner[] }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    const el = track;
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const root = el.parentElement ?? el;
    el.addEventListener('scroll', onScroll, { passive: true });
    for (const [type, fn] of [['mouseenter', pause], ['mouseleave', resume], ['focusin', pause], ['focusout', resume]] as const) root.addEventListener(type, fn);
    return () => {
      el.removeEventListener('scroll', onScroll);
      for (const [type, fn] of [['mouseenter', pause], ['mouseleave', resume], ['focusin', pause], ['focusout', resume]] as const) root.removeEventListener(type, fn);
    };
  }, [track]);

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const id = setInterval(() => {
      const el = track;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [count, paused, track]);

  const go = (i: number) => {
    track.scrollTo({ left: i * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={styles.dots}>
      {banners.map((b, i) => (
        <button key={b.id} type="button" className={styles.dot} aria-label={`第 ${i + 1} 张：${b.title}`} aria-current={i === active} onClick={() => go(i)} />
      ))}
    </div>
  );
}
