import { useCachedOnce } from '@/components/download';
import { isExternalHref, safeHref } from '@/lib/safe-href';
import { getDictItems, type DictItem } from '@/services/common';
import styles from './footer.module.css';
import { QUIET } from '@/lib/http';

async function loadFriendLinks(): Promise<DictItem[]> {
  const res = await getDictItems('nn_friendlink', QUIET);
  return Array.isArray(res.data) ? res.data : [];
}

/** Optional friendly links (dict nn_friendlink). Unsafe URLs are shown as plain text, not links. */
export function FriendLinks() {
  const state = useCachedOnce('dict:nn_friendlink', loadFriendLinks);
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <nav aria-label="友情链接" className={styles.friends}>
      <h2 className={styles.friendsTitle}>友情链接</h2>
      <ul>
        {state.data.map((item, i) => {
          const text = String(item.text ?? '').trim();
          if (!text) return null;
          const href = safeHref(item.value);
          return (
            <li key={`${i}-${text}`}>
              {href ? (
                <a href={href} {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {text}
                </a>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
