import type { SandboxOrder } from './types';

function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function statusText(order: SandboxOrder): string {
  if (order.status === 2) return '已支付';
  if (order.status === -1) return '已过期';
  return order.payFailed ? '待支付（上次支付失败）' : '待支付';
}

function row(label: string, value: unknown): string {
  return value === undefined || value === null || value === '' ? '' : `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
}

function button(action: string, label: string, disabled: boolean): string {
  // A form per button: the site's CSP forbids inline script, and form-action 'self' allows this.
  return `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit" class="${action}"${disabled ? ' disabled' : ''}>${label}</button></form>`;
}

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#888}dd{margin:0}
.actions{display:flex;gap:12px;margin-top:24px}button{padding:10px 18px;border:0;border-radius:6px;font-size:15px;cursor:pointer;color:#fff}
.pay{background:#1677ff}.fail{background:#ff4d4f}.expire{background:#8c8c8c}button[disabled]{opacity:.4;cursor:not-allowed}
.note{margin-top:24px;font-size:12px;color:#999}`;

/** The QA cashier: what a phone scanning the payment QR code opens. */
export function renderCashierPage(order: SandboxOrder): string {
  const done = order.status !== 1;
  const d = order.detail;
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>沙箱收银台</title><style>${STYLE}</style></head><body>
<h1>沙箱收银台</h1>
<dl>${row('订单号', order.orderNo)}${row('商品', d.goodName ?? d.setMealName)}${row('金额', d.realPrice ?? d.actualAmount)}${row('状态', statusText(order))}</dl>
<div class="actions">${button('pay', '支付', done)}${button('fail', '支付失败', done)}${button('expire', '过期', done)}</div>
<p class="note">这是开发/测试用的模拟收银台，不会产生真实扣款。</p>
</body></html>`;
}
