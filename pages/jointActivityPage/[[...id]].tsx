import type { GetStaticPaths, GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadJointPage, type JointPageProps, JointChannelView, JointHubView } from '@/components/campaigns';
import { JOINT_CHANNELS } from '@/lib/activity-types';
import { idPageMeta, PAGE_META, parsePositiveId } from '@/lib/routes';

export const getStaticPaths = (async () => ({
  paths: [{ params: { id: [] } }, ...Object.values(JOINT_CHANNELS).map((id) => ({ params: { id: [String(id)] } }))],
  fallback: 'blocking',
})) satisfies GetStaticPaths;

/** `id` is optional (SPEC §2): none → the hub; a channel id → its activity. */
export const getStaticProps = (async ({ params }) => {
  const raw = params?.id;
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) return loadJointPage(null);
  const id = parsePositiveId(raw);
  return id === null ? { notFound: true } : loadJointPage(id);
}) satisfies GetStaticProps<JointPageProps>;

export default function JointActivityDetailPage({ id, channel, channels, error }: JointPageProps) {
  const meta = id === null ? PAGE_META['/jointActivityPage'] : idPageMeta('joint', id);
  const body = error ? <CampaignUnavailable /> : channel ? <JointChannelView channel={channel} channels={channels} /> : <JointHubView channels={channels} />;
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={id === null ? '/jointActivityPage' : `/jointActivityPage/${id}`} />
      {body}
    </JointActivityLayout>
  );
}
