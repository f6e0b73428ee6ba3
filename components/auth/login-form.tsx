import { Button } from 'antd';
import type { FormEvent } from 'react';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { FormField } from './form-field';
import { SmsButton } from './sms-button';
import { isModeFilled, type FieldName, type LoginFormApi, type Transition } from './use-login-form';
import type { SmsSender } from './use-sms-sender';
import styles from './login-dialog.module.css';

interface Props {
  form: LoginFormApi;
  sms: SmsSender;
  submitting: boolean;
  onSubmit(): void;
}

const LINKS: Record<LoginFormApi['state']['mode'], { label: string; to: Transition }[]> = {
  code: [{ label: '账号密码登录', to: 'toPassword' }],
  password: [
    { label: '手机号注册/登录', to: 'toCode' },
    { label: '忘记密码', to: 'toForgot' },
  ],
  forgot: [{ label: '返回登录', to: 'backToLogin' }],
};

/** The fields, server error, submit button and mode links of the current mode. */
export function LoginForm({ form, sms, submitting, onSubmit }: Props) {
  const { state, change, blur, transition } = form;
  const { mode, values, errors } = state;
  /** A field's value, message and events. */
  const bind = (field: FieldName) => ({
    value: values[field],
    error: errors[field],
    onChange: (v: string) => change(field, v),
    onBlur: () => blur(field),
  });
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <FormField
        label="手机号码"
        placeholder="请输入手机号码"
        inputMode="tel"
        autoComplete="tel-national"
        {...bind('phone')}
      />
      {mode !== 'password' && (
        <FormField
          label="验证码"
          placeholder="请输入验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...bind('code')}
          extra={<SmsButton sender={sms} />}
        />
      )}
      {mode !== 'code' && (
        <FormField
          label={mode === 'forgot' ? '新密码' : '密码'}
          placeholder={mode === 'forgot' ? '请输入新密码' : '请输入密码'}
          type="password"
          autoComplete={mode === 'forgot' ? 'new-password' : 'current-password'}
          {...bind('password')}
        />
      )}
      <div role="alert" className={styles.serverError}>
        {state.serverError}
      </div>
      {/* Not antd's `loading`: its spinner can outlive the request (the leave motion never ends
          with build-time styles) and leaves the button named "loading 登录". */}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        aria-busy={submitting}
        disabled={submitting || !isModeFilled(mode, values)}
        // The 2nd click of a double click never submits: the in-flight guard alone let it through
        // when the first call had already failed fast (e2e/faults.spec.ts, SMS-code login × 502).
        onClick={(e) => e.detail > 1 && e.preventDefault()}
      >
        {mode === 'forgot' ? '重置密码' : '登录'}
      </Button>
      {mode !== 'forgot' && (
        // A first SMS login registers the phone: the terms are readable before the account exists,
        // in a new tab so the dialog and what was typed stay.
        <p className={styles.consent}>
          登录即代表同意
          <a href={LEGAL_PAGES.agreement.path} target="_blank" rel="noopener">
            《用户协议》
          </a>
          <a href={LEGAL_PAGES.privacy.path} target="_blank" rel="noopener">
            《隐私政策》
          </a>
        </p>
      )}
      <div className={styles.links}>
        {LINKS[mode].map((l) => (
          <button key={l.to} type="button" className={styles.link} onClick={() => transition(l.to)}>
            {l.label}
          </button>
        ))}
      </div>
    </form>
  );
}
