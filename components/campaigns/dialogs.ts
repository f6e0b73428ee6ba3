import type { DialogRegistry } from '@/stores/modal-store';
import type { GiftRecordsPayload } from './engine/gift-records-dialog';
import type { DrawResultPayload, GiftAddressPayload, PrizeWidgetPayload } from './engine/payloads';
import type { BenefitsPayload } from './widgets/benefits-dialog';
import type { PurchaseSuccessPayload, RepurchaseOfferPayload } from './widgets/payloads';

declare module '@/stores/modal-store' {
  interface DialogPayloads {
    'draw-result': DrawResultPayload;
    'prize-widget': PrizeWidgetPayload;
    'gift-records': GiftRecordsPayload;
    'gift-address': GiftAddressPayload;
    benefits: BenefitsPayload;
    'purchase-success': PurchaseSuccessPayload;
    'repurchase-offer': RepurchaseOfferPayload;
  }
}

type CampaignDialog = 'draw-result' | 'prize-widget' | 'gift-records' | 'gift-address' | 'benefits' | 'purchase-success' | 'repurchase-offer';

/**
 * The campaign dialogs for components/modal-host.tsx, each loaded on first open (antd and the
 * region data never reach a campaign page's first load).
 */
export const campaignDialogs: DialogRegistry<CampaignDialog> = {
  'draw-result': () => import('./engine/draw-result-dialog'),
  'prize-widget': () => import('./engine/prize-widget-dialog'),
  'gift-records': () => import('./engine/gift-records-dialog'),
  'gift-address': () => import('./engine/gift-address-dialog'),
  benefits: () => import('./widgets/benefits-dialog'),
  'purchase-success': () => import('./widgets/purchase-success-dialog'),
  'repurchase-offer': () => import('./widgets/repurchase-offer-dialog'),
};
