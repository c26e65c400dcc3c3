import type { ArabicMonthStyle, PartyRole, StageKind, StageOutcome, TemplateLanguage } from '@cabinet/shared';

/** A name in both scripts: the French (or Latin) one, and the Arabic one when there is one. */
export interface BothNames {
  fr: string | null;
  ar: string | null;
}

export interface LevelSource {
  kind: StageKind;
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
  /** Minor units of the office's currency. */
  amount_awarded: number | null;
  notified_on: string | null;
  tribunal: BothNames;
  bailiff: BothNames;
}

export interface PartySource {
  role: PartyRole;
  name: string;
  name_ar: string | null;
  address: string | null;
  national_id: string | null;
}

export interface HearingSource {
  date: string;
  time: string | null;
  room: string | null;
  tribunal: BothNames;
}

export interface FeeLineSource {
  label: string;
  /** Decimal text as the money module gives it ("1.000", "1250.00", "20.00"). */
  quantity: string;
  unit_price: string;
  vat_rate: string;
  net: string;
  vat: string;
}

export interface FeeNoteSource {
  number: string | null;
  issue_date: string | null;
  due_date: string | null;
  currency: string;
  client: BothNames;
  net: string;
  vat: string;
  stamp: string;
  total: string;
  lines: FeeLineSource[];
}

/** Everything a template may be filled with, read once before the filling. */
export interface FillSource {
  /** The template's language: dates, amounts in words and labels are written in it. */
  lang: TemplateLanguage;
  arabicMonths: ArabicMonthStyle;
  /** The office's currency (amounts of the dossier and its levels). */
  currency: string;
  /** Today in the office's time zone. */
  today: string;
  office: { name: string; address: string | null };
  /** The dossier's responsible lawyer, and who generates the document. */
  lawyer: string | null;
  user: string | null;
  dossier: {
    reference: number;
    registered_on: string | null;
    case_type: string | null;
    tribunal: BothNames;
    /** Minor units. */
    claim_amount: number | null;
    policy_number: string | null;
    civilly_liable: string | null;
    charge: string | null;
    accident_date: string | null;
    vehicle_plate: string | null;
    police_report_number: string | null;
    police_complaint_number: string | null;
  };
  /** The latest level of each kind. */
  levels: Partial<Record<StageKind, LevelSource>>;
  /** Every level, in the order they were opened. */
  allLevels: LevelSource[];
  /** The level chosen for the `stage_*` placeholders. */
  stage: LevelSource | null;
  parties: PartySource[];
  hearing: HearingSource | null;
  feeNote: FeeNoteSource | null;
}
