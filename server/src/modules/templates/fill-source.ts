import type { Invoice, StageKind, TemplateLanguage } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Settings } from '../../lib/settings-reader';
import { createCourtLevelsRepository, type CourtLevelRow } from './court-levels.repository';
import type { FillSource, LevelSource } from './fill/source';
import { createTemplateSourceRepository } from './template-source.repository';

const both = (fr: string | null, ar: string | null) => ({ fr, ar });
const minor = (value: number | string | null) => (value === null ? null : Number(value));

function toLevel(row: CourtLevelRow): LevelSource {
  return {
    kind: row.kind,
    file_number: row.file_number,
    file_code: row.file_code,
    file_year: row.file_year,
    file_chamber: row.file_chamber,
    file_section: row.file_section,
    file_raw: row.file_raw,
    national_number: row.national_number,
    filing_ref: row.filing_ref,
    filed_on: row.filed_on,
    judge: row.judge,
    chamber: row.chamber,
    decision_number: row.decision_number,
    decision_date: row.decision_date,
    outcome: row.outcome,
    amount_awarded: minor(row.amount_awarded),
    notified_on: row.notified_on,
    tribunal: both(row.tribunal_name, row.tribunal_name_ar),
    bailiff: both(row.bailiff_name, row.bailiff_name_ar),
  };
}

/** What the fee note brings: its numbers and lines as the money module gives them. */
function feeNoteOf(note: Invoice): FillSource['feeNote'] {
  return {
    number: note.number,
    issue_date: note.issue_date,
    due_date: note.due_date,
    currency: note.currency,
    client: both(note.client.name, note.client.name_ar),
    net: note.totals.net,
    vat: note.totals.vat,
    stamp: note.totals.stamp,
    total: note.totals.total,
    lines: note.lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      net: line.net,
      vat: line.vat,
    })),
  };
}

/**
 * Everything a template is filled with, read once: the dossier, its levels (the latest of each
 * kind, and the one chosen), its parties, its next hearing, the office and the fee note.
 */
export async function readFillSource(
  db: Kysely<Database>,
  input: {
    lang: TemplateLanguage;
    office: Settings;
    today: string;
    dossierId: number;
    stageId: number | null;
    feeNote: Invoice | null;
    userId: number;
  },
): Promise<FillSource | null> {
  const source = createTemplateSourceRepository(db);
  const dossier = await source.dossier(input.dossierId);
  if (!dossier) return null;
  const levelRows = await createCourtLevelsRepository(db).ofDossier(input.dossierId);
  const allLevels = levelRows.map(toLevel);
  const levels: Partial<Record<StageKind, LevelSource>> = {};
  for (const level of allLevels) levels[level.kind] = level;
  const chosen = input.stageId === null ? -1 : levelRows.findIndex((row) => row.id === input.stageId);
  const hearing = await source.nextHearing(input.dossierId, input.today);
  return {
    lang: input.lang,
    arabicMonths: input.office.arabic_months,
    currency: input.office.currency,
    today: input.today,
    office: { name: input.office.office_name, address: input.office.office_address },
    lawyer: dossier.responsible_name,
    user: await source.userName(input.userId),
    dossier: {
      reference: dossier.ref_dossier_bureau,
      registered_on: dossier.date_inscription_bureau,
      case_type: dossier.case_type,
      tribunal: both(dossier.tribunal_name, dossier.tribunal_name_ar),
      claim_amount: minor(dossier.montant_dette),
      policy_number: dossier.num_police,
      civilly_liable: dossier.nom_responsable_civil,
      charge: dossier.accusation,
      accident_date: dossier.date_accident,
      vehicle_plate: dossier.matricule_vehicule,
      police_report_number: dossier.num_pv_police,
      police_complaint_number: dossier.num_plainte_police,
    },
    levels,
    allLevels,
    stage: chosen >= 0 ? allLevels[chosen]! : null,
    parties: (await source.parties(input.dossierId)).map((p) => ({
      role: p.role,
      name: p.name,
      name_ar: p.name_ar,
      address: p.address,
      national_id: p.national_id,
    })),
    hearing: hearing
      ? {
          date: hearing.date,
          time: hearing.hearing_time,
          room: hearing.room,
          tribunal: both(hearing.tribunal_name, hearing.tribunal_name_ar),
        }
      : null,
    feeNote: input.feeNote ? feeNoteOf(input.feeNote) : null,
  };
}
