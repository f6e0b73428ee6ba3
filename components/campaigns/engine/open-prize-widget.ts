import type { PrizeSlotData } from '@/components/campaigns/engine/activity-modal';
import { useModalStore } from '@/stores/modal-store';

/** Opens the prize widget's winning record for a leigod account (SPEC §3 slot data). */
export function openPrizeWidget(slot: PrizeSlotData): void {
  useModalStore.getState().open({ name: 'prize-widget', slot });
}
