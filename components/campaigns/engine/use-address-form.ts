import { useCallback, useRef, useState } from 'react';
import { detailError, mobileError, nameError, regionError } from '@/lib/activity';
import type { RegionValue } from './region-cascader';

export type AddressField = 'name' | 'phone' | 'region' | 'detail';

export interface AddressValues {
  name: string;
  phone: string;
  region: RegionValue;
  detail: string;
}

const EMPTY: AddressValues = { name: '', phone: '', region: { codes: [], names: [] }, detail: '' };

/** The SPEC §5 checks of one field (the same rules the sandbox applies). */
export function addressFieldError(field: AddressField, v: AddressValues): string | null {
  switch (field) {
    case 'name':
      return nameError(v.name);
    case 'phone':
      return mobileError(v.phone);
    case 'region':
      return regionError(v.region.codes);
    case 'detail':
      return detailError(v.detail);
  }
}

const FIELDS: AddressField[] = ['name', 'phone', 'region', 'detail'];

/** Digits only, at most 11 (the +86 phone field). */
export const phoneInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 11);

/** Values, per-field errors shown on blur, and `validateAll` for the confirm button. */
export function useAddressForm() {
  const [values, setValues] = useState<AddressValues>(EMPTY);
  // The latest values for blur: a cascader pick and its close arrive in the same tick.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const set = useCallback(<K extends keyof AddressValues>(key: K, value: AddressValues[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    // A fixed field loses its message at once; a new one waits for the blur.
    setErrors((e) => (e[key as AddressField] ? { ...e, [key]: undefined } : e));
  }, []);
  const blur = useCallback((field: AddressField) => {
    const msg = addressFieldError(field, latest.current) ?? undefined;
    setErrors((e) => ({ ...e, [field]: msg }));
  }, []);
  const validateAll = useCallback((): boolean => {
    const next: Partial<Record<AddressField, string>> = {};
    for (const f of FIELDS) next[f] = addressFieldError(f, latest.current) ?? undefined;
    setErrors(next);
    return FIELDS.every((f) => !next[f]);
  }, []);
  return { values, errors, set, blur, validateAll };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
