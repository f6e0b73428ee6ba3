import { Button, Modal } from 'antd';
import styles from './commerce.module.css';

const CLAUSES = [
  '电竞会员为虚拟服务，开通后即时生效，会员期限自开通（或续费叠加）之日起计算。',
  '会员权益仅限开通账号本人使用，不得转让、出租或用于商业用途。',
  '使用 N币抵扣时，N币按当前兑换比例折算，不足部分以现金补足；已支付订单不支持退款。',
  '支付后 10 分钟内未到账，请联系在线客服处理，我们会为你核实订单并补发权益。',
  '如发现通过不正当手段获取会员权益，平台有权收回权益并冻结账号。',
] as const;

/** The membership terms of service, opened from the accept switch in the dialog header. */
export function TermsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      centered
      title="会员服务协议"
      onCancel={onClose}
      closable={{ 'aria-label': '关闭' }}
      footer={
        <Button type="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      <ol className={styles.terms}>
        {CLAUSES.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
    </Modal>
  );
}
