/** Behaviour across files: the login dialog's consent line (a first SMS login registers the phone), both documents linked, in a new tab (components/auth/login-dialog.tsx, login-form.tsx; lib/legal-pages.ts). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores } from '../../support/stores';
import { phoneInput, PHONE, renderDialog } from '../../support/login-dialog';

beforeEach(resetStores);

describe('LoginDialog consent line', () => {
  it.each(['code', 'password'] as const)('%s mode: 登录即代表同意《用户协议》《隐私政策》, each a link opening in a new tab', (mode) => {
    renderDialog(mode);
    const dialog = screen.getByRole('dialog', { name: '用户注册/登录' });
    const line = within(dialog).getByText((_, el) => el?.tagName === 'P' && el.textContent === '登录即代表同意《用户协议》《隐私政策》');
    const agreement = within(line).getByRole('link', { name: '《用户协议》' });
    const privacy = within(line).getByRole('link', { name: '《隐私政策》' });
    expect(agreement).toHaveAttribute('href', '/agreement');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const a of [agreement, privacy]) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('following a link keeps the dialog and what was typed', async () => {
    renderDialog('code');
    await userEvent.type(phoneInput(), PHONE);
    await userEvent.click(screen.getByRole('link', { name: '《隐私政策》' }));
    expect(screen.getByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue(PHONE);
  });

  it('forgot mode (no account is created) has no consent line', () => {
    renderDialog('forgot');
    expect(screen.queryByRole('link', { name: '《用户协议》' })).not.toBeInTheDocument();
  });
});
