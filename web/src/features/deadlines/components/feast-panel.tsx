import type { CalendarFeast } from '@cabinet/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { SectionPanel } from '../../../components/section-panel';
import { describeError, fieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarChange, useCalendarFeasts, type Recount } from '../api/calendar';
import { addDays } from '../lib/office-dates';
import { shortDay } from '../lib/short-day';
import { SourceDialog } from './source-dialog';

/** A feast this close is offered first: its official date is announced the evening before. */
const SOON_DAYS = 45;

/**
 * The Islamic holidays of the year on the shown country's calendar: predicted until the office
 * records the official date (confirmed as predicted, or moved by a day), which recounts that
 * country's open deadlines and lists the moves.
 */
export function FeastPanel({
  year,
  country,
  today,
  admin,
  onMoved,
}: {
  year: number;
  country: string;
  today: string;
  admin: boolean;
  onMoved: (result: Recount) => void;
}) {
  const { t, i18n } = useTranslation('deadline-law');
  const feasts = useCalendarFeasts(`${year}-01-01`, `${year}-12-31`, i18n.language, country);
  const { add } = useCalendarChange();
  const [chosen, setChosen] = useState<{ feast: CalendarFeast; date: string } | null>(null);
  const [error, setError] = useState<ReactNode>();

  const record = async (source: string) => {
    if (!chosen) return;
    const { feast, date } = chosen;
    try {
      const result = await add.mutateAsync({
        date,
        kind: 'holiday',
        country,
        source,
        label: feast.label,
        replaces: date === feast.predicted_date ? undefined : feast.predicted_date,
      });
      setChosen(null);
      setError(undefined);
      notifySuccess(t('feasts.saved'), t('moves.moved', { count: result.moved }));
      onMoved(result);
    } catch (err) {
      setError(fieldErrors(err).source ?? fieldErrors(err).replaces);
      notifyError(describeError(err, t, t('deadlines:calendar.saveFailed')), err);
    }
  };

  return (
    <SectionPanel p="md" titleId="calendar-feasts-title" title={t('feasts.title')} titleProps={{ size: 'h5' }} data-testid="feasts">
      <Text size="sm" c="dark.6" mb="sm">
        {t('feasts.intro')}
      </Text>
      {feasts.isPending && <PageLoader />}
      {feasts.isError && (
        <PageError message={describeError(feasts.error, t, t('deadlines:calendar.loadFailed'))} onRetry={() => void feasts.refetch()} />
      )}
      {feasts.data && feasts.data.items.length === 0 && <EmptyState message={t('feasts.empty')} />}
      <Stack gap="xs">
        {feasts.data?.items.map((feast) => {
          const days = Math.round((Date.parse(feast.predicted_date) - Date.parse(today)) / 86_400_000);
          const soon = feast.status === 'predicted' && days >= -1 && days <= SOON_DAYS;
          return (
            <Group
              key={feast.predicted_date}
              gap="sm"
              wrap="wrap"
              data-testid="feast"
              data-date={feast.predicted_date}
              data-status={feast.status}
            >
              <Text fw={600}>
                <bdi>{feast.label}</bdi>
              </Text>
              <Text size="sm">
                {feast.status === 'predicted'
                  ? t('feasts.predicted', { date: shortDay(feast.predicted_date, i18n.language) })
                  : t('feasts.confirmed', { date: shortDay(feast.official_date!, i18n.language) })}{' '}
                ({t('feasts.days', { count: feast.days })})
              </Text>
              {soon && (
                <Badge color="violet.9" variant="filled">
                  {t('feasts.soon')}
                </Badge>
              )}
              {admin && feast.status === 'predicted' && (
                <Group gap={6} wrap="wrap">
                  {[feast.predicted_date, addDays(feast.predicted_date, 1), addDays(feast.predicted_date, -1)].map((date) => (
                    <Button
                      key={date}
                      size="xs"
                      variant={date === feast.predicted_date ? 'filled' : 'default'}
                      onClick={() => setChosen({ feast, date })}
                    >
                      {date === feast.predicted_date
                        ? t('feasts.confirm', { date: shortDay(date, i18n.language) })
                        : t('feasts.move', { date: shortDay(date, i18n.language) })}
                    </Button>
                  ))}
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
      <SourceDialog
        key={chosen ? `${chosen.feast.predicted_date}-${chosen.date}` : 'none'}
        opened={chosen !== null}
        title={chosen ? t('feasts.dialogTitle', { feast: chosen.feast.label, date: shortDay(chosen.date, i18n.language) }) : ''}
        busy={add.isPending}
        error={error}
        onSave={(source) => void record(source)}
        onClose={() => {
          setChosen(null);
          setError(undefined);
        }}
      />
    </SectionPanel>
  );
}
