import dynamic from 'next/dynamic';

/** GiftAddressModal loaded on first render (it brings antd and the region data). */
export const GiftAddressModal = dynamic(() => import('./gift-address-modal').then((m) => m.GiftAddressModal), { ssr: false });
