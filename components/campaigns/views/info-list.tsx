import pageStyles from '../engine/activity.module.css';
import styles from './campaigns.module.css';

export interface InfoItem {
  title: string;
  text: string;
}

/** A titled section of short cards (schedules, tips, FAQs) on a campaign page. */
export function InfoList({ id, title, items }: { id: string; title: string; items: readonly InfoItem[] }) {
  return (
    <section className={pageStyles.section} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className={pageStyles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.infoList}>
        {items.map((i) => (
          <li key={i.title}>
            <h3>{i.title}</h3>
            <p>{i.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
