import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { StageKind, StageOutcome } from '@cabinet/shared';

/** Audit and concurrency columns carried by every business record. */
interface AuditColumns {
  created_at: string;
  created_by: number | null;
  modified_at: string;
  modified_by: number | null;
  version: Generated<number>;
}

/**
 * The tables the old system had: an imported author name that matches no account (see migration
 * 010), and moments the old system never recorded left unknown (migration 019). Cabinet's own
 * writes always set both moments.
 */
interface LegacyRecordColumns extends Omit<AuditColumns, 'created_at' | 'modified_at'> {
  created_by_name: Generated<string | null>;
  modified_by_name: Generated<string | null>;
  created_at: string | null;
  modified_at: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  username: string | null;
  password_hash: string;
  role: 'admin' | 'user';
  status: 'active' | 'pending' | 'disabled';
  created_at: string;
  updated_at: string;
  /** The language of the account's e-mails and calendar feed: its choice, or the app's while it follows the app. */
  language: Generated<'en' | 'fr' | 'ar'>;
  /** The language the account last used in the app (recorded at sign-in and when it changes). */
  app_language: 'en' | 'fr' | 'ar' | null;
  /** 1 while `language` follows `app_language`; 0 once the account chose one in its profile. */
  language_follows_app: Generated<number>;
  /** 0 or 1 on both dialects. */
  daily_digest: Generated<number>;
  prefer_mine: Generated<number>;
  money: Generated<'none' | 'read' | 'write'>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
}

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

export interface SettingsTable {
  id: number;
  office_name: string;
  timezone: string;
  currency: string;
  stale_months: number;
  registration: 'approval' | 'open' | 'closed';
  session_idle_minutes: number;
  session_absolute_hours: number;
  max_upload_mb: Generated<number>;
  country: string | null;
  /** ISO weekdays, comma separated ("6,7"). */
  weekend_days: Generated<string>;
  digest_hour: number | null;
  arabic_months: Generated<'ma' | 'tn' | 'mashriq'>;
  fiscal_profile: string | null;
  /** JSON: the office's legal identifiers by key (ICE, IF, matricule fiscal, NIF…). */
  office_identifiers: Generated<string>;
  office_address: string | null;
  bailiff_title: 'commissaire_judiciaire' | 'huissier_de_justice' | 'commissaire_de_justice' | null;
  instrument_numbers: 'filing' | 'decision' | null;
  /** The action type a level's recorded notification adds (migration 029); null until the office chooses. */
  notification_action_type: Generated<number | null>;
  modified_at: string;
  modified_by: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  entity: string;
  entity_id: number;
  operation: 'create' | 'update' | 'delete' | 'restore' | 'download' | 'import';
  changes: string;
  /** The dossier an entry belongs to (the dossier itself or one of its actions), for its history. */
  dossier_id: number | null;
}

export interface TypeActionTable extends LegacyRecordColumns {
  id_type_action: Generated<number>;
  libelle: string;
  description: string | null;
  effect: 'none' | 'expertise' | 'dossier_field';
  dossier_field: string | null;
  label_en: Generated<string | null>;
  label_fr: Generated<string | null>;
  label_ar: Generated<string | null>;
  /** Set on Cabinet's own shipped types only (`shipped-action-types.ts`): what finds them whatever their id. */
  code: Generated<string | null>;
}

export interface TypeExpertiseTable extends LegacyRecordColumns {
  id_type_expertise: Generated<number>;
  libelle: string;
  description: string | null;
}

export interface TypeAffaireBureauTable extends LegacyRecordColumns {
  id_type_affaire_bureau: Generated<number>;
  libelle: string;
  description: string | null;
}

export interface ExpertTable extends LegacyRecordColumns {
  id_expert: Generated<number>;
  nom: string;
  /** The name in Arabic, when the office gave one; the French `nom` stands in otherwise. */
  nom_ar: string | null;
  specialite: string;
  tel: string | null;
  email: string | null;
  adresse: string | null;
  fk_type_expertise: number | null;
  search_text: string;
}

export interface TribunalTable extends LegacyRecordColumns {
  id_tribunal: Generated<number>;
  nom: string;
  /** The name in Arabic, when the office gave one; the French `nom` stands in otherwise. */
  nom_ar: string | null;
  ville: string;
  adresse: string | null;
  telephone: string | null;
}

export interface DossierTable extends LegacyRecordColumns {
  id_dossier: Generated<number>;
  ref_dossier_bureau: number;
  /** Null only for an old dossier imported without one (migration 019). */
  date_inscription_bureau: string | null;
  fk_type_affaire_bureau: number | null;
  fk_tribunal: number | null;
  /** Integer cents: exact, never a binary float. */
  montant_dette: number | null;
  num_police: string | null;
  nom_responsable_civil: string | null;
  accusation: string | null;
  date_accident: string | null;
  matricule_vehicule: string | null;
  num_plainte_police: string | null;
  num_plainte_tribunal: string | null;
  num_dossier_tribunal: string | null;
  num_pv_police: string | null;
  num_pv_tribunal: string | null;
  num_dossier_tribunal_a: string | null;
  num_dossier_tribunal_c: string | null;
  num_dossier_tribunal_n: string | null;
  num_dossier_tribunal_e: string | null;
  num_instrument_a: string | null;
  num_instrument_c: string | null;
  /** Normalized (lower case, no accents) text of the searchable fields, maintained on write. */
  search_text: string;
  /** Latest date_action among the dossier's actions, maintained on write (stale rule). */
  /** The latest date_action of the dossier's actions that is today or before (office time zone). */
  last_action_date: string | null;
  deleted_at: string | null;
  deleted_by: number | null;
  fk_responsible: number | null;
  /** 0 or 1: brought in as it was by an import (a kept duplicate, an unknown date, a deleted record's id): the office checks it. */
  to_review: Generated<number>;
  /** 0 or 1: an old duplicate reference kept by an import; the live-reference index leaves it out until the reference changes. */
  ref_duplicate_kept: Generated<number>;
}

export interface ActionTable extends LegacyRecordColumns {
  id_action: Generated<number>;
  fk_dossier: number;
  date_action: string;
  fk_type_action: number | null;
  contenu: string | null;
  date_prochaine: string | null;
  fk_assignee: number | null;
  /** How the act was served (a notification), where the law gives different periods. */
  service_mode: Generated<'in_person' | 'domicile' | null>;
  /** A hearing's time, `HH:MM`. */
  hearing_time: Generated<string | null>;
  room: Generated<string | null>;
  /** The court level the action belongs to. */
  fk_stage: Generated<number | null>;
}

export interface ExpertiseTable {
  id_expertise: Generated<number>;
  fk_action: number;
  fk_type_expertise: number | null;
  fk_expert: number | null;
  /** Integer cents. */
  frais: number | null;
  contenu: string | null;
}

export interface PartyTable extends AuditColumns {
  id_party: Generated<number>;
  kind: 'person' | 'organisation';
  name: string;
  name_ar: string | null;
  national_id: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  note: string | null;
  /** The language the office writes to the party in. */
  language: Generated<'fr' | 'ar' | 'en' | null>;
  /** Folded name (foldText), compared for equality by the conflict check. */
  name_key: string;
  name_ar_key: string | null;
  /** Folded national id, unique among live parties. */
  national_id_key: string | null;
  /** Folded names for the substring search, maintained on write. */
  search_text: string;
  deleted_at: string | null;
  deleted_by: number | null;
}

export interface DossierPartyTable {
  fk_dossier: number;
  fk_party: number;
  role: 'client' | 'adverse' | 'insurer' | 'civilly_liable' | 'victim' | 'bailiff' | 'opposing_lawyer' | 'other';
  created_at: string;
  created_by: number | null;
}

/** A level of a dossier's path through the courts (migration 028). */
export interface StageTable extends AuditColumns {
  id: Generated<number>;
  fk_dossier: number;
  kind: StageKind;
  fk_tribunal: number | null;
  file_number: string | null;
  file_code: string | null;
  file_year: string | null;
  file_chamber: string | null;
  file_section: string | null;
  file_raw: string | null;
  national_number: string | null;
  filing_ref: string | null;
  filed_on: string | null;
  judge: string | null;
  chamber: string | null;
  decision_number: string | null;
  decision_date: string | null;
  outcome: StageOutcome | null;
  /** Integer cents. */
  amount_awarded: number | null;
  fk_bailiff_party: number | null;
  notified_on: string | null;
  status: Generated<'open' | 'closed'>;
  note: string | null;
}

export interface DeadlineRuleTable extends AuditColumns {
  id: Generated<number>;
  label: string;
  label_en: string | null;
  label_fr: string | null;
  label_ar: string | null;
  /** Part two's length, kept for older readers: the months when there are any, else the days. */
  amount: number;
  unit: 'days' | 'months';
  /** The length the engine counts: months first, then days. */
  months: Generated<number>;
  days: Generated<number>;
  /** 0 or 1. */
  franc: number;
  legal_reference: string | null;
  legal_reference_en: Generated<string | null>;
  legal_reference_fr: Generated<string | null>;
  legal_reference_ar: Generated<string | null>;
  country: string | null;
  service_mode: Generated<'any' | 'in_person' | 'domicile'>;
  /** The rule whose deadline this one follows, and on which of its events. */
  start_after_rule: Generated<number | null>;
  start_after_event: Generated<'due' | 'done' | null>;
  valid_from: Generated<string | null>;
  valid_to: Generated<string | null>;
  /** The shipped preset the row came from. */
  preset_key: Generated<string | null>;
  /** 0 or 1. */
  active: number;
}

export interface DeadlineRuleTriggerTable {
  rule_id: number;
  id_type_action: number;
}

/** Part two's calendar days, kept only to load an export of part two (then sorted into calendar_entry). */
export interface CalendarDayTable {
  date: string;
  /** 1: a holiday the office works; 0: a day the office is closed. */
  working: number;
  label: string | null;
  created_at: string;
  created_by: number | null;
}

export interface CalendarEntryTable {
  id: Generated<number>;
  date: string;
  kind: 'holiday' | 'office_closed' | 'worked' | 'unsorted';
  /** Whose legal calendar a holiday or worked day belongs to; null for the office's own closures. */
  country: string | null;
  label: string | null;
  /** The official source of a holiday. */
  source: string | null;
  /** The predicted day of an Islamic feast this official date replaces. */
  replaces: string | null;
  created_at: string;
  created_by: number | null;
}

export interface DeadlineTable extends AuditColumns {
  id: Generated<number>;
  fk_dossier: number;
  fk_rule: number;
  trigger_action_id: number;
  start_date: string;
  due_date: string;
  status: 'open' | 'done' | 'waived';
  completed_action_id: number | null;
  note: string | null;
  /** The rule as counted: later edits of the rule leave it. */
  counted_months: Generated<number>;
  counted_days: Generated<number>;
  /** 0 or 1. */
  counted_franc: Generated<number>;
  counted_country: Generated<string | null>;
  /** 1: counted on the office's calendar before the law's calendars; kept until the office recounts. */
  counted_legacy: Generated<number>;
  /** The deadline this one follows (a rule that starts after another). */
  fk_after: Generated<number | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  type_action: TypeActionTable;
  type_expertise: TypeExpertiseTable;
  type_affaire_bureau: TypeAffaireBureauTable;
  expert: ExpertTable;
  tribunal: TribunalTable;
  dossier: DossierTable;
  action: ActionTable;
  expertise: ExpertiseTable;
  document: DocumentTable;
  document_text: DocumentTextTable;
  party: PartyTable;
  dossier_party: DossierPartyTable;
  deadline_rule: DeadlineRuleTable;
  deadline_rule_trigger: DeadlineRuleTriggerTable;
  calendar_day: CalendarDayTable;
  calendar_entry: CalendarEntryTable;
  deadline: DeadlineTable;
  stage: StageTable;
  calendar_feed: CalendarFeedTable;
  feed_secret: FeedSecretTable;
  digest_claim: DigestClaimTable;
  mail_log: MailLogTable;
  daily_upkeep: DailyUpkeepTable;
  money_entry: MoneyEntryTable;
  invoice: InvoiceTable;
  invoice_line: InvoiceLineTable;
  invoice_series: InvoiceSeriesTable;
  template: TemplateTable;
  template_example_seed: TemplateExampleSeedTable;
}

/** An office's Word template (migration 030); its bytes are in the document storage under `storage_key`. */
export interface TemplateTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  language: 'fr' | 'ar';
  purpose: string;
  filename: string;
  size: number;
  sha256: string;
  storage_key: string;
  /** JSON: the placeholders found in the file, as `name` or `loop.field`. */
  tags: string;
  /** 0 or 1: one of Cabinet's examples. */
  is_example: Generated<number>;
  example_key: string | null;
}

/** The examples once added to this database (by key), deleted since or not. */
export interface TemplateExampleSeedTable {
  example_key: string;
  seeded_at: string;
}

/** Work done once per office day: the day it was last done for, by name. */
export interface DailyUpkeepTable {
  name: string;
  day: string;
}

/** A line of a dossier's ledger. Amounts in the currency's minor units. */
export interface MoneyEntryTable extends AuditColumns {
  id: Generated<number>;
  fk_dossier: number;
  kind:
    | 'fee_agreement'
    | 'provision_requested'
    | 'provision_received'
    | 'disbursement'
    | 'fee'
    | 'payment_received'
    | 'refund'
    | 'bar_deposit'
    | 'bar_release';
  date: string;
  amount: number;
  currency: string;
  label: string;
  fk_party: number | null;
  fk_stage: number | null;
  /** 0 or 1. */
  billable: Generated<number>;
  /** The fee note that bills it, or that it pays. */
  fk_invoice: number | null;
  /** Hundredths of a percent. */
  result_percent: number | null;
  method: 'cash' | 'cheque' | 'transfer' | 'bar_account' | 'card' | null;
  reference: string | null;
}

/** A fee note or a credit note; numbered (series, seq, number) when issued, and never changed after. */
export interface InvoiceTable extends AuditColumns {
  id: Generated<number>;
  kind: 'invoice' | 'credit_note';
  status: 'draft' | 'issued';
  series: string | null;
  seq: number | null;
  number: string | null;
  fk_dossier: number;
  fk_client_party: number;
  credited_invoice: number | null;
  issue_date: string | null;
  due_date: string | null;
  language: 'fr' | 'ar' | 'en';
  currency: string;
  fiscal_profile: string | null;
  net: Generated<number>;
  vat: Generated<number>;
  stamp: Generated<number>;
  total: Generated<number>;
  /** JSON, as printed: set at issue. */
  seller: string | null;
  client: string | null;
  /** JSON: the client's identifiers to print. */
  client_identifiers: Generated<string>;
  note: string | null;
  issued_at: string | null;
  issued_by: number | null;
}

export interface InvoiceLineTable {
  id: Generated<number>;
  fk_invoice: number;
  position: number;
  label: string;
  /** Thousandths. */
  quantity: number;
  unit_price: number;
  /** Hundredths of a percent. */
  vat_rate: number;
  fk_entry: number | null;
  net: number;
  vat: number;
  /** On a credit note: the line it credits. */
  fk_credited_line: number | null;
}

/** The last number given in a series ("2026", "AV-2026"). */
export interface InvoiceSeriesTable {
  series: string;
  last_number: number;
  modified_at: string;
}

export interface CalendarFeedTable {
  user_id: number;
  token_hash: string;
  /** Changed by a rotation: the token is derived from it and the office's feed secret. */
  nonce: string;
  created_at: string;
}

export interface FeedSecretTable {
  id: number;
  secret: string;
}

export type DigestClaimStatus = 'sending' | 'sent' | 'failed' | 'empty';
export interface DigestClaimTable {
  user_id: number;
  day: string;
  status: DigestClaimStatus;
  attempts: Generated<number>;
  /** Epoch milliseconds; bigint on PostgreSQL. */
  claimed_at: number;
  error: string | null;
}

export interface MailLogTable {
  id: Generated<number>;
  at: string;
  to_address: string;
  user_id: number | null;
  kind: 'digest' | 'test';
  status: 'sent' | 'failed';
  error: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DossierRow = Selectable<DossierTable>;
export type ActionRow = Selectable<ActionTable>;
export type ExpertiseRow = Selectable<ExpertiseTable>;

export interface DocumentTable {
  id_document: Generated<number>;
  fk_dossier: number;
  fk_action: number | null;
  filename: string;
  title: string | null;
  content_type: string;
  size: number;
  sha256: string;
  /** Where the bytes live in the storage (content-addressed: derived from sha256). */
  storage_key: string;
  uploaded_at: string;
  uploaded_by: number | null;
  modified_at: string;
  modified_by: number | null;
  version: Generated<number>;
  deleted_at: string | null;
  deleted_by: number | null;
  /** Whether its words were read (migration 030): pending, done, failed, none. */
  text_status: Generated<string>;
  text_language: string | null;
  text_error: string | null;
  /** Who is reading it now (a random token) and until when the claim holds. */
  text_claim: string | null;
  text_claimed_until: string | null;
  /** How many times reading it was started: a document that stops every reader is given up on. */
  text_attempts: Generated<number>;
}
/** The words of a document, as read and as folded for the search (migration 030). */
export interface DocumentTextTable {
  id_document: number;
  content: string;
  folded: string;
  /** The text's position (in code points) of every CHECKPOINT_STEP-th folded character, comma separated. */
  checkpoints: string;
  method: string;
  pages: number | null;
  extracted_at: string;
}
export type PartyRow = Selectable<PartyTable>;
