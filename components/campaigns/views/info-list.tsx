import { SECTION } from '../engine/section';
import { TitledSection } from '@/components/ui/titled-section';
import styles from './campaigns.module.css';


export interface InfoItem {
  title: string;
  text: string;
}

/** A titled section of short cards (schedules, tips, FAQs) on a campaign page. */
export function InfoList({ id, title, items }: { id: string; title: string; items: readonly InfoItem[] }) {
  return (
    <TitledSection titleId={`${id}-title`} title={title} classes={SECTION} id={id}>
      <ul className={styles.infoList}>
        {items.map((i) => (
          <li key={i.title}>
            <h3>{i.title}</h3>
            <p>{i.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
