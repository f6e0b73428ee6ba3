import { useState } from 'react';
import { safeHref } from '@/lib/safe-href';
import styles from './ui.module.css';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** A user's avatar (any host), the default one for a missing, unsafe or broken URL. */
export function Avatar({ src, size = 32, className }: { src?: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = !failed ? (safeHref(src) ?? DEFAULT_AVATAR) : DEFAULT_AVATAR;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- user avatars come from any host; a small image needs no optimiser
    <img className={[styles.avatar, className].filter(Boolean).join(' ')} src={url} alt="用户头像" width={size} height={size} onError={() => setFailed(true)} />
  );
}
