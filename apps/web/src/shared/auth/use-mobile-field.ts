import { useState, type ChangeEvent } from 'react';
import { checkMobile } from '@bazaar/domain/rules';

/**
 * The mobile field of every login form. docs/product.md §5: validated on blur and on submit; once an error shows,
 * it clears as soon as the value is valid again.
 */
export function useMobileField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    /** Validates now (submit); returns the message or null. */
    validate: () => {
      const message = checkMobile(value);
      setError(message);
      return message;
    },
    inputProps: {
      value,
      inputMode: 'numeric' as const,
      maxLength: 11,
      autoComplete: 'tel',
      placeholder: '请输入11位手机号',
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const next = e.target.value.trim();
        setValue(next);
        if (error && checkMobile(next) === null) setError(null);
      },
      onBlur: () => setError(checkMobile(value)),
    },
  };
}
