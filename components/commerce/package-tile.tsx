import type { ReactNode } from 'react';
import { formatYuan } from '@/lib/money';
import styles from './commerce.module.css';

/** A package of a package radio group: a radio button tile, highlighted when checked. */
export function PackageTile({ checked, onPick, children }: { checked: boolean; onPick(): void; children: ReactNode }) {
  return (
    <button type="button" role="radio" aria-checked={checked} className={`${styles.pkg} ${checked ? styles.pkgOn : ''}`} onClick={onPick}>
      {children}
    </button>
  );
}

/** A tile's price: ¥ and the amount in yuan. */
export function TilePrice({ cents }: { cents: number }) {
  return (
    <span className={styles.price}>
      ¥<strong>{formatYuan(cents)}</strong>
    </span>
  );
}
