import { useEffect, useRef, useState } from 'react';
import type { DrawResult } from '@/lib/activity-types';
import { prefersReducedMotion } from '@/lib/motion';

/** Cells of the 3×3 grid in ring order (clockwise from top-left): slot i sits at grid cell RING[i]. */
export const RING = [0, 1, 2, 5, 8, 7, 6, 3] as const;

/** Full turns before the ring slows down onto the server's slot. */
const TURNS = 3;

/** Delay before step `i` of `total`: quick turns, then the last lap slows down. */
export function stepDelay(i: number, total: number): number {
  const slowFrom = total - 8;
  return i < slowFrom ? 60 : 60 + (i - slowFrom + 1) ** 2 * 9;
}

/** Steps from `from` to land on `to` after the full turns. */
export function spinSteps(from: number, to: number): number {
  return TURNS * 8 + ((to - from + 8) % 8);
}

/**
 * The lit slot of the 九宫格. When the server's answer arrives the light runs round and stops on
 * its `slotIndex`, then `onLand` fires; with reduced motion it jumps there at once.
 */
export function useGridSpin(pending: DrawResult | null, onLand: () => void): number | null {
  const [active, setActive] = useState<number | null>(null);
  const at = useRef<number | null>(null);
  useEffect(() => {
    if (!pending) return;
    const show = (slot: number) => {
      at.current = slot;
      setActive(slot);
    };
    const target = ((pending.slotIndex % 8) + 8) % 8;
    if (prefersReducedMotion()) {
      show(target);
      const t = setTimeout(onLand, 150);
      return () => clearTimeout(t);
    }
    let pos = at.current ?? 0;
    const total = spinSteps(pos, target);
    let step = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      step += 1;
      pos = (pos + 1) % 8;
      show(pos);
      timer = step >= total ? setTimeout(onLand, 400) : setTimeout(tick, stepDelay(step, total));
    };
    timer = setTimeout(tick, stepDelay(0, total));
    return () => clearTimeout(timer);
  }, [pending, onLand]);
  return active;
}
