import { useRouter } from 'next/router';
import { AccountOverview } from '@/components/account';
import { OrderDetail } from '@/components/commerce/order';
import { MenuLayout, Seo, USER_MENU } from '@/components/layout';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;

/** 个人中心; the client opens one order as /nn-user/userCenter?type=order&orderNo=…. User data loads in the browser. */
export default function UserCenterPage() {
  const { query, isReady } = useRouter();
  const meta = PAGE_META['/nn-user/userCenter'];
  const orderNo = typeof query.orderNo === 'string' && ORDER_NO.test(query.orderNo) ? query.orderNo : undefined;
  const order = isReady && query.type === 'order' && orderNo;
  return (
    <MenuLayout menu={USER_MENU} menuLabel="个人中心">
      <Seo title={meta.title} description={meta.description} path="/nn-user/userCenter" noindex />
      {order ? (
        <>
          <PageIntro eyebrow="个人中心" title="订单详情" lead="查看会员、N币等订单的支付状态。" />
          <OrderDetail orderNo={orderNo} />
        </>
      ) : (
        <>
          <PageIntro eyebrow="个人中心" title="我的账户" lead="N币余额、会员状态、权益与中奖记录。" />
          <AccountOverview />
        </>
      )}
    </MenuLayout>
  );
}
