import { formatYuan, sanitiseCoinInput } from '@/lib/money';
import type { CoinPackage } from '@/lib/order-types';
import { coinPriceCents } from './package-view';
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

/** N coin packages (amount, price = amount / rate) and the custom amount entry (SPEC §3, §5). */
export function CoinPackages({ packages, rate, choice, onChoose, custom, onCustom }: CoinPackagesProps) {
  const customOn = choice.kind === 'custom';
  return (
    <div role="radiogroup" aria-label="N币套餐" className={styles.packages}>
      {packages.map((p) => {
        const on = choice.kind === 'package' && choice.id === p.id;
        return (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={on}
            className={`${styles.pkg} ${on ? styles.pkgOn : ''}`}
            onClick={() => onChoose({ kind: 'package', id: p.id })}
          >
            <span className={styles.pkgName}>{p.nnAmount} N币</span>
            <span className={styles.price}>
              ¥<strong>{formatYuan(coinPriceCents(p.nnAmount, rate))}</strong>
            </span>
          </button>
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
          placeholder="1~9999"
          value={custom}
          onFocus={() => onChoose({ kind: 'custom' })}
          onChange={(e) => onCustom(sanitiseCoinInput(e.target.value))}
        />
        <span className={styles.price}>
          ¥<strong>{formatYuan(coinPriceCents(Number(custom || 0), rate))}</strong>
        </span>
      </div>
    </div>
  );
}
