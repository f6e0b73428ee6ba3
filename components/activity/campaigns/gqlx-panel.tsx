import { takeLeigodPresent } from '@/services/leigod';
import { toast } from '@/lib/toast';
import { openLogin } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { activityError } from '../gift-service';
import type { CampaignView } from '../load-campaign';
import { openPrizeWidget } from '../open-prize-widget';
import { TreasureChest } from '../treasure-chest';
import { useLeigodDraw } from '../use-leigod-draw';
import pageStyles from '../activity.module.css';

/** The 国庆礼享 chest with the leigod account: draws, the free present, and the prize widget. */
export function GqlxPanel({ campaign }: { campaign: CampaignView }) {
  const { flow, accountToken } = useLeigodDraw(campaign);
  const needAccount = (run: (token: string) => void) => () => {
    if (!useUserStore.getState().user?.token) return openLogin();
    if (!accountToken) return toast.info('账号信息加载中，请稍后再试');
    run(accountToken);
  };
  const present = needAccount((token) => {
    takeLeigodPresent({ account_token: token, activity_id: campaign.activityId }, { ignoreError: true }).then(
      (p) => toast.success(`领取成功：${p.present_title}，可在「我的奖品」中查看`),
      (e: unknown) => {
        const err = activityError(e);
        if (err?.msg) toast.warning(err.msg);
      },
    );
  });
  const records = needAccount((token) => openPrizeWidget({ id: campaign.activityId, account_token: token, chestStyle: campaign.chestStyle, desc: '实物奖品请填写收货地址；加速时长奖品点击「立即领取」到账。' }));
  return (
    <div className={pageStyles.panel}>
      <TreasureChest flow={flow} chestStyle={campaign.chestStyle} label="开启国庆宝箱" />
      <div className={pageStyles.panelBar}>
        <button type="button" className={pageStyles.ghost} onClick={present}>
          领取见面礼
        </button>
        <button type="button" className={pageStyles.ghost} onClick={records}>
          我的奖品
        </button>
      </div>
    </div>
  );
}
