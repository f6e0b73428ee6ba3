import type { SectionClasses } from '@/components/ui/titled-section';
import styles from './detail.module.css';

/** A panel of the game detail page's main column (a TitledSection's classes). */
export const PANEL: SectionClasses = { section: styles.panel, title: styles.panelTitle };
