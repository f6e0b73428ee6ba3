import Link from '@/components/ui/link';
import { openMembership } from '@/components/commerce';
import styles from './home.module.css';

/**
 * Esports membership call-to-action: opens the membership dialog (login first when logged out);
 * without JavaScript the link still leads to /nnpay.
 */
export function MembershipCta() {
  return (
    <section className={styles.section} aria-labelledby="home-vip">
      <div className={styles.container}>
        <div className={styles.cta}>
          <div>
            <h2 id="home-vip">开通电竞会员，畅享高速专线</h2>
            <p>会员专享高速线路与多设备同时加速，年卡低至每天几毛钱；支持 N币支付，到期前随时续费。</p>
          </div>
          <Link
            className={styles.ctaBtn}
            href="/nnpay"
            onClick={(e) => {
              e.preventDefault();
              openMembership();
            }}
          >
            立即开通
          </Link>
        </div>
      </div>
    </section>
  );
}
