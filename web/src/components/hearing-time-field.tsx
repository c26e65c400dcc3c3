import { TextInput, type TextInputProps } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeHearingTime } from '../lib/hearing';

interface HearingTimeFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string) => void;
}

/**
 * A hearing's time on the 24-hour clock, typed (no picker to open): "09:30", or "930", "9h30",
 * tidied to `HH:MM` on leaving the field. Written left to right in every language, as clocks are.
 */
export function HearingTimeField({ value, onChange, onBlur, ...props }: HearingTimeFieldProps) {
  const { t } = useTranslation('hearings');
  return (
    <TextInput
      label={t('time')}
      description={t('timeHint')}
      placeholder="09:30"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      dir="ltr"
      leftSection={<IconClock size={16} aria-hidden />}
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (value) {
          const tidy = normalizeHearingTime(value);
          if (tidy !== value) onChange?.(tidy);
        }
        onBlur?.(event);
      }}
    />
  );
}
