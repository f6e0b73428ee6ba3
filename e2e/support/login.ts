import { expect, type Page } from '@playwright/test';

/** Demo accounts of the sandbox seed (README). */
export const DEMO_USERS = {
  wang: { phone: '13800138000', password: 'abc12345', nick: '电竞小王' },
  night: { phone: '13900139000', password: 'qwe123456', nick: '夜猫子玩家' },
} as const;

/** The login dialog as the header's 登录 button opens it. */
export async function openLoginFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '用户注册/登录' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Phone + password login through the header on the current page; waits for the nickname. */
export async function loginWithPassword(page: Page, user: { phone: string; password: string; nick: string } = DEMO_USERS.wang) {
  const dialog = await openLoginFromHeader(page);
  await dialog.getByText('账号密码登录').click();
  await dialog.getByPlaceholder('请输入手机号码').fill(user.phone);
  await dialog.getByPlaceholder('请输入密码').fill(user.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(user.nick)).toBeVisible();
}
