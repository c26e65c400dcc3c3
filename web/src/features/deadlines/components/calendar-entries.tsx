import type { CalendarEntry } from '@cabinet/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { TableHead } from '../../../components/table-head';
import { describeError } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarChange } from '../api/calendar';

/** What the office recorded in the year shown: closures, holidays with their source, feasts confirmed, worked days. */
export function Entries({ overrides, admin }: { overrides: CalendarEntry[]; admin: boolean }) {
  const { t, i18n } = useTranslation(['deadline-law', 'deadlines']);
  const { remove } = useCalendarChange();
  const del = async (entry: CalendarEntry) => {
    try {
      await remove.mutateAsync({ date: entry.date, country: entry.country, kind: entry.kind });
      notifySuccess(t('deadlines:calendar.removed'));
    } catch (err) {
      notifyError(describeError(err, t, t('deadlines:calendar.saveFailed')), err);
    }
  };
  return (
    <SectionPanel p="md" titleId="calendar-entries-title" title={t('calendar.entries')} titleProps={{ size: 'h5' }}>
      {overrides.length === 0 ? (
        <Text c="dark.6">{t('deadlines:calendar.noEntries')}</Text>
      ) : (
        <ResponsiveTable minWidth={560} aria-labelledby="calendar-entries-title">
          <TableHead
            columns={[
              t('deadlines:calendar.date'),
              t('deadlines:calendar.dayKind'),
              t('deadlines:calendar.label'),
              admin && t('deadlines:columns.actions'),
            ]}
          />
          <Table.Tbody>
            {overrides.map((o) => (
              <Table.Tr key={`${o.date}-${o.kind}-${o.country ?? ''}`} data-testid="calendar-entry" data-kind={o.kind}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.date, i18n.language)}</Table.Td>
                <Table.Td>
                  {t(`calendar.kind_${o.kind}`)}
                  {o.country ? ` · ${t(`deadlines:settings.countries.${o.country}`, { defaultValue: o.country })}` : ''}
                  {o.replaces ? ` (${t('calendar.replaces', { date: formatDate(o.replaces, i18n.language) })})` : ''}
                </Table.Td>
                <Table.Td>
                  <bdi>{o.label}</bdi>
                  {o.source && (
                    <Text size="xs" c="dark.6">
                      <bdi>{t('calendar.sourceOf', { source: o.source })}</bdi>
                    </Text>
                  )}
                </Table.Td>
                {admin && (
                  <Table.Td>
                    <ConfirmButton
                      message={t('deadlines:calendar.confirmRemove', { date: formatDate(o.date, i18n.language) })}
                      onConfirm={() => del(o)}
                    >
                      {t('deadlines:calendar.remove')}
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
