import { useEffect, useState } from 'react';
import { afterLoad } from '@/lib/after-load';

/** False until the page has settled (lib/after-load); for mounting parts that can wait. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready;
}
