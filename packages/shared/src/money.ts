import { z } from 'zod';
import {
  auditColumns,
  calendarDate,
  idSchema,
  optionalText,
  pagedListOf,
  pageQuery,
  requiredText,
  storableString,
  versionInput,
} from './common';
import { LIMITS } from './limits';

/** Who may see and change the money of the office's dossiers (administrators always write). */
export const MONEY_ACCESS = ['none', 'read', 'write'] as const;
export type MoneyAccess = (typeof MONEY_ACCESS)[number];

export const ENTRY_KINDS = [
  'fee_agreement',
  'provision_requested',
  'provision_received',
  'disbursement',
  'fee',
  'payment_received',
  'refund',
  'bar_deposit',
  'bar_release',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
/** Kinds a fee note's line may bill. */
export const BILLABLE_KINDS = ['fee', 'disbursement'] as const satisfies readonly EntryKind[];

export const PAYMENT_METHODS = ['cash', 'cheque', 'transfer', 'bar_account', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const NOTE_LANGUAGES = ['fr', 'ar', 'en'] as const;
export type NoteLanguage = (typeof NOTE_LANGUAGES)[number];

export const FISCAL_COUNTRIES = ['MA', 'TN', 'DZ', 'FR'] as const;
export type FiscalCountry = (typeof FISCAL_COUNTRIES)[number];
/** The legal identifiers a fee note may print, for the office (seller) and its client. */
export const FISCAL_IDENTIFIERS = [
  'ice',
  'if',
  'tp',
  'rc',
  'cnss',
  'matricule_fiscal',
  'nif',
  'nis',
  'ai',
  'siret',
  'vat_number',
  'bar_number',
] as const;
export type FiscalIdentifier = (typeof FISCAL_IDENTIFIERS)[number];

/** The minor units of each currency (ISO 4217): amounts are integers of these. */
const CURRENCY_PLACES: Record<string, number> = { TND: 3, XOF: 0 };
export const currencyPlaces = (currency: string): number => CURRENCY_PLACES[currency] ?? 2;

/** The shared calendar date: its range (1900–2199) refuses a typo such as 3026 rather than keeping it. */
export const moneyDate = calendarDate;
const optionalMoneyDate = z
  .union([moneyDate, z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount with at most three decimals';
export const NEGATIVE_MONEY_MESSAGE = 'An amount cannot be negative';
/**
 * An amount as typed: a number or a decimal string, never negative, at most three places (the
 * service checks the currency's own places). Out: the decimal text, as exact as it came.
 */
export const amountInput = z.union([z.number(), z.string().trim().max(24)]).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v;
  if (/^-\d+(\.\d*)?$/.test(text) && Number(text) !== 0) {
    ctx.addIssue({ code: 'custom', message: NEGATIVE_MONEY_MESSAGE });
    return z.NEVER;
  }
  if (!/^-?\d{1,15}(\.\d{1,3})?$/.test(text) || Math.abs(Number(text)) > LIMITS.moneyMax) {
    ctx.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return text.replace(/^-/, '');
});
/** Out: the amount with the currency's places ("1250.00", "1250.500" in TND); a credit note's are negative. */
export const amountOutput = z.string().regex(/^-?\d+(\.\d{1,3})?$/);

export const QUANTITY_MESSAGE = 'Enter a quantity above 0 with at most three decimals';
export const quantityInput = z.union([z.number(), z.string().trim().max(16)]).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v;
  if (!/^\d{1,7}(\.\d{1,3})?$/.test(text) || Number(text) <= 0) {
    ctx.addIssue({ code: 'custom', message: QUANTITY_MESSAGE });
    return z.NEVER;
  }
  return text;
});

export const VAT_RATE_MESSAGE = 'Enter a VAT rate from 0 to 100 with at most two decimals';
export const vatRateInput = z.union([z.number(), z.string().trim().max(8)]).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    ctx.addIssue({ code: 'custom', message: VAT_RATE_MESSAGE });
    return z.NEVER;
  }
  return text;
});

const PERCENT_MESSAGE = 'Enter a percentage from 0 to 100 with at most two decimals';
const percentInput = z
  .union([z.literal(''), z.null(), z.number(), z.string().trim().max(8)])
  .transform((v, ctx) => {
    if (v === '' || v === null) return null;
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
      ctx.addIssue({ code: 'custom', message: PERCENT_MESSAGE });
      return z.NEVER;
    }
    return text;
  })
  .optional();

const optionalId = z.union([idSchema, z.null()]).optional();

export const ENTRY_LABEL_REQUIRED = 'Label is required';
const entryFields = {
  kind: z.enum(ENTRY_KINDS, { error: 'Choose a kind of entry' }),
  date: moneyDate,
  amount: amountInput,
  label: requiredText(ENTRY_LABEL_REQUIRED),
  /** Who paid or was paid. */
  fk_party: optionalId,
  /** The court level the entry belongs to (a fee per level). */
  fk_stage: optionalId,
  billable: z.boolean().default(false),
  /** A fee agreement's result fee, as a percentage of what is recovered. */
  result_percent: percentInput,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }).nullable().optional(),
  reference: optionalText(LIMITS.shortText),
};
export const entryCreateBody = z.object(entryFields);
export type EntryCreateBody = z.infer<typeof entryCreateBody>;
export const entryPatchBody = z
  .object({
    kind: entryFields.kind.optional(),
    date: moneyDate.optional(),
    amount: amountInput.optional(),
    label: entryFields.label.optional(),
    fk_party: optionalId,
    fk_stage: optionalId,
    billable: z.boolean().optional(),
    result_percent: percentInput,
    method: entryFields.method,
    reference: entryFields.reference,
    version: versionInput,
  })
  .strict();
export type EntryPatchBody = z.infer<typeof entryPatchBody>;

export const entrySchema = z.object({
  id: z.number().int(),
  fk_dossier: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  date: z.string(),
  amount: amountOutput,
  currency: z.string(),
  label: z.string(),
  fk_party: z.number().int().nullable(),
  party_name: z.string().nullable(),
  fk_stage: z.number().int().nullable(),
  billable: z.boolean(),
  fk_invoice: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  result_percent: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  ...auditColumns,
});
export type MoneyEntry = z.infer<typeof entrySchema>;

export const BALANCE_NAMES = [
  'provisions_requested',
  'provisions_received',
  'disbursements',
  'fees',
  'invoiced',
  'paid',
  'due',
  'bar_account',
] as const;
export type BalanceName = (typeof BALANCE_NAMES)[number];
export const balancesSchema = z.object(
  Object.fromEntries(BALANCE_NAMES.map((name) => [name, amountOutput])) as Record<BalanceName, typeof amountOutput>,
);
export type Balances = z.infer<typeof balancesSchema>;

export const dossierMoneySchema = z.object({
  currency: z.string(),
  entries: z.array(entrySchema),
  balances: balancesSchema,
});
export type DossierMoney = z.infer<typeof dossierMoneySchema>;

/* Fiscal profiles */

export const fiscalIdentifierRuleSchema = z.object({
  key: z.enum(FISCAL_IDENTIFIERS),
  /** Whose identifier: the office's (seller) or its client's. */
  holder: z.enum(['seller', 'client']),
  /** A fee note cannot be issued without it (seller) / it is printed when known (client). */
  required: z.boolean(),
  label: z.string(),
});
export const fiscalProfileSchema = z.object({
  country: z.enum(FISCAL_COUNTRIES),
  currency: z.string(),
  vat_rates: z.array(z.string()),
  default_vat_rate: z.string(),
  decimals: z.number().int(),
  /** A duty added once to each fee note (Tunisia's fiscal stamp), or none. */
  stamp: z.object({ amount: z.string(), label: z.string() }).nullable(),
  identifiers: z.array(fiscalIdentifierRuleSchema),
  /** The legal texts the profile follows. */
  source: z.string(),
  /** Rates and mentions the office must confirm with its accountant before issuing. */
  to_confirm: z.string(),
  /** The lines a fee note in this country must print (legal mentions), by language. */
  mentions: z.object({ fr: z.array(z.string()), ar: z.array(z.string()), en: z.array(z.string()) }),
});
export type FiscalProfile = z.infer<typeof fiscalProfileSchema>;
export const fiscalProfilesResponse = z.object({ items: z.array(fiscalProfileSchema), total: z.number().int() });

export const officeIdentifiersSchema = z.partialRecord(
  z.enum(FISCAL_IDENTIFIERS),
  storableString().trim().max(64, { error: 'This text is too long' }),
);
export type OfficeIdentifiers = z.infer<typeof officeIdentifiersSchema>;

/* Fee notes */

export const LINES_REQUIRED = 'Add at least one line';
export const lineInput = z.object({
  label: requiredText(ENTRY_LABEL_REQUIRED, LIMITS.mediumText),
  quantity: quantityInput.default('1'),
  unit_price: amountInput,
  /** Empty: the fiscal profile's default rate. */
  vat_rate: vatRateInput.optional(),
  fk_entry: optionalId,
});
export type LineInput = z.infer<typeof lineInput>;
const linesInput = z.array(lineInput, { error: LINES_REQUIRED }).max(200);

export const invoiceCreateBody = z.object({
  fk_dossier: idSchema,
  fk_client_party: idSchema,
  lines: linesInput.default([]),
  issue_date: optionalMoneyDate,
  due_date: optionalMoneyDate,
  language: z.enum(NOTE_LANGUAGES, { error: 'Choose French, Arabic or English' }).default('fr'),
  client_identifiers: officeIdentifiersSchema.optional(),
  note: optionalText(LIMITS.mediumText),
});
export type InvoiceCreateBody = z.infer<typeof invoiceCreateBody>;
export const invoicePatchBody = z
  .object({
    fk_client_party: idSchema.optional(),
    lines: linesInput.optional(),
    issue_date: optionalMoneyDate,
    due_date: optionalMoneyDate,
    language: z.enum(NOTE_LANGUAGES, { error: 'Choose French, Arabic or English' }).optional(),
    client_identifiers: officeIdentifiersSchema.optional(),
    note: optionalText(LIMITS.mediumText),
    version: versionInput,
  })
  .strict();
export type InvoicePatchBody = z.infer<typeof invoicePatchBody>;
export const invoiceIssueBody = z.object({ version: versionInput }).default({});
export const creditNoteBody = z
  .object({
    /** The ids of the credited note's lines to credit; all of them when absent. */
    lines: z.array(idSchema).min(1, { error: LINES_REQUIRED }).max(200).optional(),
    issue_date: optionalMoneyDate,
  })
  .default({});

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  quantity: z.string(),
  unit_price: amountOutput,
  vat_rate: z.string(),
  fk_entry: z.number().int().nullable(),
  net: amountOutput,
  vat: amountOutput,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const totalsSchema = z.object({ net: amountOutput, vat: amountOutput, stamp: amountOutput, total: amountOutput });
export type InvoiceTotals = z.infer<typeof totalsSchema>;

const identifierValues = z.array(z.object({ key: z.enum(FISCAL_IDENTIFIERS), label: z.string(), value: z.string() }));
export const sellerSchema = z.object({ name: z.string(), address: z.string().nullable(), identifiers: identifierValues });
export const clientSchema = z.object({
  id_party: z.number().int(),
  name: z.string(),
  name_ar: z.string().nullable(),
  address: z.string().nullable(),
  identifiers: identifierValues,
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(INVOICE_KINDS),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  fk_client_party: z.number().int(),
  credited_invoice: z.number().int().nullable(),
  credited_number: z.string().nullable(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  totals: totalsSchema,
  /** Received against this note (a credit note's: nothing). */
  paid: amountOutput,
  /** Still owed: the total, less credit notes and payments. */
  due: amountOutput,
  currency: z.string(),
  language: z.enum(NOTE_LANGUAGES),
  fiscal_profile: z.enum(FISCAL_COUNTRIES).nullable(),
  /** As printed: the office's and the client's names and identifiers, kept as they were at issue. */
  seller: sellerSchema,
  client: clientSchema,
  client_identifiers: officeIdentifiersSchema,
  note: z.string().nullable(),
  mentions: z.array(z.string()),
  ...auditColumns,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema.omit({ lines: true, seller: true, mentions: true, client_identifiers: true });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListQuery = pageQuery.omit({ sort: true }).extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  client: idSchema.optional(),
  dossier: idSchema.optional(),
  year: z.coerce.number().int().min(1900).max(2199).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
export const invoiceListResponse = pagedListOf(invoiceSummarySchema);
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

export const paymentCreateBody = z.object({
  date: moneyDate,
  amount: amountInput,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  reference: optionalText(LIMITS.shortText),
});
export type PaymentCreateBody = z.infer<typeof paymentCreateBody>;
/** A payment is a ledger entry of kind `payment_received` on its note. */
export const paymentResponse = z.object({ payment: entrySchema, invoice: invoiceSummarySchema });

/* Numbering */

/** The highest number a series may be set to start from. */
export const NEXT_NUMBER_MAX = 999_999;
export const NEXT_NUMBER_MESSAGE = 'Enter a whole number from 1 to 999999';
/** Where a series of the current year stands: the last number taken (0: none yet) and the next. */
export const numberingSeriesSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  series: z.string(),
  last_number: z.number().int(),
  next_number: z.number().int(),
  /** The next note's number as it will print ("2026-0057"). */
  next: z.string(),
});
export const numberingSchema = z.object({ year: z.number().int(), series: z.array(numberingSeriesSchema) });
export type Numbering = z.infer<typeof numberingSchema>;
/**
 * The number the current year's series goes on from (an office that starts with Cabinet after
 * numbering its notes elsewhere since January): never back, never onto a number already given.
 */
export const numberingPatchBody = z
  .object({
    kind: z.enum(INVOICE_KINDS).default('invoice'),
    next_number: z.coerce
      .number({ error: NEXT_NUMBER_MESSAGE })
      .int({ error: NEXT_NUMBER_MESSAGE })
      .min(1, { error: NEXT_NUMBER_MESSAGE })
      .max(NEXT_NUMBER_MAX, { error: NEXT_NUMBER_MESSAGE }),
  })
  .strict();
export type NumberingPatchBody = z.infer<typeof numberingPatchBody>;

/* Reports */

export const clientStatementQuery = z.object({
  from: moneyDate.optional(),
  to: moneyDate.optional(),
  format: z.enum(['json', 'csv', 'html']).default('json'),
  language: z.enum(NOTE_LANGUAGES).optional(),
});
export type ClientStatementQuery = z.infer<typeof clientStatementQuery>;

export const statementDossierSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  role: z.string(),
  tribunal: z.string().nullable(),
  /** The furthest court level with a case number (the dossier's legacy numbers): first_instance, appeal, cassation, notification, enforcement. */
  level: z.string().nullable(),
  court_number: z.string().nullable(),
  next_hearing: z.string().nullable(),
  claimed: amountOutput.nullable(),
  awarded: amountOutput.nullable(),
  invoiced: amountOutput,
  paid: amountOutput,
  due: amountOutput,
  bar_account: amountOutput,
});
export type StatementDossier = z.infer<typeof statementDossierSchema>;

export const clientStatementSchema = z.object({
  client: clientSchema,
  currency: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  dossiers: z.array(statementDossierSchema),
  invoices: z.array(invoiceSummarySchema),
  totals: z.object({ invoiced: amountOutput, paid: amountOutput, due: amountOutput, bar_account: amountOutput }),
});
export type ClientStatement = z.infer<typeof clientStatementSchema>;

export const outstandingProvisionSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  requested: amountOutput,
  received: amountOutput,
  due: amountOutput,
});
export const outstandingSchema = z.object({
  currency: z.string(),
  invoices: z.array(invoiceSummarySchema),
  provisions: z.array(outstandingProvisionSchema),
  totals: z.object({ invoices: amountOutput, provisions: amountOutput }),
});
export type Outstanding = z.infer<typeof outstandingSchema>;

export const feeDossiersQuery = z.object({
  year: z.coerce.number().int().min(1900).max(2199),
  format: z.enum(['json', 'csv']).default('json'),
  language: z.enum(NOTE_LANGUAGES).optional(),
});
export const feeDossierSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  tribunal: z.string().nullable(),
  level: z.string().nullable(),
  court_number: z.string().nullable(),
  first_received: z.string(),
  received: amountOutput,
});
export const feeDossiersResponse = z.object({
  year: z.number().int(),
  currency: z.string(),
  items: z.array(feeDossierSchema),
  total: z.number().int(),
});
export type FeeDossiers = z.infer<typeof feeDossiersResponse>;

/* Payments received, office-wide */

export const PAYMENT_RANGE_ORDER = 'The end date must not be before the start date';
export const paymentListQuery = pageQuery
  .omit({ sort: true })
  .extend({
    /** Received on or after / on or before (the payment's date). */
    from: moneyDate.optional(),
    to: moneyDate.optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    /** The client who paid (the note's client). */
    client: idSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
    language: z.enum(NOTE_LANGUAGES).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: PAYMENT_RANGE_ORDER });
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

/** A payment received against a fee note: a ledger entry of kind `payment_received`. */
export const paymentItemSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  amount: amountOutput,
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  fk_invoice: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  fk_party: z.number().int().nullable(),
  party_name: z.string().nullable(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;
export const paymentListResponse = z.object({
  items: z.array(paymentItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  currency: z.string(),
  /** The sum of every payment the filters match (all pages). */
  total_amount: amountOutput,
});
export type PaymentList = z.infer<typeof paymentListResponse>;
