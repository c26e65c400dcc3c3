import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Reads what was typed as a calendar date: `YYYY-MM-DD`, or `DD/MM/YYYY` as written in French
 * and Arabic offices. Works on the digits only, so no time zone can shift the day.
 */
export function parseCalendarDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  if (iso) return isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? value : null;
  const dayFirst = DAY_FIRST.exec(value);
  if (!dayFirst) return null;
  const [d, m, y] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  if (!isRealDate(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** `YYYY-MM-DD`, or empty for no date. */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** A calendar date input whose value is a plain `YYYY-MM-DD` string ('' when empty). */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const label = typeof props.label === 'string' ? props.label : '';
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      dateParser={parseCalendarDate}
      clearable
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': label ? `${t('actions.clear')}: ${label}` : t('actions.clear') }}
      {...props}
      value={value || null}
      onChange={(next) => onChange?.(next ? next.slice(0, 10) : '')}
    />
  );
}
