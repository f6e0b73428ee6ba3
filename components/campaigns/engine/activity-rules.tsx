import { SafeHtml, type SanitizedHtml } from '@/components/ui/safe-html';
import styles from './activity.module.css';

/** The rules (actRule) through the sanitising component, with the window on top. */
export function ActivityRules({ html, window, title = '活动规则' }: { html: SanitizedHtml; window: string; title?: string }) {
  return (
    <section className={styles.section} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.window}>活动时间：{window}</p>
      <SafeHtml html={html} className={styles.rules} />
    </section>
  );
}
