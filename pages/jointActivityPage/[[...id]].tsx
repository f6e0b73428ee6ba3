import type { GetStaticPaths, GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { idPageMeta, PAGE_META, parsePositiveId } from '@/lib/routes';

/** `id` is null on /jointActivityPage (SPEC §2: the id is optional). */
interface Props {
  id: number | null;
}

export const getStaticPaths = (async () => ({
  paths: [{ params: { id: [] } }],
  fallback: 'blocking',
})) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const raw = params?.id;
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) return { props: { id: null } };
  const id = parsePositiveId(raw);
  return id === null ? { notFound: true } : { props: { id } };
}) satisfies GetStaticProps<Props>;

export default function JointActivityDetailPage({ id }: Props) {
  const meta = id === null ? PAGE_META['/jointActivityPage'] : idPageMeta('joint', id);
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={id === null ? '/jointActivityPage' : `/jointActivityPage/${id}`} />
      <PageIntro
        tone="dark"
        eyebrow="联合活动"
        title={meta.title.split(' - ')[0]}
        lead={id === null ? '与合作伙伴联合推出的活动专区，选择一个活动进入。' : `编号 ${id} 的联合活动页：活动规则、奖品与参与入口。`}
      />
      <Notice title="活动内容准备中">
        <p>活动规则与奖品由活动服务提供，接入后在此显示。</p>
      </Notice>
    </JointActivityLayout>
  );
}
