import { GiftType } from '@/lib/activity-types';

/**
 * Our own icon per gift (the service's image paths are back-office assets we do not ship): the
 * cosmetic items by name, the rest by gift type.
 */
export function giftIcon(type: number, name = ''): string {
  if (name.includes('头像框')) return '/campaigns/gift-frame.svg';
  if (name.includes('标识')) return '/campaigns/gift-badge.svg';
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
