import { ACTIVITY_MSG, chestTheme } from '@/lib/activity';
import { ACTIVITY_CODES, GiftType, type DrawPrize, type DrawResult } from '@/lib/activity-types';
import { copyText } from '@/lib/clipboard';
import styles from './dialogs.module.css';

export interface DrawResultViewProps {
  kind: DrawDialogKind;
  prize?: DrawPrize;
  cdk?: string | null;
  chestStyle?: number;
  /** Shown under a physical win when the address can be filled now. */
  onFillAddress?(): void;
  onClose(): void;
}

/** The title of each variant (SPEC §8 messages verbatim). */
/** The draw dialog variants of SPEC §4 / §8. */
export type DrawDialogKind = 'win' | 'lose' | 'no-draws' | 'out-of-window' | 'cdk' | 'empty-benefit';

/** The dialog a draw's answer opens: a CDK, a prize, or not won. */
export function drawResultKind(result: DrawResult): DrawDialogKind {
  if (!result.win) return 'lose';
  return result.prize.type === GiftType.Cdk && result.cdk ? 'cdk' : 'win';
}

const REFUSAL_KINDS: Record<string, DrawDialogKind> = {
  [String(ACTIVITY_CODES.outOfWindow)]: 'out-of-window',
  [String(ACTIVITY_CODES.noDraws)]: 'no-draws',
};

/** The dialog a refused draw opens (outside the window, no draws left); otherwise none (its message is toasted). */
export function drawRefusalKind(code: string): DrawDialogKind | undefined {
  return REFUSAL_KINDS[code];
}

export function drawDialogTitle(kind: DrawDialogKind): string {
  switch (kind) {
    case 'win':
    case 'cdk':
      return '恭喜您中奖啦！';
    case 'lose':
      return ACTIVITY_MSG.notWon;
    case 'no-draws':
      return ACTIVITY_MSG.noDraws;
    case 'out-of-window':
      return ACTIVITY_MSG.outOfWindow;
    case 'empty-benefit':
      return ACTIVITY_MSG.noBenefits;
  }
}

const HINT: Partial<Record<DrawDialogKind, string>> = {
  lose: '别灰心，奖品还在奖池里，下次好运就是你！',
  'no-draws': '活动期间充值电竞会员即可获得抽奖次数。',
  'out-of-window': '请留意 NN加速器的下一场活动。',
  'empty-benefit': '开通或续费电竞会员即可获得会员权益。',
};

/**
 * The body of a draw dialog: prize, CDK with copy, or the no-luck / no-draw / out-of-window notice.
 * No antd: the /nnpay draw-result composes it inside its own frame.
 */
export function DrawResultView({ kind, prize, cdk, chestStyle, onFillAddress, onClose }: DrawResultViewProps) {
  const won = kind === 'win' || kind === 'cdk';
  return (
    <div className={`${styles.result} ${styles[chestTheme(chestStyle)]}`} data-kind={kind}>
      {won && prize ? (
        // eslint-disable-next-line @next/next/no-img-element -- local SVG prize art
        <img className={styles.prizeImage} src={prize.image} alt="" width={96} height={96} />
      ) : (
        <span className={styles.emblem} aria-hidden="true">
          {kind === 'lose' ? '☁' : '!'}
        </span>
      )}
      {won && prize ? <p className={styles.lead}>恭喜您获得 <strong>{prize.name}</strong></p> : <p className={styles.hint}>{HINT[kind]}</p>}
      {won && prize && prize.type === GiftType.Physical ? <p className={styles.hint}>实物奖品请填写收货地址，活动结束后 15 个工作日内寄出。</p> : null}
      {won && prize && (prize.type === GiftType.GameTime || prize.type === GiftType.NnCoin) ? <p className={styles.hint}>奖品已自动发放到您的账号，可在 NN加速器客户端中查看。</p> : null}
      {kind === 'cdk' && cdk ? (
        <div className={styles.cdkRow}>
          <code className={styles.cdk} aria-label="CDK">{cdk}</code>
          <button type="button" className={styles.secondary} onClick={() => void copyText(cdk)}>
            复制
          </button>
        </div>
      ) : null}
      <div className={styles.actions}>
        {onFillAddress && prize?.type === GiftType.Physical ? (
          <button type="button" className={styles.primary} onClick={onFillAddress}>
            填写收货地址
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={onClose}>
            我知道了
          </button>
        )}
      </div>
    </div>
  );
}
