import { calendarDayBody } from '@cabinet/shared';
import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { ConfirmButton } from '../../../components/confirm-button';
import { describeError, fieldErrors, validationError } from '../../../lib/errors';
import { formatDate, formatMonthName } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarChange, useCalendarDays } from '../api/calendar';
import { addDays, useOfficeToday } from '../lib/office-dates';
import { useIsAdmin } from '../../../api/session';
import classes from './calendar-page.module.css';
import { SectionPanel } from '../../../components/section-panel';
import { DateField } from '../../../components/date-field';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** /admin/calendar: the year at a glance (weekends, holidays, the office's days) and the office's own entries. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('deadlines');
  const today = useOfficeToday();
  const [year, setYear] = useState<number | null>(null);
  const shown = year ?? Number((today ?? new Date().toISOString()).slice(0, 4));
  const from = `${shown}-01-01`;
  const to = `${shown}-12-31`;
  const days = useCalendarDays(from, to, i18n.language);
  const admin = useIsAdmin();
  const [date, setDate] = useState('');

  const byDate = new Map((days.data?.items ?? []).map((d) => [d.date, d]));
  const worked = new Set((days.data?.overrides ?? []).filter((o) => o.working).map((o) => o.date));

  return (
    <>
      <PageHeader title={t('calendar.title')}>
        <Group gap={4} role="group" aria-label={t('calendar.year')}>
          <ActionIcon variant="default" size="lg" onClick={() => setYear(shown - 1)} aria-label={t('calendar.previousYear')}>
            <IconChevronLeft size={18} aria-hidden style={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
          </ActionIcon>
          <Text fw={700} px="sm" aria-live="polite">
            {shown}
          </Text>
          <ActionIcon variant="default" size="lg" onClick={() => setYear(shown + 1)} aria-label={t('calendar.nextYear')}>
            <IconChevronRight size={18} aria-hidden style={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
          </ActionIcon>
        </Group>
      </PageHeader>
      <Text c="dark.6" mb="xs" mt={-8}>
        {t('calendar.intro')}
      </Text>
      <Text size="sm" c="dark.6" mb="md">
        {t('calendar.settingsHint')}
      </Text>
      <Legend />
      {days.isPending && <PageLoader />}
      {days.isError && <PageError message={describeError(days.error, t, t('calendar.loadFailed'))} onRetry={() => void days.refetch()} />}
      {days.data && (
        <Stack gap="lg">
          {admin ? <AddDay date={date} setDate={setDate} /> : <Text size="sm">{t('calendar.adminOnly')}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {Array.from({ length: 12 }, (_, m) => (
              <Month key={m} year={shown} month={m + 1} byDate={byDate} worked={worked} onPick={admin ? setDate : undefined} />
            ))}
          </SimpleGrid>
          <Entries overrides={days.data.overrides} admin={admin} />
        </Stack>
      )}
    </>
  );
}

function Legend() {
  const { t } = useTranslation('deadlines');
  const items = [
    ['weekend', t('calendar.weekend')],
    ['holiday', t('calendar.holiday')],
    ['office', t('calendar.office')],
    ['worked', t('calendar.worked')],
  ] as const;
  return (
    <Group gap="md" mb="md" aria-label={t('calendar.legend')} role="list">
      {items.map(([key, label]) => (
        <Text size="sm" key={key} role="listitem">
          <span className={`${classes.swatch} ${classes.day} ${classes[key]}`} aria-hidden />
          {label}
        </Text>
      ))}
    </Group>
  );
}

function Month({
  year,
  month,
  byDate,
  worked,
  onPick,
}: {
  year: number;
  month: number;
  byDate: Map<string, { reason: string; source: 'weekend' | 'holiday' | 'office' }>;
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
          const kind = info?.source ?? (worked.has(date) ? 'worked' : undefined);
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

function AddDay({ date, setDate }: { date: string; setDate: (d: string) => void }) {
  const { t } = useTranslation('deadlines');
  const { add } = useCalendarChange();
  const [working, setWorking] = useState('closed');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { date, working: working === 'worked', label };
    const parsed = calendarDayBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), validationError(i.message)])));
      return;
    }
    try {
      const result = await add.mutateAsync(parsed.data);
      notifySuccess(t('calendar.added', { count: result.recomputed }));
      setErrors({});
      setLabel('');
    } catch (err) {
      setErrors(fieldErrors(err));
      notifyError(describeError(err, t, t('calendar.saveFailed')), err);
    }
  };
  return (
    <SectionPanel p="md" titleId="calendar-add-title" title={t('calendar.add')} titleProps={{ size: 'h5' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <DateField label={t('calendar.date')} required value={date} onChange={setDate} error={errors.date} w={240} />
          <Radio.Group label={t('calendar.kind')} value={working} onChange={setWorking} aria-describedby="calendar-vacation-hint">
            <Group gap="sm" mt={6}>
              <Radio value="closed" label={t('calendar.closed')} />
              <Radio value="worked" label={t('calendar.works')} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t('calendar.label')}
            description={t('calendar.labelHint')}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            error={errors.label}
            maxLength={200}
            w={320}
          />
          <Button type="submit" loading={add.isPending}>
            {t('calendar.add')}
          </Button>
        </Group>
        <Text id="calendar-vacation-hint" size="sm" c="dark.6" mt="sm" maw={720}>
          {t('calendar.vacationHint')}
        </Text>
      </form>
    </SectionPanel>
  );
}

function Entries({ overrides, admin }: { overrides: { date: string; working: boolean; label: string | null }[]; admin: boolean }) {
  const { t, i18n } = useTranslation('deadlines');
  const { remove } = useCalendarChange();
  const del = async (date: string) => {
    try {
      await remove.mutateAsync(date);
      notifySuccess(t('calendar.removed'));
    } catch (err) {
      notifyError(describeError(err, t, t('calendar.saveFailed')), err);
    }
  };
  return (
    <SectionPanel p="md" titleId="calendar-entries-title" title={t('calendar.entries')} titleProps={{ size: 'h5' }}>
      {overrides.length === 0 ? (
        <Text c="dark.6">{t('calendar.noEntries')}</Text>
      ) : (
        <ResponsiveTable aria-labelledby="calendar-entries-title">
          <TableHead columns={[t('calendar.date'), t('calendar.dayKind'), t('calendar.label'), admin && t('columns.actions')]} />
          <Table.Tbody>
            {overrides.map((o) => (
              <Table.Tr key={o.date} data-testid="calendar-entry">
                <Table.Td>{formatDate(o.date, i18n.language)}</Table.Td>
                <Table.Td>{t(o.working ? 'calendar.worked' : 'calendar.office')}</Table.Td>
                <Table.Td>{o.label}</Table.Td>
                {admin && (
                  <Table.Td>
                    <ConfirmButton
                      message={t('calendar.confirmRemove', { date: formatDate(o.date, i18n.language) })}
                      onConfirm={() => del(o.date)}
                    >
                      {t('calendar.remove')}
                      <span className="visually-hidden"> {formatDate(o.date, i18n.language)}</span>
                    </ConfirmButton>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionPanel>
  );
}
