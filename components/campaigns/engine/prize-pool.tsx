import type { PoolPrize } from '@/lib/activity-types';
import { TitledSection } from '@/components/ui/titled-section';
import { SECTION } from './section';
import styles from './activity.module.css';

function stockText(p: PoolPrize): string {
  if (p.soldOut) return '已抽完';
  return p.stock === null ? '不限量' : `剩余 ${p.stock} 份`;
}

/** The prize pool as a list (server-rendered; the stock refreshes after each draw). */
export function PrizePool({ prizes, title = '奖池一览' }: { prizes: readonly PoolPrize[]; title?: string }) {
  const shown = prizes.filter((p) => p.type !== 0);
  return (
    <TitledSection titleId="prize-pool-title" title={title} classes={SECTION}>
      <ul className={styles.pool}>
        {shown.map((p) => (
          <li key={p.id} className={p.soldOut ? `${styles.poolItem} ${styles.poolSoldOut}` : styles.poolItem}>
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG prize art; next/image adds JS and nothing to gain */}
            <img src={p.image} alt="" width={64} height={64} loading="lazy" />
            <span className={styles.poolName}>{p.name}</span>
            <span className={styles.poolStock}>{stockText(p)}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
