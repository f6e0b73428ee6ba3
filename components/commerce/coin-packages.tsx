import { useState } from 'react';
import { CUSTOM_COINS_MAX, sanitiseCoinInput } from '@/lib/money';
import type { CoinPackage } from '@/lib/order-types';
import { coinPriceCents, DEFAULT_CUSTOM_COINS } from './package-view';
import { PackageTile, TilePrice } from './package-tile';
import styles from './commerce.module.css';

export type CoinChoice = { kind: 'package'; id: number } | { kind: 'custom' };

export interface CoinPackagesProps {
  packages: readonly CoinPackage[];
  rate: number;
  choice: CoinChoice;
  onChoose(choice: CoinChoice): void;
  custom: string;
  onCustom(value: string): void;
}

export const CUSTOM_CAP_TEXT = `单次最多充值 ${CUSTOM_COINS_MAX} N币`;

/** The amount of the custom entry: what was typed, else the default entry amount its placeholder shows. */
export function customCoins(custom: string): number {
  return Number(custom || DEFAULT_CUSTOM_COINS);
}

/**
 * N coin packages (amount, price = amount / rate) and the custom amount entry (SPEC §3, §5). The entry
 * starts empty, its placeholder showing the default amount, so typing replaces it; a longer or larger
 * number stops at the cap and says so.
 */
export function CoinPackages({ packages, rate, choice, onChoose, custom, onCustom }: CoinPackagesProps) {
  const customOn = choice.kind === 'custom';
  const [capped, setCapped] = useState(false);
  const onInput = (raw: string) => {
    const next = sanitiseCoinInput(raw);
    setCapped(next === String(CUSTOM_COINS_MAX) && raw.replace(/\D/g, '').replace(/^0+/, '') !== next);
    onCustom(next);
  };
  return (
    <div role="radiogroup" aria-label="N币套餐" className={styles.packages}>
      {packages.map((p) => {
        const on = choice.kind === 'package' && choice.id === p.id;
        return (
          <PackageTile key={p.id} checked={on} onPick={() => onChoose({ kind: 'package', id: p.id })}>
            <span className={styles.pkgName}>{p.nnAmount} N币</span>
            <TilePrice cents={coinPriceCents(p.nnAmount, rate)} />
          </PackageTile>
        );
      })}
      {/* The tile is not itself the radio: a radio may not contain the text box (axe nested-interactive). */}
      <div className={`${styles.pkg} ${customOn ? styles.pkgOn : ''}`} onClick={() => onChoose({ kind: 'custom' })}>
        <button type="button" role="radio" aria-checked={customOn} className={`${styles.pkgName} ${styles.customPick}`}>
          自定义
        </button>
        <input
          className={styles.customInput}
          inputMode="numeric"
          aria-label="自定义N币数量"
          placeholder={String(DEFAULT_CUSTOM_COINS)}
          value={custom}
          aria-describedby={capped ? 'coin-cap-hint' : undefined}
          onFocus={() => onChoose({ kind: 'custom' })}
          onChange={(e) => onInput(e.target.value)}
        />
        {capped ? (
          <span id="coin-cap-hint" className={styles.capHint} role="status">
            {CUSTOM_CAP_TEXT}
          </span>
        ) : null}
        <TilePrice cents={coinPriceCents(customCoins(custom), rate)} />
      </div>
    </div>
  );
}
