import type { ActivityGiftItem } from '@/lib/activity-types';
import { giftIcon } from './gift-icon';
import styles from './sem.module.css';

/** The gift items an activity hands out (listByActivityId), as a static list. */
export function GiftList({ gifts }: { gifts: ActivityGiftItem[] }) {
  return (
    <ul className={styles.gifts}>
      {gifts.map((g) => (
        <li key={g.giftId} className={styles.gift}>
          {/* eslint-disable-next-line @next/next/no-img-element -- small decorative SVG */}
          <img src={giftIcon(g.giftType, g.giftName)} alt="" width={48} height={48} />
          <div>
            <h3>{g.giftName}</h3>
            <p>{g.desc}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
