// Behaviour across files: the login dialog's modes, the transitions between them and the rules of its fields (components/auth/login-dialog.tsx, login-form.tsx, form-field.tsx, use-login-form.ts, remember-account.ts, marketing-panel.tsx).
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@/lib/validators';
import { rememberAccount } from '@/components/auth/remember-account';
import { resetStores } from '../../support/stores';
import { codeInput, newPwdInput, phoneInput, PHONE, pwdInput, renderDialog, submitButton } from '../../support/login-dialog';

beforeEach(resetStores);

describe('LoginDialog modes', () => {
  it('code mode (default): title, placeholders, submit and link, plus the marketing text', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '用户注册/登录' });
    expect(phoneInput()).toBeInTheDocument();
    expect(codeInput()).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入密码')).not.toBeInTheDocument();
    expect(submitButton()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '账号密码登录' })).toBeInTheDocument();
    const pitch = within(dialog).getByRole('complementary', { name: '产品介绍' });
    expect(pitch).toHaveTextContent('游戏社交语音平台');
    expect(pitch).toHaveTextContent('电竞级语音系统');
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('password mode: phone + password, links 手机号注册/登录 and 忘记密码', () => {
    renderDialog('password');
    expect(screen.getByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
    expect(pwdInput()).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '手机号注册/登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '忘记密码' })).toBeInTheDocument();
  });

  it('forgot mode: phone, code, new password; 重置密码 and 返回登录', () => {
    renderDialog('forgot');
    expect(screen.getByRole('dialog', { name: '忘记密码' })).toBeInTheDocument();
    expect(phoneInput()).toBeInTheDocument();
    expect(codeInput()).toBeInTheDocument();
    expect(newPwdInput()).toBeInTheDocument();
    expect(submitButton(/^重置密码$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回登录' })).toBeInTheDocument();
  });

  it('the close button and Escape close the dialog', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('LoginDialog transitions (SPEC §4)', () => {
  it('code → password clears the SMS code; password → code clears the password', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: '账号密码登录' }));
    expect(phoneInput()).toHaveValue(PHONE);
    await user.type(pwdInput(), 'abc123');
    await user.click(screen.getByRole('button', { name: '手机号注册/登录' }));
    expect(codeInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue(PHONE);
    await user.type(codeInput(), '654321');
    await user.click(screen.getByRole('button', { name: '账号密码登录' }));
    expect(pwdInput()).toHaveValue('');
  });

  it('password → forgot clears code and password; 返回登录 goes to the code form', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: '账号密码登录' }));
    await user.type(pwdInput(), 'abc123');
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    expect(screen.getByRole('dialog', { name: '忘记密码' })).toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
    expect(newPwdInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue(PHONE);
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(screen.getByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
    expect(codeInput()).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入密码')).not.toBeInTheDocument();
  });

  it('a mode switch clears the validation messages', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), '12');
    await user.tab();
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '账号密码登录' }));
    expect(screen.queryByText(MESSAGES.phoneInvalid)).not.toBeInTheDocument();
  });
});

describe('LoginDialog inputs', () => {
  it('strips the phone to digits, max 11; a pasted +86 138-0013-8000 becomes 13800138000', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), 'a1b3 8-00138000999');
    expect(phoneInput()).toHaveValue('13800138000');
    await user.clear(phoneInput());
    await user.click(phoneInput());
    await user.paste('+86 138-0013-8000');
    expect(phoneInput()).toHaveValue('13800138000');
  });

  it('keeps the SMS code to 6 digits', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(codeInput(), '12a34-5678');
    expect(codeInput()).toHaveValue('123456');
  });

  it('shows the verbatim messages on blur', async () => {
    const user = userEvent.setup();
    renderDialog('forgot');
    await user.click(phoneInput());
    await user.tab();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(phoneInput(), '12345678901');
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(codeInput(), '123');
    fireEvent.blur(codeInput());
    expect(screen.getByText(MESSAGES.smsInvalid)).toBeInTheDocument();
    await user.type(newPwdInput(), 'abcdef');
    fireEvent.blur(newPwdInput());
    // A new password is set: the account rule, 6–12 (SPEC §5 "elsewhere").
    expect(screen.getByText(MESSAGES.pwdAccountInvalid)).toBeInTheDocument();
    await user.clear(newPwdInput());
    expect(screen.getByText(MESSAGES.pwdRequired)).toBeInTheDocument();
    await user.type(newPwdInput(), 'abc123456789x');
    fireEvent.blur(newPwdInput());
    expect(screen.getByText(MESSAGES.pwdAccountInvalid)).toBeInTheDocument();
    await user.type(newPwdInput(), '{Backspace}');
    expect(screen.queryByText(MESSAGES.pwdAccountInvalid)).not.toBeInTheDocument();
  });

  it('password login: an empty account says 请输入手机号/NN号/邮箱; the password keeps the modal 6–20 rule', async () => {
    const user = userEvent.setup();
    renderDialog('password');
    await user.click(phoneInput());
    await user.tab();
    expect(screen.getByText(MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(MESSAGES.usernameRequired).toBe('请输入手机号/NN号/邮箱');
    await user.type(phoneInput(), '1380013800');
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.type(pwdInput(), 'abc123456789xyz');
    fireEvent.blur(pwdInput());
    expect(screen.queryByText(MESSAGES.pwdInvalid)).not.toBeInTheDocument();
    await user.clear(pwdInput());
    await user.type(pwdInput(), 'abc12');
    fireEvent.blur(pwdInput());
    expect(screen.getByText(MESSAGES.pwdInvalid)).toBeInTheDocument();
  });

  it('the message disappears once the field becomes valid', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), '1380013800');
    await user.tab();
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.type(phoneInput(), '0');
    expect(screen.queryByText(MESSAGES.phoneInvalid)).not.toBeInTheDocument();
  });

  it('submit stays disabled until every field of the mode is filled', async () => {
    const user = userEvent.setup();
    renderDialog('forgot');
    const submit = submitButton(/^重置密码$/);
    expect(submit).toBeDisabled();
    await user.type(phoneInput(), PHONE);
    await user.type(codeInput(), '123456');
    expect(submit).toBeDisabled();
    await user.type(newPwdInput(), 'abc123');
    expect(submit).toBeEnabled();
    await user.clear(codeInput());
    expect(submit).toBeDisabled();
  });

  it('prefills the remembered account; an expired one is dropped', () => {
    rememberAccount(PHONE);
    const { unmount } = renderDialog();
    expect(phoneInput()).toHaveValue(PHONE);
    unmount();
    rememberAccount(PHONE, Date.now() - 8 * 86_400_000);
    renderDialog();
    expect(phoneInput()).toHaveValue('');
    expect(window.localStorage.getItem('rememberAccount')).toBeNull();
  });
});

void act;
