import type { GetStaticPaths, GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadCampaign, type CampaignProps, QMGOGO_MODALS, QmgogoView, type QmgogoModal } from '@/components/campaigns';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

type Props = CampaignProps & { modal: QmgogoModal };

export const getStaticPaths = (async () => ({
  paths: QMGOGO_MODALS.map((modal) => ({ params: { modal } })),
  fallback: false,
})) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const modal = QMGOGO_MODALS.find((m) => m === params?.modal);
  if (!modal) return { notFound: true };
  const loaded = await loadCampaign(CAMPAIGNS.qmgogo);
  return { ...loaded, props: { ...loaded.props, modal } };
}) satisfies GetStaticProps<Props>;

export default function QmgogoModalPage({ campaign, prizes, modal }: Props) {
  const path = `/qmgogo/${modal}` as const;
  const meta = PAGE_META[path];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={path} />
      {campaign ? <QmgogoView campaign={campaign} prizes={prizes} modal={modal} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
