import { Input } from 'antd';
import { useId, type ReactNode } from 'react';
import styles from './login-dialog.module.css';

export interface FormFieldProps {
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  onChange(value: string): void;
  onBlur(): void;
  /** Control beside the input (the SMS button). */
  extra?: ReactNode;
}

/** One labelled input with its validation message underneath. */
export function FormField({ label, placeholder, value, error, type = 'text', inputMode, autoComplete, onChange, onBlur, extra }: FormFieldProps) {
  const errorId = useId();
  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    placeholder,
    value,
    autoComplete,
    status: error ? ('error' as const) : undefined,
    size: 'large' as const,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
    onBlur,
  };
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        {type === 'password' ? <Input.Password {...common} /> : <Input {...common} inputMode={inputMode} />}
        {extra}
      </div>
      <div id={errorId} className={styles.fieldError}>
        {error}
      </div>
    </div>
  );
}
