import type { Deadline } from '@cabinet/shared';
import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../lib/short-day';

type Translated = { en?: string; fr?: string; ar?: string };
const inLanguage = (label: string | null, labels: Translated, lang: string) => labels[lang as keyof Translated] ?? label ?? '';

/** "2 months then 15 days", "30 days, franc". */
export function lengthText(t: TFunction, length: { months: number; days: number; franc: boolean }): string {
  const months = length.months > 0 ? t('explain.months', { count: length.months }) : '';
  const days = length.days > 0 ? t('explain.days', { count: length.days }) : '';
  const text = months && days ? t('explain.monthsAndDays', { months, days }) : months || days;
  return length.franc ? t('explain.franc', { length: text }) : text;
}

/**
 * The one line a lawyer checks: "Notification of the judgment Mon 13 Nov; 30 days, franc: Mon 14 Dec;
 * Public holiday → Tue 15 Dec (calendar of Morocco)".
 */
export function explanationLine(deadline: Deadline, t: TFunction, lang: string): string {
  const { counting, counted_with: counted } = deadline;
  const day = (date: string) => shortDay(date, lang);
  const label = inLanguage(counting.start.label, counting.start.labels, lang);
  const start =
    counting.start.kind === 'after_due'
      ? t('explain.startAfterDue', { rule: label, date: day(deadline.start_date) })
      : counting.start.kind === 'after_done'
        ? t('explain.startAfterDone', { rule: label, date: day(deadline.start_date) })
        : label
          ? t('explain.startAction', { type: label, date: day(deadline.start_date) })
          : t('explain.startActionUntyped', { date: day(deadline.start_date) });
  const parts = [start, t('explain.nominal', { length: lengthText(t, counted), date: day(counting.nominal_date) })];
  if (counting.skipped.length > 0) {
    const reasons = [...new Set(counting.skipped.map((s) => s.reason).filter(Boolean))].join(', ');
    parts.push(t('explain.skipped', { reasons, date: day(deadline.due_date) }));
  }
  const country = counted.country ? t(`deadlines:settings.countries.${counted.country}`, { defaultValue: counted.country }) : null;
  parts.push(country ? t('explain.calendar', { country }) : t('explain.noCalendar'));
  if (counted.legacy) parts.push(t('explain.legacy'));
  else if (!counting.current) parts.push(t('explain.stale'));
  return parts.join('; ');
}

/** How the due date was counted, in one line. */
export function DeadlineExplanation({ deadline }: { deadline: Deadline }) {
  const { t, i18n } = useTranslation('deadline-law');
  return (
    <Text size="xs" c="dark.6" data-testid="deadline-explanation">
      <span className="visually-hidden">{t('explain.label')}: </span>
      {explanationLine(deadline, t, i18n.language)}
    </Text>
  );
}

/** What a lawyer must know beside the date: the office is closed that day, the moon may move it, the mode of service it assumes. */
export function DeadlineFlags({ deadline }: { deadline: Deadline }) {
  const { t, i18n } = useTranslation('deadline-law');
  const flags = [];
  if (deadline.status === 'open' && deadline.office_closed)
    flags.push(
      <Badge key="closed" color="yellow.4" c="dark.9" variant="filled" data-testid="office-closed">
        {t('flags.officeClosed')}
      </Badge>,
    );
  if (deadline.moon)
    flags.push(
      <Badge key="moon" color="violet.9" variant="light" data-testid="moon" style={{ whiteSpace: 'normal', height: 'auto' }}>
        {t('flags.moon', { feast: deadline.moon.label, date: shortDay(deadline.moon.date, i18n.language) })}
      </Badge>,
    );
  if (deadline.rule.service_mode !== 'any')
    flags.push(
      <Badge key="service" color="gray.8" variant="outline">
        {t(`flags.${deadline.rule.service_mode}`)}
      </Badge>,
    );
  if (flags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {flags}
    </Group>
  );
}
