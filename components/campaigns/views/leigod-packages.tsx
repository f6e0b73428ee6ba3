import { useEffect, useState } from 'react';
import type { LeigodInvoice, LeigodPackage } from '@/lib/activity-types';
import { toast } from '@/lib/toast';
import { buyLeigodPackage, getLeigodInvoiceState, getLeigodPrice } from '@/services/leigod';
import pageStyles from '../engine/activity.module.css';
import styles from './gqlx.module.css';
import { QUIET } from '@/lib/http';
import { startPoll } from '@/lib/poll';

interface Props {
  activityId: number;
  packages: readonly LeigodPackage[];
  accountToken: string | null;
  /** Asks for login (then runs `then`) / the account; resolves with the token when there is one. */
  requireAccount(then: () => void): Promise<string | null>;
  /** The invoice was paid: its draws were added. */
  onPaid(): void;
}

/** The activity's packages: each purchase adds draws; a repurchase shows the offer price. */
export function LeigodPackages({ activityId, packages, accountToken, requireAccount, onPaid }: Props) {
  const [prices, setPrices] = useState<Record<number, number>>({});
  const [invoice, setInvoice] = useState<LeigodInvoice | null>(null);

  useEffect(() => {
    if (!accountToken) return;
    let live = true;
    Promise.all(packages.map((p) => getLeigodPrice({ account_token: accountToken, activity_id: activityId, package_id: p.id }, QUIET).then((q) => [p.id, q.price] as const))).then(
      (rows) => live && setPrices(Object.fromEntries(rows)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [accountToken, activityId, packages, invoice?.state]);

  // The invoice's state every second while it is unpaid (lib/poll: one call at a time, backoff on
  // failures), until paid or expired; leaving the page or a new invoice ends it.
  useEffect(() => {
    if (!invoice || invoice.state !== 0 || !accountToken) return;
    const poll = startPoll({
      call: (signal) => getLeigodInvoiceState({ account_token: accountToken, activity_id: activityId, invoice_id: invoice.invoice_id }, { ...QUIET, signal }),
      onAnswer: (next) => {
        if (next.state === 0) return false;
        setInvoice(next);
        if (next.state === 1) {
          toast.success('支付成功，抽奖次数已到账');
          onPaid();
        } else toast.warning('订单已过期，请重新购买');
        return true;
      },
      onFailure: () => 'retry',
    });
    return () => poll.stop();
  }, [invoice, accountToken, activityId, onPaid]);

  const buy = async (pkg: LeigodPackage) => {
    const token = await requireAccount(() => void buy(pkg));
    if (!token) return;
    // A refusal's message is the client's toast (lib/http's error policy).
    buyLeigodPackage({ account_token: token, activity_id: activityId, package_id: pkg.id }).then(setInvoice, () => undefined);
  };

  return (
    <section className={pageStyles.section} aria-labelledby="gqlx-packages">
      <h2 id="gqlx-packages" className={pageStyles.sectionTitle}>
        国庆特惠套餐 · 买就送抽奖次数
      </h2>
      <ul className={styles.packages}>
        {packages.map((p) => {
          const price = prices[p.id] ?? p.price;
          return (
            <li key={p.id} className={styles.package}>
              {p.tag ? <span className={styles.tag}>{p.tag}</span> : null}
              <h3>{p.name}</h3>
              <p className={styles.price}>
                ¥<strong>{price}</strong> <s>¥{p.original_price}</s>
              </p>
              {price < p.price ? <p className={styles.offer}>复购优惠价</p> : null}
              <p>{p.days} 天加速 · 送 {p.draw_num} 次开箱</p>
              <button type="button" className={styles.buy} onClick={() => void buy(p)} disabled={invoice?.state === 0}>
                立即购买
              </button>
            </li>
          );
        })}
      </ul>
      {invoice?.state === 0 ? (
        <p className={styles.invoice} role="status">
          订单 {invoice.invoice_id} 待支付：请在 NN加速器客户端中完成支付，支付后抽奖次数自动到账。<a href={invoice.pay_url}>打开客户端支付</a>
        </p>
      ) : null}
    </section>
  );
}
