import { congratulationText } from '@/lib/activity';
import { regionLabel } from '@/components/campaigns/engine/activity-region';
import type { WidgetPrize } from '@/lib/activity-types';
import type { PrizeSlotData } from './payloads';
import { submitWidgetAddress } from '@/services/activity';
import { AddressForm } from './address-form';
import { DialogFrame } from './dialog-frame';
import { useAddressForm } from './use-address-form';
import { useAddressSubmit } from './use-address-submit';
import styles from './dialogs.module.css';
import { QUIET } from '@/lib/http';

/** The widget's address dialog (SPEC §2: 700×500): the whole form with the prize and account. */
export function WidgetAddressModal({ slot, prizeId, onClose }: { slot: PrizeSlotData; prizeId: number; onClose(): void }) {
  const form = useAddressForm();
  const { busy, onConfirm } = useAddressSubmit(
    form,
    ({ name, phone, region, detail }) =>
      submitWidgetAddress(
        { username: name.trim(), phone, cneeAddr: region.codes, handleAddr: regionLabel(region.names), address: detail.trim(), prize_id: prizeId, giftId: slot.giftId, account_token: slot.account_token, country_code: '86' },
        QUIET,
      ),
    onClose,
  );
  return (
    <DialogFrame
      title="填写收货地址"
      width={700}
      styles={{ container: { height: 500, display: 'flex', flexDirection: 'column' }, body: { flex: 1, overflowY: 'auto' } }}
      onClose={onClose}
      confirm={{ label: '确认', onClick: onConfirm, busy }}
    >
      <AddressForm form={form} idPrefix="widget-addr" />
    </DialogFrame>
  );
}

/** The detail dialog: 查看详情 with the congratulation text of SPEC §4 and a confirm button. */
export function WidgetDetailModal({ prize, onClose }: { prize: WidgetPrize; onClose(): void }) {
  return (
    <DialogFrame title="查看详情" width={460} onClose={onClose} confirm={{ label: '确定', onClick: onClose }}>
      <p className={styles.detailText}>{congratulationText(prize)}</p>
      <p className={styles.muted}>状态：{prize.status_title}</p>
    </DialogFrame>
  );
}
