import { useCallback, useReducer } from 'react';
import { accountPasswordError, passwordError, phoneError, sanitizePhoneInput, sanitizeSmsInput, smsError, usernameError } from '@/lib/validators';

export type LoginMode = 'code' | 'password' | 'forgot';
export type FieldName = 'phone' | 'code' | 'password';
export type FieldValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The fields each mode submits (SPEC §2). */
export const MODE_FIELDS: Record<LoginMode, readonly FieldName[]> = {
  code: ['phone', 'code'],
  password: ['phone', 'password'],
  forgot: ['phone', 'code', 'password'],
};

type Rule = (v: string) => string | null;
const VALIDATE: Record<FieldName, Rule> = { phone: phoneError, code: smsError, password: passwordError };
/**
 * Where SPEC §5 applies other rules: the password login's account is its `username` (empty hint
 * phone / NN number / email); a new password is being set, so it must meet the account rule
 * (6–12) that the rest of the product checks, not only the login modal's 6–20.
 */
const MODE_RULES: Partial<Record<LoginMode, Partial<Record<FieldName, Rule>>>> = {
  password: { phone: usernameError },
  forgot: { password: accountPasswordError },
};

/** The message of one field in a mode, or null. */
export function fieldError(mode: LoginMode, field: FieldName, value: string): string | null {
  return (MODE_RULES[mode]?.[field] ?? VALIDATE[field])(value);
}
const SANITIZE: Record<FieldName, (v: string) => string> = { phone: sanitizePhoneInput, code: sanitizeSmsInput, password: (v) => v };

export interface LoginFormState {
  mode: LoginMode;
  values: FieldValues;
  errors: FieldErrors;
  /** Server message of the last failed call, shown in red. */
  serverError: string;
}

/** Mode transitions of SPEC §4: which fields each one clears. */
export type Transition = 'toPassword' | 'toCode' | 'toForgot' | 'backToLogin' | 'forgotDone';
const TRANSITIONS: Record<Transition, { mode: LoginMode; clear: readonly FieldName[] }> = {
  toPassword: { mode: 'password', clear: ['code'] },
  toCode: { mode: 'code', clear: ['password'] },
  toForgot: { mode: 'forgot', clear: ['code', 'password'] },
  backToLogin: { mode: 'code', clear: ['password'] },
  forgotDone: { mode: 'password', clear: ['code', 'password'] },
};

type Action =
  | { type: 'change'; field: FieldName; value: string }
  | { type: 'blur'; field: FieldName }
  | { type: 'setErrors'; errors: FieldErrors }
  | { type: 'serverError'; message: string }
  | { type: 'transition'; to: Transition };

function reducer(state: LoginFormState, action: Action): LoginFormState {
  switch (action.type) {
    case 'change': {
      const value = SANITIZE[action.field](action.value);
      const errors = { ...state.errors };
      // Once a message shows, it follows the input until the field is valid.
      if (errors[action.field]) errors[action.field] = fieldError(state.mode, action.field, value) ?? undefined;
      return { ...state, values: { ...state.values, [action.field]: value }, errors };
    }
    case 'blur':
      return { ...state, errors: { ...state.errors, [action.field]: fieldError(state.mode, action.field, state.values[action.field]) ?? undefined } };
    case 'setErrors':
      return { ...state, errors: { ...state.errors, ...action.errors } };
    case 'serverError':
      return { ...state, serverError: action.message };
    case 'transition': {
      const t = TRANSITIONS[action.to];
      const values = { ...state.values };
      for (const f of t.clear) values[f] = '';
      return { mode: t.mode, values, errors: {}, serverError: '' };
    }
  }
}

/** Errors of every field of the current mode; empty when the form may be sent. */
export function validateMode(mode: LoginMode, values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of MODE_FIELDS[mode]) {
    const e = fieldError(mode, f, values[f]);
    if (e) errors[f] = e;
  }
  return errors;
}

export function isModeFilled(mode: LoginMode, values: FieldValues): boolean {
  return MODE_FIELDS[mode].every((f) => values[f] !== '');
}

export function useLoginForm(initialMode: LoginMode, initialPhone: () => string) {
  const [state, dispatch] = useReducer(reducer, undefined, (): LoginFormState => ({
    mode: initialMode,
    values: { phone: sanitizePhoneInput(initialPhone()), code: '', password: '' },
    errors: {},
    serverError: '',
  }));
  return {
    state,
    change: useCallback((field: FieldName, value: string) => dispatch({ type: 'change', field, value }), []),
    blur: useCallback((field: FieldName) => dispatch({ type: 'blur', field }), []),
    setErrors: useCallback((errors: FieldErrors) => dispatch({ type: 'setErrors', errors }), []),
    setServerError: useCallback((message: string) => dispatch({ type: 'serverError', message }), []),
    transition: useCallback((to: Transition) => dispatch({ type: 'transition', to }), []),
  };
}

export type LoginFormApi = ReturnType<typeof useLoginForm>;
