import { settingsSchema } from '@cabinet/shared';
import { Badge, Box, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings';
import { ListPagination } from '../../../components/list-pagination';
import { isApiError } from '../../../lib/api-client';
import { describeError, validationError } from '../../../lib/errors';
import { formatTimestamp } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMailLog, useRunDigest, useSaveDigestHour, useSendTestMail } from '../api/mail-admin';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';

/** The admin's part of the daily digest: the hour, a test message, a run now, the delivery log. */
export function DigestSettings() {
  const { t, i18n } = useTranslation('reminders');
  const settings = useSettings();
  const [hour, setHour] = useState<number | string | null>(null);
  const [hourError, setHourError] = useState<ReactNode>(null);
  const saveHour = useSaveDigestHour({
    onSuccess: () => {
      setHour(null);
      notifySuccess(t('settings.saved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.fields.digest_hour) setHourError(validationError(error.fields.digest_hour));
      notifyError(describeError(error, t, t('settings.saveFailed')), error);
    },
  });
  const test = useSendTestMail();
  const run = useRunDigest();
  const [page, setPage] = useState(1);
  const log = useMailLog(page);

  const value = hour ?? settings.data?.digest_hour ?? '';
  const submit = () => {
    if (value === '' || value === null) return saveHour.mutate(null);
    const checked = settingsSchema.shape.digest_hour.safeParse(Number(value));
    if (!checked.success) return setHourError(validationError(checked.error.issues[0]?.message ?? ''));
    setHourError(null);
    saveHour.mutate(checked.data);
  };

  return (
    <Paper withBorder p="md" mt="md">
      <Title order={2} size="h4" mb="sm">
        {t('settings.title')}
      </Title>
      <Stack gap="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="end">
            <NumberInput
              label={t('settings.hour')}
              description={t('settings.hourHint')}
              placeholder={t('settings.off')}
              min={0}
              max={23}
              allowDecimal={false}
              // 25 stays 25 and is refused with the reason, instead of becoming 23 unseen.
              clampBehavior="none"
              value={value}
              error={hourError}
              onChange={(v) => setHour(v === '' ? '' : v)}
              w={260}
            />
            <Button type="submit" loading={saveHour.isPending} disabled={settings.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </form>
        <Group>
          <Button
            variant="light"
            loading={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => notifySuccess(t('settings.testSent')),
                onError: (error) =>
                  notifyError(
                    isApiError(error) && error.code === 'mail_not_configured'
                      ? t('settings.notConfigured')
                      : describeError(error, t, t('settings.testFailed')),
                    error,
                  ),
              })
            }
          >
            {t('settings.test')}
          </Button>
          <Button
            variant="default"
            loading={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (r) => notifySuccess(t('settings.runDone', { sent: r.sent, skipped: r.skipped })),
                onError: (error) => notifyError(describeError(error, t, t('settings.runFailed')), error),
              })
            }
          >
            {t('settings.run')}
          </Button>
        </Group>
        <Title order={3} size="h5">
          {t('settings.log')}
        </Title>
        {log.isError ? (
          <Text c="red" role="alert">
            {t('settings.logError')}
          </Text>
        ) : log.data && log.data.items.length === 0 ? (
          <Text c="dimmed">{t('settings.logEmpty')}</Text>
        ) : (
          // A plain scrolling box the keyboard can reach: the log holds no link or button to focus.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('settings.log')}>
            <ResponsiveTable minWidth={520} striped aria-busy={log.isFetching}>
              <TableHead columns={[t('settings.at'), t('settings.to'), t('settings.kind'), t('settings.status'), t('settings.error')]} />
              <Table.Tbody>
                {(log.data?.items ?? []).map((entry, i) => (
                  <Table.Tr key={`${entry.at}-${i}`}>
                    <Table.Td>{formatTimestamp(entry.at, i18n.language)}</Table.Td>
                    <Table.Td dir="ltr">{entry.to}</Table.Td>
                    <Table.Td>{t(`settings.kinds.${entry.kind}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={entry.status === 'sent' ? 'teal' : 'red'} variant="light">
                        {t(`settings.statuses.${entry.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{entry.error}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ResponsiveTable>
          </Box>
        )}
        {log.data && log.data.total > log.data.page_size && (
          <ListPagination page={page} pageSize={log.data.page_size} total={log.data.total} onChange={(next) => setPage(next)} />
        )}
      </Stack>
    </Paper>
  );
}
