import { useRouter } from 'next/router';
import { OrderDetail } from '@/components/commerce/order';
import { MenuLayout, Seo, USER_MENU } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;

/** Opened by the client as /nn-user/userCenter?type=order&orderNo=…; user data loads in the browser. */
export default function UserCenterPage() {
  const { query, isReady } = useRouter();
  const meta = PAGE_META['/nn-user/userCenter'];
  const orderNo = typeof query.orderNo === 'string' && ORDER_NO.test(query.orderNo) ? query.orderNo : undefined;
  const isOrder = query.type === 'order';
  return (
    <MenuLayout menu={USER_MENU} menuLabel="个人中心">
      <Seo title={meta.title} description={meta.description} path="/nn-user/userCenter" noindex />
      <PageIntro eyebrow="个人中心" title="我的订单" lead="查看会员、N币等订单的支付状态。" />
      {isReady && isOrder && orderNo ? (
        <OrderDetail orderNo={orderNo} />
      ) : (
        <Notice title="暂无选中的订单">
          <p>从客户端的订单入口打开此页，即可查看对应订单。</p>
        </Notice>
      )}
    </MenuLayout>
  );
}
