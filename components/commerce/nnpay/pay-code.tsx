import { openCoinTopup, openMembership } from '../open-purchase';
import styles from './nnpay.module.css';

const STEPS = ['选择会员套餐或 N币数量', '同意会员服务协议（开通会员时）', '使用微信或支付宝扫描二维码，或直接用 N币支付', '支付成功后权益立即到账'] as const;

/** The two purchases of the page and how paying by code works. */
export function PayCode() {
  return (
    <section className={styles.card} aria-labelledby="pay-code-title">
      <h2 id="pay-code-title">扫码支付</h2>
      <div className={styles.actions}>
        <button type="button" className={styles.primaryBtn} onClick={() => openMembership()}>
          开通电竞会员
        </button>
        <button type="button" className={styles.ghostBtn} onClick={openCoinTopup}>
          充值N币
        </button>
      </div>
      <ol className={styles.steps}>
        {STEPS.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
