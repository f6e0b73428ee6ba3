import { useRef } from 'react';
import { DefinitionList } from '@/components/ui/definition-list';
import { useAccountStore } from '../account-store';
import styles from './nnpay.module.css';

/** The benefits, with the coin rate the page looked up (SPEC §3: default 10 coins per yuan). */
export function benefitsAt(rate: number) {
  return [
    ['专属高速线路', '会员独享电竞专线，高峰时段也稳定低延迟。'],
    ['多设备加速', '一个账号可在电脑与手机上同时加速。'],
    ['N币抵扣', `N币可按 1元 = ${rate} N币 抵扣会员费用，不足部分现金补足。`],
    ['到账时间', '支付后立即生效；10 分钟内未到账请联系客服。'],
  ] as const;
}

/** 会员权益说明: a native <dialog> (no antd on this page's first load), closable with Esc. */
export function DetailModal() {
  const ref = useRef<HTMLDialogElement>(null);
  const rate = useAccountStore((s) => s.rate);
  return (
    <>
      <button type="button" className={styles.linkBtn} onClick={() => ref.current?.showModal()}>
        查看会员权益说明
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby="detail-title">
        <h2 id="detail-title">会员权益说明</h2>
        <DefinitionList items={benefitsAt(rate)} className={styles.benefits} />
        <form method="dialog">
          <button type="submit" className={styles.primaryBtn}>
            确定
          </button>
        </form>
      </dialog>
    </>
  );
}
