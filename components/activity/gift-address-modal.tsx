import { Button, Modal } from 'antd';
import { useState } from 'react';
import { AntdProvider } from '@/components/ui/antd-provider';
import { ACTIVITY_MSG } from '@/lib/activity';
import { regionLabel } from '@/lib/activity-region';
import type { GiftService } from '@/lib/activity-modal';
import { toast } from '@/lib/toast';
import { AddressForm } from './address-form';
import { activityError, sendGiftAddress } from './gift-service';
import { useAddressForm } from './use-address-form';

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
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy || !form.validateAll()) return;
    const { name, phone, region, detail } = form.values;
    setBusy(true);
    try {
      const msg = await sendGiftAddress(service, activityId, { id: recordId, cneeName: name.trim(), cneeMobile: phone, cneeAddr: regionLabel(region.names), cneeAddrDetail: detail.trim() });
      toast.success(msg || ACTIVITY_MSG.addressOk);
      onDone?.();
      onClose();
    } catch (error) {
      const e = activityError(error);
      if (e?.msg) toast.warning(e.msg);
      setBusy(false);
    }
  };
  return (
    <AntdProvider>
      <Modal
        open
        centered
        title="填写收货地址"
        width={560}
        onCancel={onClose}
        closable={{ 'aria-label': '关闭' }}
        footer={
          // The 2nd click of a double click never submits: the busy guard alone let it through when
          // the first call had already failed fast (e2e/faults.spec.ts, shipping address × HTML error body).
          <Button type="primary" onClick={(e) => e.detail < 2 && void submit()} disabled={busy} aria-busy={busy}>
            确认提交
          </Button>
        }
      >
        <AddressForm form={form} idPrefix="gift-addr" />
      </Modal>
    </AntdProvider>
  );
}
