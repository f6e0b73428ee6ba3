import { SafeHtml, type SanitizedHtml } from '@/components/ui/safe-html';
import { TitledSection } from '@/components/ui/titled-section';
import { SECTION } from './section';
import styles from './activity.module.css';

/** The rules (actRule) through the sanitising component, with the window on top. */
export function ActivityRules({ html, window, title = '活动规则' }: { html: SanitizedHtml; window: string; title?: string }) {
  return (
    <TitledSection titleId="rules-title" title={title} classes={SECTION}>
      <p className={styles.window}>活动时间：{window}</p>
      <SafeHtml html={html} className={styles.rules} />
    </TitledSection>
  );
}
