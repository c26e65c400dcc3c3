import type { CalendarDayItem } from '@cabinet/shared';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel';
import { formatDate, formatMonthName } from '../../../lib/format';
import { addDays } from '../lib/office-dates';
import classes from './calendar-page.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
type Kind = 'weekend' | 'holiday' | 'predicted' | 'office' | 'worked';

/** How a day is drawn: the law's reason first, a predicted feast apart, an office closure, a holiday found not to be one. */
export const kindOf = (info: CalendarDayItem | undefined, worked: boolean): Kind | undefined => {
  if (info?.source === 'holiday' && info.status === 'predicted') return 'predicted';
  if (info) return info.source;
  return worked ? 'worked' : undefined;
};

export function Legend() {
  const { t } = useTranslation('deadline-law');
  const items: [Kind, string][] = [
    ['weekend', t('calendar.weekend')],
    ['holiday', t('calendar.holiday')],
    ['predicted', t('calendar.predicted')],
    ['office', t('calendar.office')],
    ['worked', t('calendar.worked')],
  ];
  return (
    <Group gap="md" mb="md" aria-label={t('deadlines:calendar.legend')} role="list">
      {items.map(([key, label]) => (
        <Text size="sm" key={key} role="listitem">
          <span className={`${classes.swatch} ${classes.day} ${classes[key]}`} aria-hidden />
          {label}
        </Text>
      ))}
    </Group>
  );
}

export function Month({
  year,
  month,
  byDate,
  worked,
  onPick,
}: {
  year: number;
  month: number;
  byDate: Map<string, CalendarDayItem>;
  worked: Set<string>;
  onPick?: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('deadlines');
  const first = `${year}-${pad(month)}-01`;
  const monthName = formatMonthName(year, month, i18n.language);
  const weekday = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`).getUTCDay();
    return d === 0 ? 7 : d;
  };
  const cells: (string | null)[] = Array.from({ length: weekday(first) - 1 }, () => null);
  for (let date = first; date.slice(5, 7) === pad(month); date = addDays(date, 1)) cells.push(date);
  const headingId = `month-${year}-${month}`;
  return (
    <SectionPanel
      p="xs"
      titleId={headingId}
      title={
        <>
          {monthName} {year}
        </>
      }
      titleProps={{ size: 'h6', mb: 4 }}
    >
      <div className={classes.month}>
        {WEEKDAYS.map((d) => (
          <span key={d} className={classes.head} aria-hidden>
            {t(`weekdays.${d}`).slice(0, 2)}
          </span>
        ))}
        {cells.map((date, i) => {
          if (!date) return <span key={`blank-${i}`} />;
          const info = byDate.get(date);
          const kind = kindOf(info, worked.has(date));
          const label = info
            ? t('calendar.nonWorking', { date: formatDate(date, i18n.language), reason: info.reason })
            : formatDate(date, i18n.language);
          const className = `${classes.day} ${kind ? classes[kind] : ''}`;
          const day = Number(date.slice(8));
          return onPick ? (
            <button
              type="button"
              key={date}
              className={className}
              aria-label={label}
              title={label}
              onClick={() => onPick(date)}
              data-date={date}
              data-source={kind ?? ''}
            >
              {day}
            </button>
          ) : (
            <span key={date} className={className} title={label} aria-label={label} role="img" data-date={date} data-source={kind ?? ''}>
              {day}
            </span>
          );
        })}
      </div>
    </SectionPanel>
  );
}
