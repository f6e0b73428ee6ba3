import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ActivityModalSpec } from '@/lib/activity-modal';

type Props<N extends ActivityModalSpec['name']> = { spec: Extract<ActivityModalSpec, { name: N }>; onClose(): void };

/**
 * The activity dialogs for components/modal-host.tsx, each loaded on first open (antd and the
 * region data never reach a campaign page's first load).
 */
export const activityDialogs: { [N in ActivityModalSpec['name']]: ComponentType<Props<N>> } = {
  'draw-result': dynamic(() => import('./draw-result-dialog'), { ssr: false }),
  'prize-widget': dynamic(() => import('./prize-widget-dialog'), { ssr: false }),
  'gift-records': dynamic(() => import('./gift-records-dialog'), { ssr: false }),
  'gift-address': dynamic(() => import('./gift-address-dialog'), { ssr: false }),
};
