import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ActivityModalSpec } from '@/components/campaigns/engine/activity-modal';

type Props<N extends ActivityModalSpec['name']> = { spec: Extract<ActivityModalSpec, { name: N }>; onClose(): void };

/**
 * The activity dialogs for components/modal-host.tsx, each loaded on first open (antd and the
 * region data never reach a campaign page's first load).
 */
export const activityDialogs: { [N in ActivityModalSpec['name']]: ComponentType<Props<N>> } = {
  'draw-result': dynamic(() => import('./engine/draw-result-dialog'), { ssr: false }),
  'prize-widget': dynamic(() => import('./engine/prize-widget-dialog'), { ssr: false }),
  'gift-records': dynamic(() => import('./engine/gift-records-dialog'), { ssr: false }),
  'gift-address': dynamic(() => import('./engine/gift-address-dialog'), { ssr: false }),
};
