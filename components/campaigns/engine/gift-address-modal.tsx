import { regionLabel } from '@/components/campaigns/engine/activity-region';
import type { GiftService } from '@/components/campaigns/engine/gift-service';
import { AddressForm } from './address-form';
import { DialogFrame } from './dialog-frame';
import { sendGiftAddress } from './gift-service';
import { useAddressForm } from './use-address-form';
import { useAddressSubmit } from './use-address-submit';

export interface GiftAddressModalProps {
  recordId: number;
  activityId: number;
  service: GiftService;
  onClose(): void;
  /** After 操作成功! (the caller reloads its records: the prize is now 待发货). */
  onDone?(): void;
}

/** The gift-flow shipping dialog (SPEC §5 messages); submits only a valid form. */
export function GiftAddressModal({ recordId, activityId, service, onClose, onDone }: GiftAddressModalProps) {
  const form = useAddressForm();
  const { busy, onConfirm } = useAddressSubmit(
    form,
    ({ name, phone, region, detail }) =>
      sendGiftAddress(service, activityId, { id: recordId, cneeName: name.trim(), cneeMobile: phone, cneeAddr: regionLabel(region.names), cneeAddrDetail: detail.trim() }),
    () => {
      onDone?.();
      onClose();
    },
  );
  return (
    <DialogFrame title="填写收货地址" width={560} onClose={onClose} confirm={{ label: '确认提交', onClick: onConfirm, busy }}>
      <AddressForm form={form} idPrefix="gift-addr" />
    </DialogFrame>
  );
}
