import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadRedEnvelope, RedEnvelopeView, type RedEnvelopeProps } from '@/components/campaigns';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadRedEnvelope()) satisfies GetStaticProps<RedEnvelopeProps>;

export default function RedEnvelopePage({ campaign, prizes, wins }: RedEnvelopeProps) {
  const meta = PAGE_META['/acts/redenvelope'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/acts/redenvelope" />
      {campaign ? <RedEnvelopeView campaign={campaign} prizes={prizes} wins={wins} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
