import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';

/**
 * Puts an amount as typed into the API's exact form: a dot for the decimal separator (a comma
 * is how French and Arabic offices write it) and two decimals. Pure string work: no float.
 */
export function normalizeMoney(text: string): string {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return value;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  return `${match[1]}${whole}.${(match[3] ?? '').padEnd(2, '0')}`;
}

interface MoneyFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** The configured currency code, shown beside the amount. */
  currency?: string;
}

/** An amount as an exact decimal string (never a binary float), tidied to two decimals on leaving the field. */
export function MoneyField({ value, onChange, currency, onBlur, ...props }: MoneyFieldProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={currency}
      rightSectionWidth={currency ? 48 : undefined}
      rightSectionPointerEvents="none"
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (value) onChange?.(normalizeMoney(value));
        onBlur?.(event);
      }}
    />
  );
}
