import { Modal } from 'antd';
import { useCallback } from 'react';
import type { DialogProps } from '@/stores/modal-store';
import { callErrorText } from './call-error';
import { LoginForm } from './login-form';
import { MarketingPanel } from './marketing-panel';
import { readRememberedAccount } from './remember-account';
import { useLoginForm } from './use-login-form';
import { useLoginSubmit } from './use-login-submit';
import { useSmsSender } from './use-sms-sender';
import styles from './login-dialog.module.css';

/** Payload of the 'login' dialog: the mode it opens in (default: SMS code). */
export interface LoginPayload {
  mode?: 'code' | 'password' | 'forgot';
}

export type LoginDialogProps = DialogProps<'login'>;

/** The login/registration dialog of SPEC §2: SMS code, password and forgot-password modes. */
export default function LoginDialog({ spec, onClose }: LoginDialogProps) {
  const form = useLoginForm(spec.mode ?? 'code', readRememberedAccount);
  const { setErrors, setServerError } = form;
  const onPhoneError = useCallback((message: string) => setErrors({ phone: message }), [setErrors]);
  const onCallError = useCallback((e: unknown) => setServerError(callErrorText(e)), [setServerError]);
  const onSent = useCallback(() => setServerError(''), [setServerError]);
  const sms = useSmsSender({ phone: form.state.values.phone, onPhoneError, onCallError, onSent });
  const { submit, submitting } = useLoginSubmit(form, onClose);
  const title = form.state.mode === 'forgot' ? '忘记密码' : '用户注册/登录';

  return (
    <Modal
      open
      centered
      title={title}
      footer={null}
      width={760}
      onCancel={onClose}
      closable={{ 'aria-label': '关闭' }}
      mask={{ closable: false }}
      rootClassName={styles.root}
      classNames={{ container: styles.container, body: styles.body }}
    >
      <div className={styles.layout}>
        <MarketingPanel />
        <LoginForm form={form} sms={sms} submitting={submitting} onSubmit={() => void submit()} />
      </div>
    </Modal>
  );
}
