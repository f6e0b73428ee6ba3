import { HOT_LABEL, type PackageCard } from './package-view';
import { PackageTile, TilePrice } from './package-tile';
import styles from './commerce.module.css';

export interface MembershipPackagesProps {
  cards: readonly PackageCard[];
  selected: number | undefined;
  onSelect(dbId: number): void;
}

/** The esports packages as a radio group: price, original price, 元/天, marks and remark. */
export function MembershipPackages({ cards, selected, onSelect }: MembershipPackagesProps) {
  return (
    <div role="radiogroup" aria-label="会员套餐" className={styles.packages}>
      {cards.map((p) => {
        const checked = p.dbId === selected;
        return (
          <PackageTile key={p.dbId} checked={checked} onPick={() => onSelect(p.dbId)}>
            {p.hot ? <span className={styles.hot}>{HOT_LABEL}</span> : null}
            <span className={styles.pkgName}>
              {p.esportComboName}
              {p.recommended ? <span className={styles.rec}>推荐</span> : null}
            </span>
            <TilePrice cents={p.priceCents} />
            <s className={styles.original} aria-label={`原价${p.originalPrice}元`}>
              ¥{p.originalPrice}
            </s>
            <span className={styles.perDay}>{p.dayPrice} 元/天</span>
            {p.remark ? <span className={styles.remark}>{p.remark}</span> : null}
          </PackageTile>
        );
      })}
    </div>
  );
}
