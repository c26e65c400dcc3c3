import type { CalendarEntry } from '@cabinet/shared';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel';
import { describeError, fieldErrors } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarChange, useCalendarMigration, type Recount } from '../api/calendar';
import { SourceDialog } from './source-dialog';

/**
 * Once, after the upgrade: the days the office closed before holidays and closures were told
 * apart, each sorted by the administrator, then the deadlines counted the old way recounted.
 */
export function CalendarMigration({ country, onMoved }: { country: string | null; onMoved: (result: Recount) => void }) {
  const { t, i18n } = useTranslation('deadline-law');
  const migration = useCalendarMigration(true);
  const { add, recountLegacy } = useCalendarChange();
  const [asHoliday, setAsHoliday] = useState<CalendarEntry | null>(null);
  const [error, setError] = useState<ReactNode>();
  if (!migration.data || (migration.data.unsorted.length === 0 && migration.data.legacy_open === 0)) return null;
  const { unsorted, legacy_open } = migration.data;

  const sort = async (entry: CalendarEntry, kind: 'holiday' | 'office_closed', source?: string) => {
    try {
      const result = await add.mutateAsync({
        date: entry.date,
        kind,
        label: entry.label,
        source,
        country: kind === 'holiday' ? (country ?? undefined) : undefined,
      });
      setAsHoliday(null);
      setError(undefined);
      notifySuccess(t('migration.sorted'));
      onMoved(result);
    } catch (err) {
      setError(fieldErrors(err).source ?? fieldErrors(err).country);
      notifyError(describeError(err, t, t('deadlines:calendar.saveFailed')), err);
    }
  };
  const recount = async () => {
    try {
      const result = await recountLegacy.mutateAsync();
      notifySuccess(t('moves.moved', { count: result.moved }));
      onMoved(result);
    } catch (err) {
      notifyError(describeError(err, t, t('deadlines:calendar.saveFailed')), err);
    }
  };

  return (
    <SectionPanel
      p="md"
      titleId="calendar-migration-title"
      title={t('migration.title')}
      titleProps={{ size: 'h5' }}
      data-testid="calendar-migration"
    >
      <Stack gap="sm">
        {unsorted.length > 0 && (
          <>
            <Text size="sm">{t('migration.intro')}</Text>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-labelledby="calendar-migration-title">
                <Table.Tbody>
                  {unsorted.map((entry) => (
                    <Table.Tr key={entry.date} data-testid="unsorted-day">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date, i18n.language)}</Table.Td>
                      <Table.Td>
                        <bdi>{entry.label}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button size="xs" variant="default" disabled={!country} onClick={() => setAsHoliday(entry)}>
                            {t('migration.asHoliday')}
                          </Button>
                          <Button size="xs" variant="default" onClick={() => void sort(entry, 'office_closed')}>
                            {t('migration.asClosure')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {legacy_open > 0 && (
          <Alert color="orange.9" variant="light">
            <Text size="sm" mb="xs">
              {t('migration.legacy', { count: legacy_open })}
            </Text>
            {unsorted.length > 0 && (
              <Text size="sm" mb="xs">
                {t('migration.sortFirst')}
              </Text>
            )}
            <Button size="sm" disabled={unsorted.length > 0} loading={recountLegacy.isPending} onClick={() => void recount()}>
              {t('migration.recount')}
            </Button>
          </Alert>
        )}
      </Stack>
      <SourceDialog
        key={asHoliday?.date ?? 'none'}
        opened={asHoliday !== null}
        title={asHoliday ? `${formatDate(asHoliday.date, i18n.language)} · ${t('migration.asHoliday')}` : ''}
        busy={add.isPending}
        error={error}
        onSave={(source) => asHoliday && void sort(asHoliday, 'holiday', source)}
        onClose={() => {
          setAsHoliday(null);
          setError(undefined);
        }}
      />
    </SectionPanel>
  );
}
