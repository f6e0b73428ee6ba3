import { useState, type MouseEvent } from 'react';
import { ACTIVITY_MSG } from '@/lib/activity';
import { toast } from '@/lib/toast';
import type { AddressValues, useAddressForm } from './use-address-form';
import { isApiError } from '@/lib/http';

/**
 * The confirm button of a shipping form (gift flow and prize widget): submits only a valid form,
 * one call at a time; success says the server's message (or 操作成功!), a refusal its message, and
 * the form stays as typed. The 2nd click of a double click never submits: the busy flag alone let it
 * through when the first call had already failed fast (e2e/faults.spec.ts, shipping address).
 */
export function useAddressSubmit(form: ReturnType<typeof useAddressForm>, send: (values: AddressValues) => Promise<string | undefined>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy || !form.validateAll()) return;
    setBusy(true);
    try {
      const msg = await send(form.values);
      toast.success(msg || ACTIVITY_MSG.addressOk);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.msg) toast.warning(error.msg);
      setBusy(false);
    }
  };
  const onConfirm = (e: MouseEvent) => {
    if (e.detail < 2) void submit();
  };
  return { busy, onConfirm };
}
