import type { LeigodPackage } from '@/lib/activity-types';
import { takeLeigodPresent } from '@/services/leigod';
import { toast } from '@/lib/toast';
import { requireLogin } from '@/components/auth';
import { useUserStore } from '@/stores/user-store';
import type { CampaignView } from '../load-campaign';
import { openPrizeWidget } from '../open-dialogs';
import { TreasureChest } from '../engine/treasure-chest';
import { ACCOUNT_FAILED } from '../engine/use-leigod-account';
import { useLeigodDraw } from '../engine/use-leigod-draw';
import { LeigodPackages } from './leigod-packages';
import pageStyles from '../engine/activity.module.css';

const WIDGET_DESC = '实物奖品请填写收货地址；加速时长奖品点击「立即领取」即可到账。';

/** The 国庆礼享 chest on the leigod account: draws, the free present, packages and the prize widget. */
export function GqlxPanel({ campaign, packages }: { campaign: CampaignView; packages: readonly LeigodPackage[] }) {
  const { activityId, chestStyle } = campaign;
  const { flow, accountToken, ensure } = useLeigodDraw(campaign);
  /** Logged out: the login dialog, and `then` after a successful login (requireLogin). */
  const requireAccount = async (then: () => void): Promise<string | null> => {
    if (!useUserStore.getState().user?.token) {
      requireLogin(then);
      return null;
    }
    const token = await ensure();
    if (!token) toast.warning(ACCOUNT_FAILED);
    return token;
  };
  const present = async () => {
    const token = await requireAccount(() => void present());
    if (!token) return;
    // A refusal's message is the client's toast (lib/http's error policy).
    takeLeigodPresent({ account_token: token, activity_id: activityId }).then(
      (p) => toast.success(`领取成功：${p.present_title}，可在「我的奖品」中查看`),
      () => undefined,
    );
  };
  const records = async () => {
    const token = await requireAccount(() => void records());
    if (token) openPrizeWidget({ id: activityId, account_token: token, chestStyle, desc: WIDGET_DESC });
  };
  return (
    <>
      <div className={pageStyles.panel}>
        <TreasureChest flow={flow} chestStyle={chestStyle} label="开启国庆宝箱" />
        <div className={pageStyles.panelBar}>
          <button type="button" className={pageStyles.ghost} onClick={() => void present()}>
            领取见面礼
          </button>
          <button type="button" className={pageStyles.ghost} onClick={() => void records()}>
            我的奖品
          </button>
        </div>
      </div>
      <LeigodPackages activityId={activityId} packages={packages} accountToken={accountToken} requireAccount={requireAccount} onPaid={flow.reloadRemain} />
    </>
  );
}
