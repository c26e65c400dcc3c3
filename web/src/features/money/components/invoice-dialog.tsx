import { NOTE_LANGUAGES, PAYMENT_METHODS, paymentCreateBody, type Invoice, type NoteLanguage, type PaymentMethod } from '@cabinet/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DateField } from '../../../components/date-field';
import { MoneyField } from '../../../components/money-field';
import { PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { isApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  useCreateDraft,
  useCreditNote,
  useDeleteDraft,
  useDossierClients,
  useInvoice,
  useIssue,
  usePay,
  useUpdateDraft,
  type DraftBody,
} from '../api/money';
import { moneyErrorMessage, schemaErrors } from '../lib/money-errors';
import { useOfficeToday } from '../lib/office-today';

interface DialogProps {
  dossierId: number;
  /** null: a new draft. */
  invoiceId: number | null;
  canWrite: boolean;
  onClose: () => void;
}

/** A fee note in a dialog: a draft in its editor (for accounts that write money), an issued note as it prints, with its payments. */
export function InvoiceDialog({ dossierId, invoiceId, canWrite, onClose }: DialogProps) {
  const { t } = useTranslation('money');
  const isPhone = useIsPhone();
  const [id, setId] = useState(invoiceId);
  const invoice = useInvoice(id);
  const note = invoice.data;
  const title =
    id === null
      ? t('editor.titleNew')
      : !note
        ? t('notes.title')
        : note.number
          ? t(note.kind === 'credit_note' ? 'view.creditTitle' : 'view.title', { number: note.number })
          : t('editor.titleEdit');

  let body: ReactNode;
  if (id !== null && invoice.isError) body = <PageError message={t('errors.loadNote')} onRetry={() => void invoice.refetch()} />;
  else if (id !== null && !note) body = <PageLoader />;
  else if (!note || note.status === 'draft') {
    body = canWrite ? (
      <DraftEditor key={note?.version ?? 0} dossierId={dossierId} note={note ?? null} onSaved={setId} onClose={onClose} />
    ) : note ? (
      <IssuedNote note={note} canWrite={false} />
    ) : null;
  } else body = <IssuedNote note={note} canWrite={canWrite} />;

  return (
    <Modal
      opened
      onClose={onClose}
      title={<bdi>{title}</bdi>}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {body}
    </Modal>
  );
}

interface LineValues {
  label: string;
  quantity: string;
  unit_price: string;
  vat_rate: string;
}

const emptyLine = (): LineValues => ({ label: '', quantity: '1', unit_price: '', vat_rate: '' });

function DraftEditor({
  dossierId,
  note,
  onSaved,
  onClose,
}: {
  dossierId: number;
  note: Invoice | null;
  onSaved: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const clients = useDossierClients(dossierId);
  const create = useCreateDraft(dossierId);
  const update = useUpdateDraft();
  const issue = useIssue();
  const remove = useDeleteDraft();
  const [client, setClient] = useState<string | null>(note ? String(note.fk_client_party) : null);
  const [language, setLanguage] = useState<NoteLanguage>(note?.language ?? 'fr');
  const [issueDate, setIssueDate] = useState(note?.issue_date ?? '');
  const [dueDate, setDueDate] = useState(note?.due_date ?? '');
  const [text, setText] = useState(note?.note ?? '');
  const [lines, setLines] = useState<LineValues[]>(
    note?.lines.length
      ? note.lines.map(({ label, quantity, unit_price, vat_rate }) => ({ label, quantity, unit_price, vat_rate }))
      : [emptyLine()],
  );
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const [issueProblem, setIssueProblem] = useState<string | null>(null);
  const setLine = (index: number, patch: Partial<LineValues>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const draftBody = (): DraftBody | null => {
    if (!client) {
      setErrors({ fk_client_party: t('editor.chooseClient') });
      return null;
    }
    setErrors({});
    return {
      fk_client_party: Number(client),
      language,
      issue_date: issueDate || null,
      due_date: dueDate || null,
      note: text || null,
      lines: lines
        .filter((line) => line.label.trim() || line.unit_price.trim())
        .map((line) => ({ ...line, vat_rate: line.vat_rate.trim() || undefined })),
      ...(note && { version: note.version }),
    };
  };

  /** Saves the draft; the saved note (with its totals as the server computed them), or null on a refusal. */
  const save = async (): Promise<Invoice | null> => {
    const body = draftBody();
    if (!body) return null;
    try {
      const saved = note ? await update.mutateAsync({ id: note.id, ...body }) : await create.mutateAsync(body);
      onSaved(saved.id);
      return saved;
    } catch (error) {
      setErrors(fieldErrors(error));
      notifyError(moneyErrorMessage(error, t, t('errors.save')), error);
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save()) notifySuccess(t('editor.saved'));
  };

  const issueNow = async () => {
    const saved = await save();
    if (!saved) return;
    try {
      const issued = await issue.mutateAsync({ id: saved.id, version: saved.version });
      notifySuccess(t('editor.issued'), t('editor.issuedMessage', { number: issued.number }));
    } catch (error) {
      const missing = isApiError(error) && error.code === 'conflict' ? t('editor.noProfile') : null;
      setIssueProblem(missing ?? moneyErrorMessage(error, t, t('errors.save')));
      setErrors(fieldErrors(error));
    }
  };

  const deleteDraft = async () => {
    if (!note) return;
    try {
      await remove.mutateAsync(note.id);
      notifySuccess(t('editor.deleted'));
      onClose();
    } catch (error) {
      notifyError(moneyErrorMessage(error, t, t('errors.save')), error);
    }
  };

  const busy = create.isPending || update.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('editor.titleEdit')}>
      <Stack gap="sm">
        {clients.data && clients.data.items.length === 0 && <Alert color="yellow">{t('editor.noClient')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('editor.client')}
            required
            data={[...new Map((clients.data?.items ?? []).map((party) => [party.id_party, party.name])).entries()].map(
              ([value, label]) => ({ value: String(value), label }),
            )}
            value={client}
            onChange={setClient}
            error={errors.fk_client_party}
            data-autofocus
          />
          <Select
            label={t('editor.language')}
            data={NOTE_LANGUAGES.map((lang) => ({ value: lang, label: t(`editor.languages.${lang}`) }))}
            value={language}
            onChange={(value) => value && setLanguage(value as NoteLanguage)}
            allowDeselect={false}
          />
          <DateField label={t('editor.issueDate')} value={issueDate} onChange={setIssueDate} error={errors.issue_date} />
          <DateField label={t('editor.dueDate')} value={dueDate} onChange={setDueDate} error={errors.due_date} />
        </SimpleGrid>
        <Title order={3} size="h6">
          {t('editor.lines')}
        </Title>
        {errors.lines && (
          <Text c="red" size="sm" role="alert">
            {errors.lines}
          </Text>
        )}
        {lines.map((line, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('editor.lineLabel')}
              value={line.label}
              onChange={(event) => setLine(index, { label: event.currentTarget.value })}
              error={errors[`lines.${index}.label`]}
              style={{ flex: '1 1 14rem' }}
              maxLength={1000}
            />
            <TextInput
              label={t('editor.quantity')}
              inputMode="decimal"
              w="6rem"
              value={line.quantity}
              onChange={(event) => setLine(index, { quantity: event.currentTarget.value })}
              error={errors[`lines.${index}.quantity`]}
            />
            <MoneyField
              label={t('editor.unitPrice')}
              w="9rem"
              value={line.unit_price}
              onChange={(value) => setLine(index, { unit_price: value })}
              error={errors[`lines.${index}.unit_price`]}
            />
            <TextInput
              label={t('editor.vatRate')}
              inputMode="decimal"
              w="6rem"
              placeholder={t('editor.defaultRate')}
              value={line.vat_rate}
              onChange={(event) => setLine(index, { vat_rate: event.currentTarget.value })}
              error={errors[`lines.${index}.vat_rate`]}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('editor.removeLine', { n: index + 1 })}
              onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setLines((current) => [...current, emptyLine()])}
          >
            {t('editor.addLine')}
          </Button>
        </Group>
        <Textarea
          label={t('editor.note')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
        />
        {note && <Totals note={note} caption={t('editor.totals')} />}
        {issueProblem && (
          <Alert color="red" role="alert">
            {issueProblem}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {note ? (
            <ConfirmButton
              size="sm"
              message={t('editor.confirmDelete')}
              onConfirm={deleteDraft}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              {t('editor.deleteDraft')}
            </ConfirmButton>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button type="submit" variant="default" loading={busy}>
              {t('editor.saveDraft')}
            </Button>
            <ConfirmButton
              color="blue"
              variant="filled"
              size="sm"
              message={t('editor.issueConfirm')}
              confirmLabel={t('editor.issue')}
              onConfirm={issueNow}
            >
              {t('editor.issue')}
            </ConfirmButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

function Totals({ note, caption }: { note: Invoice; caption: string }) {
  const { t, i18n } = useTranslation('money');
  const money = (amount: string) => formatMoney(amount, note.currency, i18n.language);
  const rows: [string, string][] = [
    [t('editor.net'), note.totals.net],
    [t('editor.vat'), note.totals.vat],
    ...(Number(note.totals.stamp) !== 0 ? ([[t('editor.stamp'), note.totals.stamp]] as [string, string][]) : []),
    [t('editor.total'), note.totals.total],
  ];
  return (
    <Table withTableBorder maw={360} ms="auto" aria-label={caption}>
      <Table.Tbody>
        {rows.map(([label, amount]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="end">
              <bdi>{money(amount)}</bdi>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** An issued note as it prints (in its own language and direction), with its payments and credit. */
function IssuedNote({ note, canWrite }: { note: Invoice; canWrite: boolean }) {
  const { t, i18n } = useTranslation('money');
  const credit = useCreditNote();
  const money = (amount: string) => formatMoney(amount, note.currency, i18n.language);
  const isOpenInvoice = note.kind === 'invoice' && note.status !== 'draft' && note.status !== 'credited';

  const creditWhole = async () => {
    try {
      const issued = await credit.mutateAsync(note.id);
      notifySuccess(t('view.credited'), t('editor.issuedMessage', { number: issued.number }));
    } catch (error) {
      notifyError(moneyErrorMessage(error, t, t('errors.save')), error);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Badge variant="light">{t(note.kind === 'credit_note' ? 'notes.creditNote' : `status.${note.status}`)}</Badge>
          {note.credited_number && <Text size="sm">{t('notes.creditOf', { number: note.credited_number })}</Text>}
        </Group>
        <Button
          component="a"
          href={`/api/invoices/${note.id}/print`}
          target="_blank"
          rel="noopener"
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={14} aria-hidden />}
        >
          {t('view.print')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Party title={t('view.seller')} name={note.seller.name} address={note.seller.address} identifiers={note.seller.identifiers} />
        <Party title={t('view.client')} name={note.client.name} address={note.client.address} identifiers={note.client.identifiers} />
      </SimpleGrid>
      <Text size="sm">
        {t('notes.issueDate')}: {formatDate(note.issue_date, i18n.language)}
        {note.due_date && ` · ${t('notes.dueDate')}: ${formatDate(note.due_date, i18n.language)}`}
      </Text>
      <ResponsiveTable minWidth={560} striped aria-label={t('editor.lines')}>
        <TableHead
          columns={[
            t('editor.lineLabel'),
            { label: t('editor.quantity'), ta: 'end' },
            { label: t('editor.unitPrice'), ta: 'end' },
            { label: t('editor.vatRate'), ta: 'end' },
            { label: t('editor.net'), ta: 'end' },
          ]}
        />
        <Table.Tbody>
          {note.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <bdi>{line.label}</bdi>
              </Table.Td>
              <Table.Td ta="end">{line.quantity}</Table.Td>
              <Table.Td ta="end">
                <bdi>{money(line.unit_price)}</bdi>
              </Table.Td>
              <Table.Td ta="end">{line.vat_rate}</Table.Td>
              <Table.Td ta="end">
                <bdi>{money(line.net)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <Totals note={note} caption={t('editor.totals')} />
      {note.kind === 'invoice' && (
        <Text size="sm" ta="end">
          {t('notes.paid')}: <bdi>{money(note.paid)}</bdi> · {t('notes.due')}: <bdi>{money(note.due)}</bdi>
        </Text>
      )}
      {note.mentions.length > 0 && (
        <Stack gap={2} lang={note.language} dir={note.language === 'ar' ? 'rtl' : 'ltr'}>
          {note.mentions.map((mention) => (
            <Text key={mention} size="xs" c="dimmed">
              {mention}
            </Text>
          ))}
        </Stack>
      )}
      {canWrite && isOpenInvoice && Number(note.due) > 0 && <PaymentForm note={note} />}
      {canWrite && isOpenInvoice && (
        <Group justify="flex-end">
          <ConfirmButton size="sm" message={t('view.creditConfirm')} confirmLabel={t('view.credit')} onConfirm={creditWhole}>
            {t('view.credit')}
          </ConfirmButton>
        </Group>
      )}
    </Stack>
  );
}

function Party({
  title,
  name,
  address,
  identifiers,
}: {
  title: string;
  name: string;
  address: string | null;
  identifiers: { key: string; value: string }[];
}) {
  const { t } = useTranslation('money');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      <Text fw={600}>
        <bdi>{name}</bdi>
      </Text>
      {address && (
        <Text size="sm">
          <bdi>{address}</bdi>
        </Text>
      )}
      {identifiers.map((identifier) => (
        <Text key={identifier.key} size="sm">
          {t(`identifiers.${identifier.key}`)}: <bdi dir="ltr">{identifier.value}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

function PaymentForm({ note }: { note: Invoice }) {
  const { t } = useTranslation('money');
  const pay = usePay();
  const today = useOfficeToday();
  const [date, setDate] = useState(today);
  const [amount, setAmount] = useState(note.due);
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { date, amount, method, reference };
    const invalid = schemaErrors(paymentCreateBody, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    try {
      await pay.mutateAsync({ id: note.id, ...paymentCreateBody.parse(body) });
      notifySuccess(t('view.paid'));
    } catch (error) {
      setErrors(fieldErrors(error));
      notifyError(moneyErrorMessage(error, t, t('errors.save')), error);
    }
  };

  return (
    <>
      <Divider />
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="payment-title">
        <Title order={3} size="h6" id="payment-title" mb="xs">
          {t('view.payments')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label={t('ledger.date')} required value={date} onChange={setDate} error={errors.date} />
          <MoneyField
            label={t('ledger.amount')}
            required
            currency={note.currency}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <Select
            label={t('ledger.method')}
            data={PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
            allowDeselect={false}
            error={errors.method}
          />
          <TextInput
            label={t('ledger.reference')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            maxLength={200}
            error={errors.reference}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={pay.isPending}>
            {t('view.pay')}
          </Button>
        </Group>
      </form>
    </>
  );
}
