import type { AgendaItem } from '@cabinet/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateLong, formatNumber } from '../../../lib/format';
import { groupByDay } from '../lib/group-by-day';
import { AgendaTable } from './agenda-table';

/** "2 actions · 1 deadline": a deadline due that day is not one of its actions. */
function dayCount(items: AgendaItem[], t: TFunction, lang: string): string {
  const deadlines = items.filter((item) => item.kind === 'deadline').length;
  const actions = items.length - deadlines;
  const parts = [];
  if (actions > 0 || deadlines === 0) parts.push(t('agenda.dayCount', { count: actions, n: formatNumber(actions, lang) }));
  if (deadlines > 0) parts.push(t('agenda.dayDeadlines', { count: deadlines, n: formatNumber(deadlines, lang) }));
  return parts.join(' · ');
}

/** The agenda under one heading per day (long date in the language), one table each. */
export function AgendaDays({ items, busy }: { items: AgendaItem[]; busy: boolean }) {
  const { t, i18n } = useTranslation('agenda');
  const lang = i18n.language;
  return (
    <Stack gap="xl" aria-busy={busy}>
      {groupByDay(items).map((day) => {
        const headingId = `agenda-day-${day.date}`;
        return (
          <section key={day.date} aria-labelledby={headingId}>
            <Group gap="sm" mb="xs" align="baseline">
              <Title order={2} size="h4" id={headingId}>
                {formatDateLong(day.date, lang)}
              </Title>
              <Text size="sm" c="dimmed">
                {dayCount(day.items, t, lang)}
              </Text>
            </Group>
            <AgendaTable items={day.items} labelledBy={headingId} />
          </section>
        );
      })}
    </Stack>
  );
}
