import { PRESET_COUNTRIES } from '@cabinet/shared';
import { ActionIcon, Badge, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { useCalendarCountries, useCalendarDays, type Recount } from '../api/calendar';
import { useOfficeToday } from '../lib/office-dates';
import { useIsAdmin } from '../../../api/session';
import { AddDay } from './calendar-add-day';
import { Entries } from './calendar-entries';
import { CalendarMigration } from './calendar-migration';
import { Legend, Month } from './calendar-month';
import { FeastPanel } from './feast-panel';
import { MovesDialog } from './moves-dialog';

/**
 * /admin/calendar: a country's legal calendar for a year at a glance (its weekly rest, its public
 * holidays, the Islamic feasts predicted or confirmed), the office's closures, and what the office
 * records on it. Deadlines are counted on these calendars; the office's closures move none.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation(['deadline-law', 'deadlines']);
  const today = useOfficeToday();
  const [year, setYear] = useState<number | null>(null);
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const shown = year ?? Number((today ?? new Date().toISOString()).slice(0, 4));
  const days = useCalendarDays(`${shown}-01-01`, `${shown}-12-31`, i18n.language, chosenCountry ?? undefined);
  const countries = useCalendarCountries();
  const admin = useIsAdmin();
  const [date, setDate] = useState('');
  const [moves, setMoves] = useState<Recount | null>(null);
  const country = days.data?.country ?? null;
  const rest = countries.data?.items.find((c) => c.country === country);

  const byDate = new Map((days.data?.items ?? []).map((d) => [d.date, d]));
  const worked = new Set((days.data?.overrides ?? []).filter((o) => o.kind === 'worked').map((o) => o.date));
  const flip = { transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined };

  return (
    <>
      <PageHeader title={t('deadlines:calendar.title')}>
        <Group gap={4} role="group" aria-label={t('deadlines:calendar.year')}>
          <ActionIcon variant="default" size="lg" onClick={() => setYear(shown - 1)} aria-label={t('deadlines:calendar.previousYear')}>
            <IconChevronLeft size={18} aria-hidden style={flip} />
          </ActionIcon>
          <Text fw={700} px="sm" aria-live="polite">
            {shown}
          </Text>
          <ActionIcon variant="default" size="lg" onClick={() => setYear(shown + 1)} aria-label={t('deadlines:calendar.nextYear')}>
            <IconChevronRight size={18} aria-hidden style={flip} />
          </ActionIcon>
        </Group>
      </PageHeader>
      <Text c="dark.6" mb="xs" mt={-8}>
        {t('calendar.intro')}
      </Text>
      <Text size="sm" c="dark.6" mb="md">
        {t('deadlines:calendar.settingsHint')}
      </Text>
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <Select
          label={t('calendar.country')}
          data={PRESET_COUNTRIES.map((c) => ({ value: c, label: t(`deadlines:settings.countries.${c}`) }))}
          value={country}
          onChange={setChosenCountry}
          allowDeselect={false}
          w={220}
          data-testid="calendar-country"
        />
        <Stack gap={2} maw={640}>
          {days.data && !country && <Text size="sm">{t('calendar.noCountry')}</Text>}
          {rest && (
            <>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {t('calendar.weeklyRest', { days: rest.weekly_rest.map((d) => t(`deadlines:weekdays.${d}`)).join(', ') })}
                </Text>
                {rest.to_verify && (
                  <Badge color="yellow.4" c="dark.9" variant="filled" title={t('calendar.toVerifyHint')}>
                    {t('calendar.toVerify')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dark.6">
                {t('calendar.sourceOf', { source: rest.source })}
              </Text>
            </>
          )}
        </Stack>
      </Group>
      <Legend />
      {days.isPending && <PageLoader />}
      {days.isError && <PageError message={describeError(days.error, t, t('deadlines:calendar.loadFailed'))} onRetry={() => void days.refetch()} />}
      {days.data && (
        <Stack gap="lg">
          {admin && <CalendarMigration country={country} onMoved={setMoves} />}
          {country && today && <FeastPanel year={shown} country={country} today={today} admin={admin} onMoved={setMoves} />}
          {admin ? (
            <AddDay date={date} setDate={setDate} country={country} onMoved={setMoves} />
          ) : (
            <Text size="sm">{t('deadlines:calendar.adminOnly')}</Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {Array.from({ length: 12 }, (_, m) => (
              <Month key={m} year={shown} month={m + 1} byDate={byDate} worked={worked} onPick={admin ? setDate : undefined} />
            ))}
          </SimpleGrid>
          <Entries overrides={days.data.overrides} admin={admin} />
        </Stack>
      )}
      <MovesDialog result={moves} onClose={() => setMoves(null)} />
    </>
  );
}
