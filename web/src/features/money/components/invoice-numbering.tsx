import { numberingPatchBody, type InvoiceKind, type Numbering } from '@cabinet/shared';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LTR_INPUT } from '../../../components/ltr-text';
import { PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { validationError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNumbering, useSetNextNumber } from '../api/reports';
import { moneyErrorMessage } from '../lib/money-errors';

/**
 * Administrators: where this year's numbering of fee notes and credit notes goes on from, for an
 * office that numbered its notes elsewhere since January. Only forward, and said before it is done.
 */
export function InvoiceNumbering() {
  const { t } = useTranslation('money');
  const numbering = useNumbering();
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-labelledby="invoice-numbering-title">
      <Title order={2} size="h4" mb="xs" id="invoice-numbering-title">
        {t('numbering.title')}
      </Title>
      <Text size="sm" c="dark.6" mb="sm">
        {t('numbering.explanation')}
      </Text>
      {numbering.isError ? (
        <PageError message={t('numbering.load')} onRetry={() => void numbering.refetch()} />
      ) : !numbering.data ? (
        <PageLoader />
      ) : (
        <Stack gap="md">
          {numbering.data.series.map((series) => (
            <SeriesForm key={series.kind} year={numbering.data.year} series={series} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function SeriesForm({ year, series }: { year: number; series: Numbering['series'][number] }) {
  const { t } = useTranslation('money');
  const save = useSetNextNumber();
  const [value, setValue] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const kind: InvoiceKind = series.kind;
  const label = t(kind === 'invoice' ? 'numbering.nextInvoice' : 'numbering.nextCredit', { year });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = numberingPatchBody.safeParse({ kind, next_number: value.trim() === '' ? undefined : value.trim() });
    if (!checked.success) return setError(validationError(checked.error.issues[0]?.message ?? ''));
    if (checked.data.next_number <= series.last_number) return setError(t('numbering.taken', { last: series.last_number }));
    setError(null);
    setAsking(checked.data.next_number);
  };
  const confirm = async () => {
    const next = asking!;
    setAsking(null);
    try {
      const saved = await save.mutateAsync({ kind, next_number: next });
      setValue('');
      notifySuccess(t('numbering.saved'), saved.series.find((s) => s.kind === kind)?.next);
    } catch (failure) {
      if (isApiError(failure) && failure.fields.next_number) setError(validationError(failure.fields.next_number));
      notifyError(moneyErrorMessage(failure, t, t('errors.save')), failure);
    }
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap={6}>
        <Text size="sm">
          {label}: <bdi dir="ltr">{series.next}</bdi>
        </Text>
        <TextInput
          label={t('numbering.goOnFrom')}
          description={t('numbering.hint', { next: series.next_number })}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          maw={260}
          {...LTR_INPUT}
        />
        <Button type="submit" size="sm" loading={save.isPending} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('numbering.set')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        message={t('numbering.confirm', { series: series.series, number: asking ?? 0 })}
        confirmLabel={t('numbering.set')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
