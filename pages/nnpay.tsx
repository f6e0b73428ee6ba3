import type { GetStaticProps } from 'next';
import { buildRollNotices, DayCount, DetailModal, LoginHeader, OrderPrizes, PayCode, PaySuccess, Roll, type RollNotice, nnpayStyles as styles } from '@/components/commerce/nnpay';
import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

interface Props {
  notices: RollNotice[];
}

export const getStaticProps = (async () => ({ props: { notices: buildRollNotices() } })) satisfies GetStaticProps<Props>;

const BENEFITS = ['会员专享电竞高速线路', '电脑与手机多设备同时加速', '支持 N币抵扣，N币不足时可组合现金支付', '年卡低至 0.54 元/天'] as const;

/** /nnpay: the purchase page. The shell is static HTML with our own CSS; the dialogs load on demand. */
export default function PayPage({ notices }: Props) {
  const meta = PAGE_META['/nnpay'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/nnpay" />
      <div className={styles.page}>
        <section className={styles.hero} aria-labelledby="page-title">
          <div className={styles.container}>
            <h1 id="page-title">会员充值</h1>
            <p className={styles.lead}>开通电竞会员、充值 N币，支持微信、支付宝扫码与 N币抵扣。</p>
            <Roll notices={notices} />
          </div>
        </section>
        <div className={styles.container}>
          <LoginHeader />
          <DayCount />
          <PaySuccess />
          <div className={styles.grid}>
            <PayCode />
            <section className={styles.card} aria-labelledby="benefits-title">
              <h2 id="benefits-title">会员权益</h2>
              <ul className={styles.benefitList}>
                {BENEFITS.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <DetailModal />
              <p className={styles.note}>支付后请等待 10 分钟，如未到账请联系客服兑换或开通体验会员。</p>
            </section>
          </div>
          <div className={styles.section}>
            <OrderPrizes />
          </div>
        </div>
      </div>
    </DefaultLayout>
  );
}
