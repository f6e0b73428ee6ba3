import type { SectionClasses } from '@/components/ui/titled-section';
import styles from './activity.module.css';

/** A titled section of a campaign page (a TitledSection's classes). */
export const SECTION: SectionClasses = { section: styles.section, title: styles.sectionTitle };
