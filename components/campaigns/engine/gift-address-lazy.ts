import dynamic from 'next/dynamic';
import { createElement } from 'react';
import type { GiftAddressModalProps } from './gift-address-modal';

/**
 * GiftAddressModal loaded on first render (it brings antd and the region data). Rendered on a page
 * (/nnpay, 我的奖品 lists) it is outside the modal host, so it brings antd's provider itself.
 */
export const GiftAddressModal = dynamic(
  () =>
    Promise.all([import('@/components/ui/antd-provider'), import('./gift-address-modal')]).then(([{ AntdProvider }, m]) => {
      function GiftAddressWithAntd(props: GiftAddressModalProps) {
        return createElement(AntdProvider, null, createElement(m.GiftAddressModal, props));
      }
      return GiftAddressWithAntd;
    }),
  { ssr: false },
);
