import { openServiceChat } from '@/components/layout';
import styles from './order-view.module.css';

/** The customer-service page's main action: the external chat window (SPEC §1). */
export function ServiceContact() {
  return (
    <div className={styles.box}>
      <h2 className={styles.title}>兑换失败或订单未到账？</h2>
      <p>请准备好订单号，点击下方按钮联系在线客服，我们会核实订单并为你补发权益。</p>
      <button type="button" className={styles.btn} onClick={() => openServiceChat()}>
        联系在线客服
      </button>
    </div>
  );
}
