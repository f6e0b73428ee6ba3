import { GiftType } from '@/lib/activity-types';

/** Our own icon per gift type (the service's image paths are back-office assets we do not ship). */
export function giftIcon(type: number): string {
  switch (type) {
    case GiftType.Cdk:
      return '/campaigns/gift-cdk.svg';
    case GiftType.Physical:
      return '/campaigns/gift-box.svg';
    case GiftType.NnCoin:
      return '/campaigns/gift-coin.svg';
    default:
      return '/campaigns/gift-time.svg';
  }
}
