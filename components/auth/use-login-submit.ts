import { useCallback, useRef, useState } from 'react';
import { anonymousId } from '@/lib/analytics/identity';
import { forgetPwd, pwdLogin, registerLogin } from '@/services/auth';
import { toast } from '@/lib/toast';
import { useUserStore, type UserInfo } from '@/stores/user-store';
import { callErrorText } from './call-error';
import { runCaptchaCheck } from './captcha-check';
import { dispatchLoggedIn, trackCodeLogin } from './login-events';
import { readMarketingSource } from './marketing-source';
import { rememberAccount } from './remember-account';
import { isModeFilled, validateMode, type LoginFormApi } from './use-login-form';

const RESET_OK = '密码重置成功，请重新登录';

/** Submits the current mode once at a time (an in-flight guard absorbs double clicks and Enter). */
export function useLoginSubmit(form: LoginFormApi, onClose: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const { state, setErrors, setServerError, transition } = form;

  const loggedIn = useCallback(
    (user: UserInfo, phone: string) => {
      useUserStore.getState().setUser(user);
      rememberAccount(phone);
      setServerError('');
      onClose();
      dispatchLoggedIn(user);
    },
    [onClose, setServerError],
  );

  const submit = useCallback(async () => {
    const { mode, values } = state;
    if (inFlight.current || !isModeFilled(mode, values)) return;
    const errors = validateMode(mode, values);
    if (Object.keys(errors).length) return setErrors(errors);
    inFlight.current = true;
    setSubmitting(true);
    try {
      if (mode === 'code') {
        const res = await registerLogin(values.phone, values.code, { marketingSource: readMarketingSource(), anonymousId: anonymousId() });
        trackCodeLogin();
        loggedIn(res.data, values.phone);
      } else if (mode === 'password') {
        // The server may want a captcha on password login too (the same check as before an SMS).
        const check = await runCaptchaCheck(values.phone);
        if (check.kind === 'closed') return;
        if (check.kind === 'error') throw check.error;
        const res = await pwdLogin(values.phone, values.password, check.result);
        loggedIn(res.data, values.phone);
      } else {
        const res = await forgetPwd(values.phone, values.code, values.password);
        toast.success(res.msg || RESET_OK);
        transition('forgotDone');
      }
    } catch (e) {
      setServerError(callErrorText(e));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [state, setErrors, setServerError, transition, loggedIn]);

  return { submit, submitting };
}
