// The date pickers' styles come with the screens that show one, not with the shell.
import '@mantine/dates/styles.layer.css';
import { ActionIcon } from '@mantine/core';
import { DateInput, type DateInputProps, type DayProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DatesSetup } from './dates-setup';

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
  /** `YYYY-MM-DD`, or empty for no date (or, after `onChange` gave it, the text that is no date). */
  value?: string | null;
  /**
   * `YYYY-MM-DD`, '' when the field is emptied, or the typed text itself when it is no date
   * ("31/02/2026"): a form then refuses it as its schema does, rather than saving the date the
   * field held before or no date at all. A filter that only wants dates checks with
   * `parseCalendarDate`.
   */
  onChange?: (value: string) => void;
}

/**
 * A calendar date input whose value is a plain `YYYY-MM-DD` string ('' when empty).
 *
 * Keyboard: typing is the main way in (the accepted formats are stated under the field); the
 * calendar does not open on focus, but from its button or Alt+ArrowDown, with focus on a day
 * (arrows move, Enter picks, Escape or Tab close and return to the button). It opens below the
 * field, never over its label.
 */
/** The validation message for text that is no calendar date ("31/02/2026"). */
export const INVALID_DATE_MESSAGE = '{{text}} is not a valid date';

export function DateField({
  value,
  onChange,
  popoverProps,
  getDayProps,
  description,
  onKeyDown,
  onClick,
  onBlur,
  onFocus,
  error,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  // Text left in the field that is no date: said under the field, instead of the field silently emptying.
  const [invalidText, setInvalidText] = useState<string | null>(null);
  // What is typed is no date (yet): leaving the field keeps it there, to be corrected, instead of
  // Mantine putting the last valid date back (or emptying the field).
  const [typingInvalid, setTypingInvalid] = useState(false);
  // The calendar's own value stays the last real date while the field holds text that is none.
  const isDate = !!value && ISO_DATE.test(value);
  const [lastDate, setLastDate] = useState<string | null>(isDate ? value : null);
  if (isDate && lastDate !== value) setLastDate(value);
  if (!value && lastDate !== null) setLastDate(null);
  const label = typeof props.label === 'string' ? props.label : '';
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const marker = useId();

  const openCalendar = () => {
    setFocusDay(true);
    setOpen(true);
  };
  const closeAndReturn = () => {
    setOpen(false);
    setFocusDay(false);
    // After the calendar has closed (its day held the focus).
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  // Opened by keyboard: focus the chosen day, else today, else the month's first day.
  useEffect(() => {
    if (!open || !focusDay) return;
    const frame = requestAnimationFrame(() => {
      const days = Array.from(document.querySelectorAll<HTMLButtonElement>(`[data-date-field="${CSS.escape(marker)}"]`));
      const day =
        days.find((d) => d.hasAttribute('data-selected')) ??
        days.find((d) => d.hasAttribute('data-today')) ??
        days.find((d) => !d.hasAttribute('data-outside'));
      day?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, focusDay, marker]);

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      closeAndReturn();
    }
  };

  return (
    <DatesSetup>
      <DateInput
        nextLabel={t('a11y:nextMonth')}
        previousLabel={t('a11y:previousMonth')}
        valueFormat="YYYY-MM-DD"
        placeholder={t('a11y:datePlaceholder')}
        dateParser={parseCalendarDate}
        clearable
        description={description ?? t('a11y:dateHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        clearButtonProps={{ 'aria-label': label ? `${t('actions.clear')}: ${label}` : t('actions.clear') }}
        rightSection={
          <ActionIcon
            ref={buttonRef}
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => (open ? setOpen(false) : openCalendar())}
            aria-label={label ? t('a11y:openCalendar', { label }) : t('a11y:openCalendarPlain')}
            aria-expanded={open}
            data-testid="date-field-calendar"
          >
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
        }
        rightSectionPointerEvents="all"
        {...props}
        fixOnBlur={!typingInvalid}
        onInput={(event) => {
          const typed = event.currentTarget.value.trim();
          setTypingInvalid(typed !== '' && parseCalendarDate(typed) === null);
          // Text that was no date, now erased: the form holds no date either.
          if (typed === '' && value && !isDate) onChange?.('');
        }}
        error={
          invalidText !== null
            ? t(INVALID_DATE_MESSAGE, { ns: 'validation', keySeparator: false, nsSeparator: false, text: invalidText })
            : error
        }
        onFocus={(event) => {
          onFocus?.(event);
          setInvalidText(null);
        }}
        popoverProps={{
          withinPortal: true,
          position: 'bottom-start',
          // Below the field whatever the space: flipping above would cover the label.
          middlewares: { flip: false, shift: true },
          // Mantine hides the calendar when it judges the field clipped (at 200% zoom the sticky
          // header is enough), which dropped the focused day's focus to the page body.
          hideDetached: false,
          ...popoverProps,
          opened: open,
          onClose: () => setOpen(false),
        }}
        getDayProps={(day) => {
          const own = getDayProps?.(day);
          return {
            ...own,
            'data-date-field': marker,
            onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
              own?.onKeyDown?.(event);
              onDayKeyDown(event);
            },
            onClick: (event) => {
              own?.onClick?.(event);
              if (focusDay) closeAndReturn();
              else setOpen(false);
            },
          } as Partial<DayProps>;
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.altKey && event.key === 'ArrowDown') {
            event.preventDefault();
            openCalendar();
          }
          if (event.key === 'Escape') setOpen(false);
        }}
        onClick={(event) => {
          onClick?.(event);
          setFocusDay(false);
          setOpen(true);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          const typed = event.currentTarget.value.trim();
          if (typed !== '' && parseCalendarDate(typed) === null) {
            setInvalidText(typed);
            setOpen(false);
            if (typed !== value) onChange?.(typed);
          }
          // Leaving the field by Tab (not into its calendar) closes the calendar.
          const next = event.relatedTarget as HTMLElement | null;
          if (!next?.closest('[data-dates-dropdown]') && next !== buttonRef.current) setOpen(false);
        }}
        value={isDate ? value : lastDate}
        onChange={(next) => {
          setInvalidText(null);
          setTypingInvalid(false);
          onChange?.(next ? next.slice(0, 10) : '');
        }}
      />
    </DatesSetup>
  );
}
