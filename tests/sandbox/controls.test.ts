import { beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { db, mutate } from '@/sandbox/db';
import { call, freshSandbox, gwRequest, loginBySms, post, sendSms } from '../support/sandbox-calls';

const control = async (path: string, init: Parameters<typeof gwRequest>[1] = {}) => {
  const res = await gateway(gwRequest(`/__sandbox${path}`, init));
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
const userInfo = (token: string) => post('/u-nnpc/getUserInfoByToken', {}, { token });

function addOrder(orderNo: string) {
  mutate((s) => {
    s.orders[orderNo] = { orderNo, status: 1, createdAt: 0, expiresAt: Date.now() + 1800_000, updatedAt: 0, detail: { goodName: '年卡会员', realPrice: 198 } };
  });
}

describe('sandbox QA controls', () => {
  beforeEach(freshSandbox);

  it('sms: the latest code as plain JSON, 404 when none', async () => {
    expect((await control('/sms?telNum=13800138000')).status).toBe(404);
    await sendSms('13800138000');
    const res = await control('/sms?telNum=13800138000');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ telNum: '13800138000', code: expect.stringMatching(/^\d{6}$/), sentAt: expect.any(Number) });
  });

  it('reset: restores the seed (new users, codes and settings gone)', async () => {
    await loginBySms('15012348000');
    await post('/__sandbox/settings', { captchaEnabled: true });
    expect(JSON.parse((await control('/reset', { method: 'POST' })).text)).toEqual({ ok: true });
    expect(db().users['15012348000']).toBeUndefined();
    expect(db().users['13800138000']).toBeDefined();
    expect(db().sms).toEqual({});
    expect(db().settings.captchaEnabled).toBe(false);
  });

  it('revoke: one token, then every token → auth_10003', async () => {
    const a = (await loginBySms('15012340001')).retData.token;
    const b = (await loginBySms('15012340002')).retData.token;
    await control('/revoke', { method: 'POST', body: { token: a } });
    expect((await userInfo(a)).retCode).toBe('auth_10003');
    expect((await userInfo(b)).retCode).toBe('100');
    const all = await control('/revoke', { method: 'POST' });
    expect(JSON.parse(all.text)).toEqual({ revoked: 1 });
    expect((await userInfo(b)).retCode).toBe('auth_10003');
  });

  it('events: analytics events in order received, single and batched', async () => {
    await post('/report/track', { event: 'session_referrer', properties: { channel: 'guanwang' } });
    await post('/nn-report/batch', { events: [{ event: 'download' }, { event: 'click_register', properties: { register_method: 1 } }] });
    const events = JSON.parse((await control('/events')).text) as { path: string; event: { event: string } }[];
    expect(events.map((e) => e.event.event)).toEqual(['session_referrer', 'download', 'click_register']);
    expect(events[1].path).toBe('/nn-report/batch');
  });

  it('settings: turns the captcha on (captchaEnabled true = tencent, or captcha none|tencent|slide) and validates the body', async () => {
    expect(JSON.parse((await control('/settings', { method: 'POST', body: { captchaEnabled: true } })).text)).toEqual({ captchaEnabled: true, captcha: 'tencent', gtRegister: 'full' });
    expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(true);
    expect(JSON.parse((await control('/settings', { method: 'POST', body: { captcha: 'slide' } })).text)).toEqual({ captchaEnabled: true, captcha: 'slide', gtRegister: 'full' });
    expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(false);
    expect(JSON.parse((await control('/settings', { method: 'POST', body: { captcha: 'none' } })).text)).toEqual({ captchaEnabled: false, captcha: 'none', gtRegister: 'full' });
    expect(JSON.parse((await control('/settings', { method: 'POST', body: { gtRegister: 'minimal' } })).text)).toEqual({ captchaEnabled: false, captcha: 'none', gtRegister: 'minimal' });
    expect((await control('/settings', { method: 'POST', body: { gtRegister: 'some' } })).status).toBe(400);
    expect((await control('/settings', { method: 'POST', body: { captchaEnabled: 'yes' } })).status).toBe(400);
    expect((await control('/settings', { method: 'POST', body: { captcha: 'hard' } })).status).toBe(400);
  });

  it('requests: the last call to a path with its headers (no token) and query; 404 before any', async () => {
    expect((await control('/requests?apiPath=/activity/national21/pool')).status).toBe(404);
    await call('/activity/national21/pool?t=123', { headers: { activityId: '10031', anonymousId: 'a-1', token: 'secret' } });
    await call('/activity/national21/pool?t=456', { headers: { activityId: '10031', anonymousId: 'a-2', token: 'secret' } });
    const last = JSON.parse((await control('/requests?apiPath=/activity/national21/pool')).text);
    expect(last).toMatchObject({ method: 'GET', path: '/activity/national21/pool', query: { t: '456' }, headers: { activityid: '10031', anonymousid: 'a-2' } });
    expect(last.headers.token).toBeUndefined();
    await control('/reset', { method: 'POST' });
    expect((await control('/requests?apiPath=/activity/national21/pool')).status).toBe(404);
  });

  it('unknown controls and methods', async () => {
    expect((await control('/nope')).status).toBe(404);
    expect((await control('/reset')).status).toBe(405);
  });

  it('orders: every order oldest first, filtered by phone, with the live status', async () => {
    addOrder('B1');
    mutate((s) => {
      s.orders.B1.phone = '13800138000';
      s.orders.B2 = { ...s.orders.B1, orderNo: 'B2', phone: '13900139000', createdAt: 1, expiresAt: 0 };
    });
    const all = JSON.parse((await control('/orders')).text) as { orderNo: string; status: number }[];
    expect(all.map((o) => [o.orderNo, o.status])).toEqual([
      ['B1', 1],
      ['B2', -1],
    ]);
    const mine = JSON.parse((await control('/orders?phone=13800138000')).text) as { orderNo: string }[];
    expect(mine.map((o) => o.orderNo)).toEqual(['B1']);
  });

  describe('cashier', () => {
    it('renders a Chinese page with three form buttons and no script', async () => {
      addOrder('NN202506010001');
      const res = await control('/cashier/NN202506010001');
      expect(res.type).toContain('text/html');
      for (const label of ['支付', '支付失败', '过期', 'NN202506010001', '年卡会员']) expect(res.text).toContain(label);
      expect(res.text.match(/<form method="post">/g)).toHaveLength(3);
      expect(res.text).not.toMatch(/<script/i);
    });

    it('POST JSON actions change the order', async () => {
      addOrder('A1');
      addOrder('A2');
      addOrder('A3');
      const act = async (no: string, action: string) => JSON.parse((await control(`/cashier/${no}`, { method: 'POST', body: { action } })).text) as object;
      expect(await act('A1', 'pay')).toEqual({ orderNo: 'A1', status: 2, payFailed: false });
      expect(await act('A2', 'fail')).toEqual({ orderNo: 'A2', status: 1, payFailed: true });
      expect(await act('A3', 'expire')).toEqual({ orderNo: 'A3', status: -1, payFailed: false });
      expect(db().orders.A1.status).toBe(2);
      const again = await control('/cashier/A1', { method: 'POST', body: { action: 'expire' } });
      expect(again.status).toBe(409);
    });

    it('a form post pays and redirects back to the page', async () => {
      addOrder('F1');
      const res = await gateway(
        gwRequest('/__sandbox/cashier/F1', { method: 'POST', body: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      );
      expect(res.status).toBe(303);
      expect(new URL(res.headers.get('location') ?? '', 'http://x/api/gw/__sandbox/cashier/F1').pathname).toBe('/api/gw/__sandbox/cashier/F1');
      expect(db().orders.F1.status).toBe(2);
      expect((await control('/cashier/F1')).text).toContain('已支付');
    });

    it('unknown order → 404, bad action → 400', async () => {
      expect((await control('/cashier/NOPE')).status).toBe(404);
      expect((await control('/cashier/NOPE', { method: 'POST', body: { action: 'pay' } })).status).toBe(404);
      addOrder('B1');
      expect((await control('/cashier/B1', { method: 'POST', body: { action: 'steal' } })).status).toBe(400);
    });
  });

  it('controls answer plain JSON, not the envelope', async () => {
    const { body } = await call('/__sandbox/settings');
    expect(body).toEqual({ captchaEnabled: false, captcha: 'none', gtRegister: 'full' });
  });
});
