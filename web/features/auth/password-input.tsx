import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

type InputProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required?: boolean };

/** A password field with a show/hide toggle (a real button, named for what it will do). */
export function PasswordInput({ value, onChange, autoComplete, ...field }: InputProps & {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...field}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        className="input pe-12"
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="btn-ghost absolute inset-y-0 end-0 px-3"
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-controls={field.id}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path fill="currentColor" d="M10 4C5.5 4 2 7.5 1 10c1 2.5 4.5 6 9 6s8-3.5 9-6c-1-2.5-4.5-6-9-6zm0 10a4 4 0 110-8 4 4 0 010 8zm0-6a2 2 0 100 4 2 2 0 000-4z" />
          {visible && <path stroke="currentColor" strokeWidth="2" d="M3 3l14 14" />}
        </svg>
      </button>
    </div>
  );
}
