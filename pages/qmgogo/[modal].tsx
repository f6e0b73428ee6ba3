import type { GetStaticPaths, GetStaticProps } from 'next';
import Link from 'next/link';
import { JointActivityLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const MODALS = {
  alertModal: { path: '/qmgogo/alertModal', lead: '全民GOGO 活动的提示信息，例如活动未开始或已结束。' },
  awardModal: { path: '/qmgogo/awardModal', lead: '全民GOGO 活动的获奖信息与领奖说明。' },
  otherModal: { path: '/qmgogo/otherModal', lead: '全民GOGO 活动的其他说明。' },
} as const;

type ModalName = keyof typeof MODALS;

export const getStaticPaths = (async () => ({
  paths: (Object.keys(MODALS) as ModalName[]).map((modal) => ({ params: { modal } })),
  fallback: false,
})) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const modal = params?.modal;
  if (typeof modal !== 'string' || !Object.hasOwn(MODALS, modal)) return { notFound: true };
  return { props: { modal: modal as ModalName } };
}) satisfies GetStaticProps<{ modal: ModalName }>;

export default function QmgogoModalPage({ modal }: { modal: ModalName }) {
  const { path, lead } = MODALS[modal];
  const meta = PAGE_META[path];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={path} />
      <PageIntro tone="dark" eyebrow="全民GOGO" title={meta.title.split(' - ')[0]} lead={lead} />
      <Notice title="活动内容准备中" action={<Link href="/qmgogo">返回全民GOGO</Link>}>
        <p>此弹窗的内容由活动服务提供，接入后在此显示。</p>
      </Notice>
    </JointActivityLayout>
  );
}
