import type { PoolPrize } from '@/lib/activity-types';
import type { DrawFlow } from './use-draw-flow';
import { RING, useGridSpin } from './use-grid-spin';
import styles from './lottery.module.css';

interface Props {
  /** The 8 prizes by slotIndex. */
  prizes: readonly PoolPrize[];
  flow: DrawFlow;
  /** Text of the centre button. */
  label?: string;
}

/** The grid cell (0–8) of each slot, and the slot of each cell (the centre is the button). */
const SLOT_AT_CELL: ReadonlyMap<number, number> = new Map(RING.map((cell, slot) => [cell, slot]));

export function drawButtonHint(flow: Pick<DrawFlow, 'remain' | 'busy'>): string {
  if (flow.busy) return '抽奖中…';
  return flow.remain === null ? '登录后参与' : `剩余 ${flow.remain} 次`;
}

/**
 * The 九宫格: 8 prizes round a centre button. The light runs round and stops on the slot the
 * server picked; the button is a real button (Tab + Enter / Space), the result is the dialog.
 */
export function LotteryGrid({ prizes, flow, label = '立即抽奖' }: Props) {
  const active = useGridSpin(flow.pending, flow.land);
  const bySlot = new Map(prizes.map((p) => [p.slotIndex, p]));
  return (
    <div className={styles.grid} role="group" aria-label="九宫格抽奖" data-spinning={flow.pending ? 'true' : undefined}>
      {Array.from({ length: 9 }, (_, cell) => {
        if (cell === 4) {
          return (
            // aria-disabled, not disabled: a disabled button drops keyboard focus mid-draw, and the
            // dialog then has nothing to give it back to (start() ignores clicks while busy).
            <button key="go" type="button" className={styles.go} onClick={flow.start} aria-disabled={flow.busy} aria-busy={flow.busy}>
              <span className={styles.goLabel}>{label}</span>
              <span className={styles.goHint}>{drawButtonHint(flow)}</span>
            </button>
          );
        }
        const slot = SLOT_AT_CELL.get(cell)!;
        const prize = bySlot.get(slot);
        const lit = active === slot;
        return (
          <div key={cell} className={lit ? `${styles.cell} ${styles.lit}` : styles.cell} data-slot={slot} aria-current={lit ? 'true' : undefined}>
            {prize ? (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element -- local SVG prize art; next/image adds JS and nothing to gain */}
                <img src={prize.image} alt="" width={56} height={56} className={styles.cellImage} />
                <span className={styles.cellName}>{prize.name}</span>
                {prize.soldOut ? <span className={styles.soldOut}>已抽完</span> : null}
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
