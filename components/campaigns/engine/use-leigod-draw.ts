import { useCallback, useEffect } from 'react';
import type { DrawResult } from '@/lib/activity-types';
import { getLeigodActivity, leigodDraw } from '@/services/leigod';
import type { CampaignView } from '../load-campaign';
import { useActivityStatus } from './use-activity-status';
import { useDrawFlow, type DrawFlow } from './use-draw-flow';
import { ACCOUNT_FAILED, useLeigodAccount } from './use-leigod-account';
import { QUIET } from '@/lib/http';

const NOT_READY = { code: 'account_missing', msg: ACCOUNT_FAILED };

/**
 * The draw flow of a leigod campaign: the account_token of the signed-in user, the window on the
 * server's clock, draws left from GET /leigod/api/activity/{id}, wins as prize-widget records.
 */
export function useLeigodDraw(campaign: CampaignView, onDrawn?: (r: DrawResult) => void): { flow: DrawFlow; accountToken: string | null; ensure(): Promise<string | null> } {
  const { activityId, chestStyle } = campaign;
  const { accountToken, ensure } = useLeigodAccount();
  const status = useActivityStatus(campaign, campaign.ended, 'leigod');
  const loadRemain = useCallback(
    () => (accountToken ? getLeigodActivity(activityId, accountToken, QUIET).then((a) => a.draw_num) : Promise.reject(NOT_READY)),
    [activityId, accountToken],
  );
  const flow = useDrawFlow({
    activityId,
    ended: status.ended,
    draw: () => ensure().then((token) => (token ? leigodDraw({ account_token: token, activity_id: activityId }, QUIET) : Promise.reject(NOT_READY))),
    loadRemain,
    chestStyle,
    onDrawn,
  });
  const { reloadRemain } = flow;
  useEffect(() => {
    if (accountToken) reloadRemain();
  }, [accountToken, reloadRemain]);
  return { flow, accountToken, ensure };
}
