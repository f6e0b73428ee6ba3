import type { SectionClasses } from '@/components/ui/titled-section';
import styles from './help.module.css';

/** A block of the help centre's pages (a TitledSection's classes); `extra`: one more class of the section. */
export function helpBlock(extra?: string): SectionClasses {
  return { section: extra ? `${styles.block} ${extra}` : styles.block, title: styles.blockTitle };
}
