import { useState } from 'react';
import { giftRecordAction } from '@/lib/activity';
import type { GiftRecord } from '@/lib/activity-types';
import type { GiftService } from '@/components/campaigns/engine/gift-service';
import { copyText } from '@/lib/clipboard';
import { formatChinaTime } from '@/lib/format';
import { listGiftRecords } from './gift-service';
import { RecordsEmpty, RecordsTable } from './records';
import { usePaged } from './use-paged';
import styles from './dialogs.module.css';

// antd comes with the address dialog, only when 领取 is clicked (gift-address-lazy).
import { GiftAddressModal } from './gift-address-lazy';

export interface MyGiftListProps {
  activityId: number;
  service?: GiftService;
  /** The 去参与 button of the empty state (closes the surrounding dialog). */
  onParticipate(): void;
}

function Action({ record, onClaim }: { record: GiftRecord; onClaim(): void }) {
  const [shown, setShown] = useState(false);
  const action = giftRecordAction(record);
  if (action.kind === 'claim') {
    return (
      <button type="button" className={styles.linkButton} onClick={onClaim}>
        {action.label}
      </button>
    );
  }
  if (action.kind !== 'cdk') return <span className={styles.muted}>{action.label}</span>;
  if (!shown) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => setShown(true)}>
        查看
      </button>
    );
  }
  return (
    <span className={styles.cdkInline}>
      <code aria-label="CDK">{record.giftCode}</code>
      <button type="button" className={styles.linkButton} onClick={() => void copyText(record.giftCode)}>
        复制
      </button>
    </span>
  );
}

/**
 * The gift-flow prize records (SPEC §3/§4): name with the time it was won, status, address and the
 * action of each record;
 * four a page with a first-page control; 您还未参与过抽奖 when empty.
 */
export function MyGiftList({ activityId, service = 'gift', onParticipate }: MyGiftListProps) {
  const list = usePaged((page) => listGiftRecords(service, activityId, page), `${service}:${activityId}`);
  const [claiming, setClaiming] = useState<number | null>(null);
  if (!list.loading && !list.failed && list.total === 0) return <RecordsEmpty onParticipate={onParticipate} />;
  return (
    <div className={styles.records} aria-busy={list.loading}>
      <RecordsTable
        list={list}
        cells={(r) => ({
          prize: (
            <>
              {r.giftName}
              <time className={styles.addr} dateTime={new Date(r.createTime).toISOString()}>
                {formatChinaTime(r.createTime, 'YYYY-MM-DD HH:mm')}
              </time>
              {r.cneeAddr ? <span className={styles.addr}>{r.cneeAddr}</span> : null}
            </>
          ),
          status: r.cneeStatusStr,
          action: <Action record={r} onClaim={() => setClaiming(r.id)} />,
        })}
      />
      {claiming !== null ? (
        <GiftAddressModal recordId={claiming} activityId={activityId} service={service} onClose={() => setClaiming(null)} onDone={() => list.load(list.page)} />
      ) : null}
    </div>
  );
}
