import { CAMPAIGNS } from '@/lib/activity-types';
import { listOnlineWins } from '@/services/activity';
import { loadCampaign } from '../load-campaign';
import type { RedEnvelopeProps } from './red-envelope-view';
import { QUIET } from '@/lib/http';

/** getStaticProps of /acts/redenvelope: the campaign plus the latest wins for the ticker. */
export async function loadRedEnvelope() {
  const [base, wins] = await Promise.all([loadCampaign(CAMPAIGNS.redEnvelope), listOnlineWins(CAMPAIGNS.redEnvelope, QUIET).catch(() => [])]);
  return { ...base, props: { ...base.props, wins } satisfies RedEnvelopeProps };
}
