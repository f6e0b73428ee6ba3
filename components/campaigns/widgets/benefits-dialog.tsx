import { useEffect, useState } from 'react';
import { ACTIVITY_MSG } from '@/lib/activity';
import { CAMPAIGNS } from '@/lib/activity-types';
import { copyText } from '@/lib/clipboard';
import { LIMITS } from '@/lib/constants';
import { listUserPowers } from '@/services/activity';
import type { DialogProps } from '@/stores/modal-store';
import { DialogFrame } from '../engine/dialog-frame';
import { benefitHint, benefitViews, type BenefitView } from './benefit-types';
import styles from './dialogs.module.css';
import { QUIET } from '@/lib/http';

type State = { status: 'loading' } | { status: 'ready'; list: BenefitView[] } | { status: 'failed' };

/** Benefit / CDK list of the user-power call (activity 10024): types 3–7 with CDK copy; 权益为空. */
/** Payload of the 'benefits' dialog (我的权益); default activity: the campaign's benefits list. */
export interface BenefitsPayload {
  activityId?: number;
}

export default function BenefitsDialog({ spec, onClose }: DialogProps<'benefits'>) {
  const activityId = spec.activityId ?? CAMPAIGNS.benefits;
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    listUserPowers(activityId, QUIET).then(
      (list) => live && setState({ status: 'ready', list: benefitViews(list, Date.now()) }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [activityId]);

  return (
    <DialogFrame title="我的权益" width={560} zIndex={LIMITS.dialogZIndex} onClose={onClose}>
      {state.status === 'loading' && <p className={styles.muted}>正在加载权益…</p>}
      {state.status === 'failed' && <p className={styles.muted}>权益暂时无法获取，请稍后再试</p>}
      {state.status === 'ready' && state.list.length === 0 && (
        <div className={styles.empty} data-testid="benefits-empty">
          <p className={styles.emptyTitle}>{ACTIVITY_MSG.noBenefits}</p>
          <p className={styles.muted}>开通或续费电竞会员即可获得会员 CDK、宝箱与幸运空投。</p>
        </div>
      )}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className={styles.list} aria-label="权益列表">
          {state.list.map((b) => (
            <li key={b.cdk} className={`${styles.item} ${b.expired ? styles.expired : ''}`}>
              <div className={styles.itemHead}>
                <span className={styles.tag}>{b.label}</span>
                <strong>{b.powerName}</strong>
              </div>
              <div className={styles.cdkRow}>
                <code className={styles.cdk}>{b.cdk}</code>
                <button type="button" className={styles.copy} onClick={() => void copyText(b.cdk)} aria-label={`复制 ${b.powerName} 的 CDK`}>
                  复制
                </button>
              </div>
              <p className={styles.meta}>
                {b.expired ? '已过期' : b.expireText} · {benefitHint(b.powerType)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
