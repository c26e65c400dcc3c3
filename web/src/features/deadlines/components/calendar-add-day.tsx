import { calendarDayBody } from '@cabinet/shared';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { SectionPanel } from '../../../components/section-panel';
import { describeError, fieldErrors, validationError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarChange, type Recount } from '../api/calendar';

type Kind = 'holiday' | 'office_closed' | 'worked';

/** Records a day on the shown country's calendar (a holiday with its source, a worked day) or an office closure. */
export function AddDay({
  date,
  setDate,
  country,
  onMoved,
}: {
  date: string;
  setDate: (d: string) => void;
  country: string | null;
  onMoved: (result: Recount) => void;
}) {
  const { t } = useTranslation(['deadline-law', 'deadlines']);
  const { add } = useCalendarChange();
  const [kind, setKind] = useState<Kind>('office_closed');
  const [label, setLabel] = useState('');
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { date, kind, label, source, country: kind === 'office_closed' ? undefined : (country ?? undefined) };
    const parsed = calendarDayBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), validationError(i.message)])));
      return;
    }
    try {
      const result = await add.mutateAsync(body);
      notifySuccess(t('deadlines:calendar.added', { count: result.moved }));
      setErrors({});
      setLabel('');
      setSource('');
      onMoved(result);
    } catch (err) {
      setErrors(fieldErrors(err));
      notifyError(describeError(err, t, t('deadlines:calendar.saveFailed')), err);
    }
  };
  return (
    <SectionPanel p="md" titleId="calendar-add-title" title={t('deadlines:calendar.add')} titleProps={{ size: 'h5' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <DateField label={t('deadlines:calendar.date')} required value={date} onChange={setDate} error={errors.date} w={240} />
            <Radio.Group
              label={t('calendar.kind')}
              value={kind}
              onChange={(v) => setKind(v as Kind)}
              error={errors.kind}
              aria-describedby="calendar-vacation-hint"
            >
              <Group gap="sm" mt={6}>
                <Radio value="office_closed" label={t('calendar.kindClosed')} />
                <Radio value="holiday" label={t('calendar.kindHoliday')} disabled={!country} />
                <Radio value="worked" label={t('calendar.kindWorked')} disabled={!country} />
              </Group>
            </Radio.Group>
          </Group>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('deadlines:calendar.label')}
              description={t('calendar.labelHint')}
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              error={errors.label}
              maxLength={200}
              w={320}
            />
            {kind === 'holiday' && (
              <TextInput
                label={t('calendar.source')}
                description={t('calendar.sourceHint')}
                required
                value={source}
                onChange={(e) => setSource(e.currentTarget.value)}
                error={errors.source}
                maxLength={1000}
                w={360}
              />
            )}
            <Button type="submit" loading={add.isPending}>
              {t('deadlines:calendar.add')}
            </Button>
          </Group>
          <Text id="calendar-vacation-hint" size="sm" c="dark.6" maw={720}>
            {t('deadlines:calendar.vacationHint')}
          </Text>
        </Stack>
      </form>
    </SectionPanel>
  );
}
