import type { AgendaItem } from '@cabinet/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateLong, formatNumber } from '../../../lib/format';
import { groupByDay } from '../lib/group-by-day';
import { AgendaTable } from './agenda-table';

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
                {t('agenda.dayCount', { count: day.items.length, n: formatNumber(day.items.length, lang) })}
              </Text>
            </Group>
            <AgendaTable items={day.items} labelledBy={headingId} />
          </section>
        );
      })}
    </Stack>
  );
}
