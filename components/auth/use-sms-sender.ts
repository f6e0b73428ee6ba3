import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@/lib/constants';
import { phoneError } from '@/lib/validators';
import { sendSms } from '@/services/auth';
import { runCaptchaCheck } from './captcha-check';

export const SMS_IDLE_LABEL = '发送验证码';
export const smsCountdownLabel = (n: number) => `${n}s后重发`;

interface Options {
  phone: string;
  onPhoneError(message: string): void;
  /** A failed captcha-status/send call, already mapped for display. */
  onCallError(error: unknown): void;
  onSent?(): void;
}

/** The SMS control of SPEC §4: 300 ms debounced click, the captcha the server wants, 60 s countdown. */
export function useSmsSender({ phone, onPhoneError, onCallError, onSent }: Options) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const latest = useRef({ phone, onPhoneError, onCallError, onSent });
  useEffect(() => {
    latest.current = { phone, onPhoneError, onCallError, onSent };
  });
  const busy = useRef(false);
  const debounce = useRef<number | undefined>(undefined);
  const ticker = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(debounce.current);
      window.clearInterval(ticker.current);
    };
  }, []);

  const startCountdown = useCallback(() => {
    setRemaining(LIMITS.smsCountdownS);
    window.clearInterval(ticker.current);
    ticker.current = window.setInterval(() => {
      setRemaining((n) => {
        if (n <= 1) window.clearInterval(ticker.current);
        return Math.max(0, n - 1);
      });
    }, 1000);
  }, []);

  const send = useCallback(async () => {
    const cur = latest.current;
    const err = phoneError(cur.phone);
    if (err) return cur.onPhoneError(err);
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const check = await runCaptchaCheck(cur.phone);
      if (!alive.current || check.kind === 'closed') return;
      if (check.kind === 'error') throw check.error;
      await sendSms(cur.phone, check.result);
      if (!alive.current) return;
      startCountdown();
      latest.current.onSent?.();
    } catch (e) {
      if (alive.current) latest.current.onCallError(e);
    } finally {
      busy.current = false;
      if (alive.current) setSending(false);
    }
  }, [startCountdown]);

  const onClick = useCallback(() => {
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => void send(), LIMITS.smsSendDebounceMs);
  }, [send]);

  return {
    label: remaining > 0 ? smsCountdownLabel(remaining) : SMS_IDLE_LABEL,
    disabled: sending || remaining > 0,
    sending,
    onClick,
  };
}

export type SmsSender = ReturnType<typeof useSmsSender>;
