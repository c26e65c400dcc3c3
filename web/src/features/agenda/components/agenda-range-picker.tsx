import '@mantine/dates/styles.layer.css';
import type { DatesRangeValue } from '@mantine/dates';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatesSetup } from '../../../components/dates-setup';
import { addDays } from '../lib/office-dates';
import classes from './agenda-range-picker.module.css';

interface AgendaRangePickerProps {
  from: string;
  to: string;
  /** Today in the office time zone, for the presets. */
  today: string | null;
  onChange: (from: string, to: string) => void;
}

/** Picks the agenda's period; the range is applied once both ends are chosen. */
export function AgendaRangePicker({ from, to, today, onChange }: AgendaRangePickerProps) {
  const { t } = useTranslation('agenda');
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  // One id for the field and its popover, so the calendar dialog is named by the field.
  const id = useId();
  const value: DatesRangeValue<string> = draft ?? [from, to];

  const presets = today
    ? [
        { value: [addDays(today, 1), addDays(today, 1)] as [string, string], label: t('range.tomorrow') },
        { value: [addDays(today, 1), addDays(today, 7)] as [string, string], label: t('range.next7') },
        { value: [addDays(today, 1), addDays(today, 30)] as [string, string], label: t('range.next30') },
        { value: [today, today] as [string, string], label: t('range.today') },
      ]
    : undefined;

  const change = (next: DatesRangeValue<string>) => {
    const [start, end] = next;
    if (start && end) {
      setDraft(null);
      onChange(start, end);
    } else {
      setDraft(next);
    }
  };

  return (
    <DatesSetup>
      <DatePickerInput
        id={id}
        popoverProps={{ id }}
        classNames={{ day: classes.day }}
        type="range"
        label={t('range.label')}
        value={value}
        onChange={(next) => change(next as DatesRangeValue<string>)}
        onDropdownClose={() => setDraft(null)}
        allowSingleDateInRange
        hideOutsideDates
        presets={presets}
        valueFormat="D MMM YYYY"
        leftSection={<IconCalendar size={16} aria-hidden />}
        miw={260}
        ariaLabels={{
          nextMonth: t('range.nextMonth'),
          previousMonth: t('range.previousMonth'),
          nextYear: t('range.nextYear'),
          previousYear: t('range.previousYear'),
          nextDecade: t('range.nextDecade'),
          previousDecade: t('range.previousDecade'),
          monthLevelControl: t('range.monthLevel'),
          yearLevelControl: t('range.yearLevel'),
        }}
      />
    </DatesSetup>
  );
}
