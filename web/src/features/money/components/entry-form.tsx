import { ENTRY_KINDS, PAYMENT_METHODS, entryCreateBody, type EntryKind, type PaymentMethod } from '@cabinet/shared';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { MoneyField } from '../../../components/money-field';
import { fieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddEntry, useDossierClients } from '../api/money';
import { moneyErrorMessage, schemaErrors } from '../lib/money-errors';
import { useOfficeToday } from '../lib/office-today';

const WITH_METHOD: readonly EntryKind[] = ['provision_received', 'payment_received', 'refund', 'bar_deposit', 'bar_release'];
const BILLABLE: readonly EntryKind[] = ['fee', 'disbursement'];

interface Values {
  kind: EntryKind;
  date: string;
  amount: string;
  label: string;
  fk_party: string | null;
  method: PaymentMethod | null;
  reference: string;
  result_percent: string;
  billable: boolean;
}

/** A new line of the ledger; the fields shown follow its kind. */
export function EntryForm({ dossierId, currency, onDone }: { dossierId: number; currency: string; onDone: () => void }) {
  const { t } = useTranslation('money');
  const add = useAddEntry(dossierId);
  const parties = useDossierClients(dossierId);
  const today = useOfficeToday();
  const [values, setValues] = useState<Values>({
    kind: 'disbursement',
    date: today,
    amount: '',
    label: '',
    fk_party: null,
    method: null,
    reference: '',
    result_percent: '',
    billable: true,
  });
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      kind: values.kind,
      date: values.date,
      amount: values.amount,
      label: values.label,
      fk_party: values.fk_party ? Number(values.fk_party) : null,
      billable: BILLABLE.includes(values.kind) && values.billable,
      ...(WITH_METHOD.includes(values.kind) && { method: values.method, reference: values.reference }),
      ...(values.kind === 'fee_agreement' && { result_percent: values.result_percent }),
    };
    const invalid = schemaErrors(entryCreateBody, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    try {
      await add.mutateAsync(entryCreateBody.parse(body));
      notifySuccess(t('ledger.added'));
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      notifyError(moneyErrorMessage(error, t, t('errors.save')), error);
    }
  };

  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      component="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
      aria-label={t('ledger.add')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Select
          label={t('ledger.kind')}
          required
          data={ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={values.kind}
          onChange={(value) => value && set('kind', value as EntryKind)}
          allowDeselect={false}
          error={errors.kind}
        />
        <DateField label={t('ledger.date')} required value={values.date} onChange={(value) => set('date', value)} error={errors.date} />
        <MoneyField
          label={t('ledger.amount')}
          required
          currency={currency}
          value={values.amount}
          onChange={(value) => set('amount', value)}
          error={errors.amount}
        />
        <TextInput
          label={t('ledger.label')}
          required
          value={values.label}
          onChange={(event) => set('label', event.currentTarget.value)}
          error={errors.label}
          maxLength={200}
        />
        <Select
          label={t('ledger.party')}
          placeholder={t('ledger.noParty')}
          clearable
          data={(parties.data?.items ?? []).map((party) => ({ value: String(party.id_party), label: party.name }))}
          value={values.fk_party}
          onChange={(value) => set('fk_party', value)}
          error={errors.fk_party}
        />
        {WITH_METHOD.includes(values.kind) && (
          <>
            <Select
              label={t('ledger.method')}
              clearable
              data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
              value={values.method}
              onChange={(value) => set('method', value as PaymentMethod | null)}
              error={errors.method}
            />
            <TextInput
              label={t('ledger.reference')}
              value={values.reference}
              onChange={(event) => set('reference', event.currentTarget.value)}
              error={errors.reference}
              maxLength={200}
            />
          </>
        )}
        {values.kind === 'fee_agreement' && (
          <TextInput
            label={t('ledger.resultPercent')}
            inputMode="decimal"
            value={values.result_percent}
            onChange={(event) => set('result_percent', event.currentTarget.value)}
            error={errors.result_percent}
          />
        )}
      </SimpleGrid>
      {BILLABLE.includes(values.kind) && (
        <Checkbox
          mt="sm"
          label={t('ledger.billable')}
          checked={values.billable}
          onChange={(event) => set('billable', event.currentTarget.checked)}
        />
      )}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={add.isPending}>
          {t('ledger.save')}
        </Button>
      </Group>
    </Paper>
  );
}
